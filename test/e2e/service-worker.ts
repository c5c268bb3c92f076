import type { Page } from 'playwright-core';

/** Opens the app and waits until its service worker controls the page: it installs on the first visit and controls the page from the next one. */
export async function serviceWorkerInControl(page: Page, baseUrl: string): Promise<void> {
  await page.goto(baseUrl + '/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  for (let tries = 0; tries < 5; tries++) {
    if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return;
    await page.reload();
  }
  throw new Error('The service worker never took control of the page');
}
