import type { Page } from 'playwright-core';

/** Opens a screen the way an archer on a phone does: through the app's menu, then waits for its heading. */
export async function openFromMenu(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('group', { name: 'More' }).getByRole('link', { name: link }).click();
  await page.getByRole('heading', { name: heading, exact: true, level: 1 }).waitFor();
}

/** The Data screen reached as an archer reaches it: the home screen, then the app's menu. */
export async function openDataScreen(page: Page, baseUrl: string): Promise<void> {
  await page.goto(baseUrl + '/');
  await openFromMenu(page, 'Data', 'Data');
}
