import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { addSightMark as addMark } from './sight-mark-steps.js';

const listed = (page: Page) => page.getByTestId('sight-mark').locator('.sight-distance').allTextContents();

describe('sight marks in Chromium', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();

  it('keeps marks priority first, then nearest, estimates between them, deletes after asking and filters by unit', async () => {
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/sight-marks');
    await page.getByRole('heading', { name: 'Sight marks', level: 1 }).waitFor();
    await page.getByText('No sight marks yet').waitFor();

    await addMark(page, { distance: '70', unit: 'm', vertical: '2.4' });
    await addMark(page, { distance: '30', unit: 'm', vertical: '5.6' });
    await addMark(page, { distance: '50', unit: 'yd', vertical: '4.3' });
    // Nearest first in metres: 50 yd is 45.7 m, so it sits between 30 m and 70 m.
    await expect.poll(() => listed(page)).toEqual(['30 m', '50 yd', '70 m']);

    // A priority mark goes to the top whatever its distance.
    await page.getByRole('button', { name: 'Edit 70 m' }).click();
    const edit = page.getByRole('form', { name: 'Edit sight mark' });
    await edit.getByRole('checkbox', { name: /Priority/ }).check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => listed(page)).toEqual(['70 m ★ priority', '30 m', '50 yd']);

    // Estimate a distance between two recorded ones: a mark between theirs, with its uncertainty.
    await page.getByRole('textbox', { name: 'Distance to estimate' }).fill('60');
    const estimate = page.getByRole('status', { name: 'Estimated mark' });
    await expect.poll(() => estimate.textContent()).toMatch(/^\d\.\d\d ± \d\.\d\d/);
    const value = Number((await estimate.textContent())!.split(' ')[0]);
    expect(value).toBeLessThan(4.3);
    expect(value).toBeGreaterThan(2.4);
    await page.getByRole('img', { name: /Sight marks against distance: 3 recorded/ }).waitFor();
    // At a recorded distance the estimate is the mark itself; far beyond, the estimator refuses.
    await page.getByRole('textbox', { name: 'Distance to estimate' }).fill('30');
    await expect.poll(() => estimate.textContent()).toBe('5.60 (your recorded mark)');
    await page.getByRole('textbox', { name: 'Distance to estimate' }).fill('150');
    await expect.poll(() => estimate.textContent()).toBe('No estimate: too far beyond the longest mark');

    // Delete asks first; Cancel keeps the mark, Delete removes it.
    await page.getByRole('button', { name: 'Delete 50 yd' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this sight mark?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => listed(page)).toEqual(['70 m ★ priority', '30 m', '50 yd']);
    await page.getByRole('button', { name: 'Delete 50 yd' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => listed(page)).toEqual(['70 m ★ priority', '30 m']);

    // Imperial off hides yard marks; metric off hides metre marks.
    await addMark(page, { distance: '40', unit: 'yd', vertical: '5.1' });
    await expect.poll(() => listed(page)).toEqual(['70 m ★ priority', '30 m', '40 yd']);
    await page.getByRole('checkbox', { name: 'Imperial' }).uncheck();
    await expect.poll(() => listed(page)).toEqual(['70 m ★ priority', '30 m']);
    await page.getByRole('checkbox', { name: 'Imperial' }).check();
    await page.getByRole('checkbox', { name: 'Metric' }).uncheck();
    await expect.poll(() => listed(page)).toEqual(['40 yd']);

    // The marks survive a reload (the filters start on again), and the first use was recorded once.
    await page.reload();
    await expect.poll(() => listed(page)).toEqual(['70 m ★ priority', '30 m', '40 yd']);
    const usage = await page.evaluate(() => localStorage.getItem('fast-usage:sight mark'));
    expect(JSON.parse(usage!)).toMatchObject({ distance: '70m', timestamp: expect.any(Number) });
    await page.close();
  });

  it('says what is wrong with a mark that cannot be saved, and saves a mark given as parts', async () => {
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/sight-marks');
    await page.getByRole('button', { name: 'Add sight mark' }).click();
    const form = page.getByRole('form', { name: 'Add a sight mark' });
    await form.getByRole('textbox', { name: 'Distance', exact: true }).fill('twenty');
    await form.getByRole('button', { name: 'Save sight mark' }).click();
    await expect(form.getByRole('alert').textContent()).resolves.toBe('Distance must be a number above 0');
    await form.getByRole('textbox', { name: 'Distance', exact: true }).fill('18');
    await form.getByRole('radio', { name: 'Major, minor and micro' }).check();
    await form.getByRole('textbox', { name: 'Major' }).fill('6');
    await form.getByRole('textbox', { name: 'Minor' }).fill('2');
    await form.getByRole('textbox', { name: 'Micro' }).fill('5');
    await form.getByRole('textbox', { name: 'Label' }).fill('indoor');
    await form.getByRole('button', { name: 'Save sight mark' }).click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByTestId('sight-mark').filter({ hasText: 'indoor' });
    await expect(row.locator('.sight-vertical-value').textContent()).resolves.toBe('6 · 2 · 5');
    await page.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe in the ${theme} theme with marks, the form, an estimate and the delete question`, async () => {
      const page = await device.context.newPage();
      await page.goto(baseUrl + '/sight-marks');
      await page.evaluate((chosen) => localStorage.setItem('theme-preference', chosen), theme);
      await page.reload();
      await page.getByTestId('sight-mark').first().waitFor();
      await page.getByRole('textbox', { name: 'Distance to estimate' }).fill('50');
      await page.getByRole('img', { name: /Sight marks against distance/ }).waitFor();
      await page.getByRole('button', { name: 'Add sight mark' }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.close();
    });
  }
});
