import type { Page } from 'playwright-core';

/** Opens a screen the way an archer on a phone does: through the app's menu, then waits for its heading. */
export async function openFromMenu(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('group', { name: 'More' }).getByRole('link', { name: link }).click();
  await page.getByRole('heading', { name: heading, exact: true, level: 1 }).waitFor();
}

/** /data through the app's menu (the server answers a direct load of /data with 404: it keeps /data for static files). */
export async function openDataScreen(page: Page, baseUrl: string): Promise<void> {
  await page.goto(baseUrl + '/');
  await openFromMenu(page, 'Data', 'Data');
}
