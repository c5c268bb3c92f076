import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { openArcherDevice, type ArcherDevice } from './browser.js';
import { keypad, runningTotal, scoreAndSave } from './scoring.js';

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

    await sheet(page).getByRole('button', { name: 'Recurve' }).click();
    await sheet(page).getByRole('button', { name: 'Adult (senior)' }).click();
    await sheet(page).getByRole('button', { name: 'Female' }).click();
    await sheet(page).getByRole('button', { name: 'Portsmouth' }).click();
    await page.getByRole('heading', { name: 'Portsmouth', level: 1 }).waitFor();
    await sheet(page).getByText('Recurve · Adult (senior) · Female · Portsmouth').waitFor();
    await sheet(page).getByLabel('Your name (optional)').fill('Robin');
    await sheet(page).getByRole('button', { name: 'Done' }).click();
    await sheet(page).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Profile', exact: true }).first().click();
    await page.getByLabel('Bow type').waitFor();
    await expect(page.getByLabel('Bow type').inputValue()).resolves.toBe('recurve');
    await expect(page.getByLabel('Age group').inputValue()).resolves.toBe('adult');
    await expect(page.getByLabel('Gender').inputValue()).resolves.toBe('female');
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('Robin');

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

  for (const size of [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ]) {
    it(`at ${size.width}x${size.height}: a first tap is not scored under the coming sheet, no ring round it, each tap on screen`, async () => {
      device = await openArcherDevice(size, 'new-archer');
      const page = await device.context.newPage();
      await page.goto(baseUrl + '/');
      // The quickest tap an archer can make: on the top key as soon as the keypad is drawn, before the sheet.
      const ten = await keypad(page).getByRole('button').first().boundingBox();
      if (await sheet(page).count()) throw new Error('the sheet came before the keypad: no tap to test');
      await page.mouse.click(ten!.x + ten!.width / 2, ten!.y + ten!.height / 2);
      await sheet(page).waitFor();
      await page.screenshot({ path: `/tmp/first-open-${size.width}.png` });

      // The sheet is not ringed as a whole: the dialog takes focus, which Chromium counts as a keyboard's
      // on a first open, but the ring is for its controls.
      await expect(
        sheet(page).evaluate((dialog) => [
          document.activeElement === dialog,
          getComputedStyle(dialog).outlineStyle,
        ]),
      ).resolves.toEqual([true, 'none']);

      // Each of the four questions, and the way out, lies on screen with no scroll.
      for (const [question, tap] of [
        ['Bow', 'Compound barebow'],
        ['Age group', 'Adult (senior)'],
        ['Gender', 'Female'],
        ['Usual round', 'Portsmouth'],
      ] as const) {
        const group = sheet(page).getByRole('group', { name: new RegExp(`^${question} `) });
        await group.waitFor();
        const fits = await sheet(page).evaluate((dialog) => dialog.scrollHeight <= dialog.clientHeight);
        expect(fits, question).toBe(true);
        for (const choice of await group.getByRole('button').all()) {
          const box = (await choice.boundingBox())!;
          expect(box.height, question).toBeGreaterThanOrEqual(44);
          expect(box.y + box.height, question).toBeLessThanOrEqual(size.height);
        }
        await page.screenshot({ path: `/tmp/first-open-${question.replace(' ', '-')}-${size.width}.png` });
        await group.getByRole('button', { name: tap, exact: true }).click();
      }
      await sheet(page).getByLabel('Your name (optional)').waitFor();
      await page.screenshot({ path: `/tmp/first-open-name-${size.width}.png` });
      await sheet(page).getByRole('button', { name: 'Done' }).click();
      await sheet(page).waitFor({ state: 'detached' });
      // The tap before the sheet scored nothing.
      await expect(runningTotal(page).textContent()).resolves.toBe('0');
    });
  }
});
