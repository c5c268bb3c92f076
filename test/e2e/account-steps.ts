import type { Page } from 'playwright-core';

/** Signs in on the Data screen with a test account (the server runs with TEST_ACCOUNTS=true). */
export async function signInAsTestAccount(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(baseUrl + '/data');
  await page.getByLabel('Test account e-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in as a test account' }).click();
  await page.getByText(`Signed in as ${email}`).waitFor();
}
