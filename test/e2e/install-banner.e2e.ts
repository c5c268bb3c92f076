import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { keepBrowserInstallPromptAway } from './install-prompt.js';

declare global {
  interface Window {
    installPrompted?: boolean;
  }
}

/** The home-screen install banner (docs/product.md sections 1 and 4) on the score card, between rounds. */
describe('the install banner', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();

  it('gives step-by-step instructions without a browser prompt, hides mid-round, and stays dismissed', async () => {
    const page = await device.context.newPage();
    // As a browser that offers no install prompt (Safari, Firefox): Chromium's own event never reaches the app.
    await keepBrowserInstallPromptAway(page);
    await page.goto(baseUrl + '/');
    const banner = page.getByRole('complementary', { name: 'Install the app' });
    await banner.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await banner.getByRole('button', { name: 'Install' }).click();
    await banner.getByRole('list', { name: 'How to install' }).getByRole('listitem').first().waitFor();

    // Never over the keypad during a round.
    await page.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: '9', exact: true }).click();
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await banner.waitFor();

    await banner.getByRole('button', { name: 'Not now' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page
      .getByRole('group', { name: 'Keypad' })
      .getByRole('button', { name: '9', exact: true })
      .waitFor();
    await expect(banner.count()).resolves.toBe(0);
    await page.close();
  });

  it('uses the browser’s own install prompt when it offered one', async () => {
    const page = await device.context.newPage();
    // Only the test's prompt reaches the app, whether Chromium's own comes before or after it under load.
    await keepBrowserInstallPromptAway(page);
    await page.goto(baseUrl + '/');
    await page.evaluate(() => localStorage.removeItem('install-prompt'));
    await page.reload();
    const banner = page.getByRole('complementary', { name: 'Install the app' });
    await banner.waitFor();
    await page.evaluate(() => {
      const offered = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          window.installPrompted = true;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' as const }),
      });
      window.dispatchEvent(offered);
    });
    await banner.getByRole('button', { name: 'Install' }).click();
    await banner.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => window.installPrompted)).resolves.toBe(true);
    await expect(page.getByRole('list', { name: 'How to install' }).count()).resolves.toBe(0);
    await page.close();
  });
});
