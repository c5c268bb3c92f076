import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { profileSaved } from './profile-steps.js';

const dataTheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

describe('the profile, the theme and the menu in Chromium', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();

  it('keeps the profile the archer saved across a reload', async () => {
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/you');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();

    await page.getByLabel('Name').fill('Robin Hood');
    await page.getByLabel('Age group').selectOption('u18');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Bow type').selectOption('barebow');
    await page.getByLabel('Barebow outdoor classification').selectOption('B3');
    await page.getByLabel('Recurve indoor classification').selectOption('A1');
    await page.getByLabel('Score by tapping the target face').check();
    await profileSaved(page);
    await expect(page.getByTestId('category-summary').textContent()).resolves.toBe(
      'Classified as Barebow, Female, Under 18.',
    );

    await page.reload();
    await page.getByLabel('Name').waitFor();
    await expect(page.getByLabel('Name').inputValue()).resolves.toBe('Robin Hood');
    await expect(page.getByLabel('Age group').inputValue()).resolves.toBe('u18');
    await expect(page.getByLabel('Gender').inputValue()).resolves.toBe('female');
    await expect(page.getByLabel('Bow type').inputValue()).resolves.toBe('barebow');
    await expect(page.getByLabel('Barebow outdoor classification').inputValue()).resolves.toBe('B3');
    await expect(page.getByLabel('Recurve indoor classification').inputValue()).resolves.toBe('A1');
    await expect(page.getByLabel('Recurve outdoor classification').inputValue()).resolves.toBe(
      'Unclassified',
    );
    await expect(page.getByLabel('Score by tapping the target face').isChecked()).resolves.toBe(true);
    // Offered by an older version, never given by any: not offered.
    expect(await page.getByText(/constructive criticism/i).count()).toBe(0);
    // Nor season dates nothing reads: "indoor season" is Archery GB's alone (1 July to 30 June).
    expect(await page.getByText(/season/i).count()).toBe(0);
    await page.getByRole('status').filter({ hasText: 'Changes save as you go.' }).waitFor();
    await page.close();
  });

  it('keeps an edit made just before leaving the screen, with no Save to press', async () => {
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/you');
    await page.getByLabel('Name').fill('Maid Marian');
    // Straight away, before the pause after typing has passed: leaving saves what is waiting.
    await page.getByRole('link', { name: 'History', exact: true }).first().click();
    await page.waitForURL('**/history');
    await page.getByRole('link', { name: 'Profile', exact: true }).first().click();
    await page.getByLabel('Name').waitFor();
    await expect(page.getByLabel('Name').inputValue()).resolves.toBe('Maid Marian');
    await page.reload();
    await page.getByLabel('Name').waitFor();
    await expect(page.getByLabel('Name').inputValue()).resolves.toBe('Maid Marian');
    await expect(page.getByRole('button', { name: 'Save', exact: true }).count()).resolves.toBe(0);
    await page.close();
  });

  it('sets data-theme for light and dark, resolves device to the device look, and remembers the choice', async () => {
    const page = await device.context.newPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(baseUrl + '/you');
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(dataTheme(page)).resolves.toBe('dark');
    await expect(page.evaluate(() => localStorage.getItem('theme-preference'))).resolves.toBe('dark');

    // Applied before the first paint: already there when the parser reaches <body>, before any module runs.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        document.documentElement.dataset.themeAtBody =
          document.documentElement.getAttribute('data-theme') ?? 'none';
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload({ waitUntil: 'load' });
    await expect(page.evaluate(() => document.documentElement.dataset.themeAtBody)).resolves.toBe('dark');
    await expect(dataTheme(page)).resolves.toBe('dark');
    await expect(page.getByRole('radio', { name: 'Dark' }).isChecked()).resolves.toBe(true);

    await page.getByRole('radio', { name: 'Light' }).check();
    await expect(dataTheme(page)).resolves.toBe('light');
    await page.getByRole('radio', { name: 'Device' }).check();
    // This browser is set to light, so device is light.
    await expect(dataTheme(page)).resolves.toBe('light');
    await expect(page.evaluate(() => localStorage.getItem('theme-preference'))).resolves.toBe('device');
    await page.reload({ waitUntil: 'load' });
    await expect(page.evaluate(() => document.documentElement.dataset.themeAtBody)).resolves.toBe('light');
    await expect(dataTheme(page)).resolves.toBe('light');
    await page.close();
  });

  it('on a dark phone with the device theme, is dark from the first frame and follows the phone to light without a reload', async () => {
    const page = await device.context.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    // The page's background in the first frame the browser draws (requestAnimationFrame runs before it).
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        sessionStorage.setItem('first-frame', getComputedStyle(document.documentElement).backgroundColor);
      });
    });
    const firstFrame = () => page.evaluate(() => sessionStorage.getItem('first-frame'));
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const darkPaper = 'rgb(18, 24, 20)';
    const lightPaper = 'rgb(255, 255, 255)';

    await page.goto(baseUrl + '/you');
    await page.evaluate(() => localStorage.setItem('theme-preference', 'device'));
    await page.reload({ waitUntil: 'load' });
    await expect(page.getByRole('radio', { name: 'Device' }).isChecked()).resolves.toBe(true);
    await expect(firstFrame()).resolves.toBe(darkPaper);
    await expect(background()).resolves.toBe(darkPaper);

    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    await expect(background()).resolves.toBe(lightPaper);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    await expect(background()).resolves.toBe(darkPaper);

    // The archer's own choice of light wins over the dark phone, from the first frame and after a switch.
    await page.getByRole('radio', { name: 'Light' }).check();
    await expect(background()).resolves.toBe(lightPaper);
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('radio', { name: 'Light' }).waitFor();
    await expect(firstFrame()).resolves.toBe(lightPaper);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(dataTheme(page)).resolves.toBe('light');
    await expect(background()).resolves.toBe(lightPaper);
    await page.close();
  });

  it('closes the menu on an outside click, on Escape and on choosing an item', async () => {
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/you');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('group', { name: 'More' });

    await menuButton.click();
    await menu.waitFor();
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).click();
    await menu.waitFor({ state: 'detached' });
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');

    await menuButton.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await menuButton.click();
    for (const name of ['Diary', 'Sight', 'Awards', 'Distances', 'Data']) {
      await expect(menu.getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
    }
    await menu.getByRole('link', { name: 'Sight', exact: true }).click();
    await page.waitForURL(baseUrl + '/sight-marks');
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Sight marks' }).waitFor();
    await page.close();
  });

  it('shows the secondary items in the navigation on a wide screen, without the menu button', async () => {
    const page = await device.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(baseUrl + '/you');
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Score', 'History', 'Live', 'Profile', 'Diary', 'Sight', 'Awards']) {
      await main.getByRole('link', { name, exact: true }).waitFor();
    }
    await expect(page.getByRole('button', { name: 'Menu' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('banner').textContent()).resolves.toContain('Archery Scores');
    await page.close();
  });
});
