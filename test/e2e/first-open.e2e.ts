import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { openArcherDevice, type ArcherDevice } from './browser.js';
import { keypad, scoreAndSave } from './scoring.js';

/**
 * The first-open setup (docs/screens.md, "First open") on a device that has never opened the app: the
 * sheet appears over the score card, four taps set the profile and the score card's round, it can be
 * skipped, and it never comes back, nor comes at all to an archer who already has shoots.
 */

const phone = { width: 390, height: 844 };
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Set up in four taps' });
const settled = (page: Page) =>
  page.waitForFunction(() => localStorage.getItem('first-open-setup') === 'settled');

describe('first open', () => {
  const baseUrl = inject('baseUrl');
  let device: ArcherDevice | undefined;

  afterEach(async () => {
    await device?.dispose();
    device = undefined;
  });

  it('shows the setup sheet, and four taps set the bow, the category and the usual round', async () => {
    device = await openArcherDevice(phone, 'new-archer');
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/');
    await sheet(page).waitFor();
    await page.screenshot({ path: '/tmp/first-open-light.png' });
    expect(await seriousViolations(page)).toEqual([]);

    await sheet(page).getByRole('radio', { name: 'Recurve' }).click();
    await sheet(page).getByRole('radio', { name: 'Adult (senior)' }).click();
    await sheet(page).getByRole('radio', { name: 'Female' }).click();
    await sheet(page).getByRole('radio', { name: 'Portsmouth' }).click();
    await page.getByRole('heading', { name: 'Portsmouth', level: 1 }).waitFor();
    await sheet(page).getByRole('button', { name: 'Done' }).click();
    await sheet(page).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Profile', exact: true }).first().click();
    await page.getByLabel('Bow type').waitFor();
    await expect(page.getByLabel('Bow type').inputValue()).resolves.toBe('recurve');
    await expect(page.getByLabel('Age group').inputValue()).resolves.toBe('adult');
    await expect(page.getByLabel('Gender').inputValue()).resolves.toBe('female');

    await page.goto(baseUrl + '/');
    await keypad(page).waitFor();
    await settled(page);
    await expect(sheet(page).count()).resolves.toBe(0);
  });

  it('can be skipped, is axe clean in the dark theme, and does not come back', async () => {
    device = await openArcherDevice(phone, 'new-archer');
    const page = await device.context.newPage();
    await page.addInitScript(() => localStorage.setItem('theme-preference', 'dark'));
    await page.goto(baseUrl + '/');
    await sheet(page).waitFor();
    await page.screenshot({ path: '/tmp/first-open-dark.png' });
    expect(await seriousViolations(page)).toEqual([]);
    await sheet(page).getByRole('button', { name: 'Skip for now' }).click();
    await sheet(page).waitFor({ state: 'detached' });
    await settled(page);
    await page.reload();
    await keypad(page).waitFor();
    await expect(sheet(page).count()).resolves.toBe(0);
  });

  it('never comes to an archer who already has shoots (an archer updating the app)', async () => {
    device = await openArcherDevice(phone, 'new-archer');
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/');
    await sheet(page).getByRole('button', { name: 'Skip for now' }).click();
    await scoreAndSave(page, baseUrl, 'Practice 20yd', ['9', '7']);
    // As if this phone had scored before the sheet existed: no flag, but history.
    await page.evaluate(() => localStorage.removeItem('first-open-setup'));
    await page.reload();
    await keypad(page).waitFor();
    await settled(page);
    await expect(sheet(page).count()).resolves.toBe(0);
  });
});
