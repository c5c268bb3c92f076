import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { saveTheShoot } from './scoring.js';

const round = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const keypad = (page: Page) => page.getByRole('group', { name: 'Keypad' });

describe('round selection in Chromium', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();

  it('filters, says when the filters hide every round, and remembers the longest distance', async () => {
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/select-round?returnTo=/&currentRound=national');
    await round(page, 'National').waitFor();
    await page.getByLabel('Where').selectOption('indoor');
    await expect(round(page, 'National').count()).resolves.toBe(0);
    await round(page, 'Portsmouth').waitFor();
    await page.getByLabel('Units').selectOption('metric');
    await page.getByRole('searchbox', { name: 'Search rounds' }).fill('portsmouth');
    await page.getByText('No round matches search "portsmouth", indoor, metric.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await round(page, 'National').waitFor();

    await page.getByLabel('Max distance').selectOption('40');
    await expect(round(page, 'York').count()).resolves.toBe(0);
    await round(page, 'National 40').waitFor();
    await page.reload();
    await expect(page.getByLabel('Max distance').inputValue()).resolves.toBe('40');
    await expect(round(page, 'York').count()).resolves.toBe(0);
    await page.getByLabel('Max distance').selectOption('');
    await round(page, 'York').waitFor();
    await page.close();
  });

  it('starts the chosen round, offers only rounds the arrows fit once they are shot, and lists recent rounds first', async () => {
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/select-round?returnTo=%2F&currentRound=national');
    await page.getByRole('searchbox', { name: 'Search rounds' }).fill('practice 20');
    await round(page, 'Practice 20yd').click();
    await page.waitForURL(baseUrl + '/');
    await page.getByRole('heading', { name: 'Practice 20yd', level: 1 }).waitFor();
    await keypad(page).getByRole('button', { name: '9', exact: true }).click();
    await keypad(page).getByRole('button', { name: '7', exact: true }).click();
    await page.getByLabel('Running total').filter({ hasText: '16' }).waitFor();

    // Once arrows are shot, only rounds they fit are offered, and the screen says so before the list
    // (test/e2e/change-round.e2e.ts moves arrows to one).
    await page.getByRole('link', { name: 'Change round' }).click();
    await page.getByTestId('round-fit-notice').filter({ hasText: 'save or discard this shoot' }).waitFor();
    await expect(round(page, 'York').count()).resolves.toBe(0);
    // Choosing the round already being scored just goes back.
    await page.getByRole('searchbox', { name: 'Search rounds' }).fill('practice 20yd');
    await expect(round(page, 'Practice 20yd').getAttribute('aria-current')).resolves.toBe('true');
    await round(page, 'Practice 20yd').click();
    await page.waitForURL(baseUrl + '/');

    // A practice round can be saved at any time; once saved it is a recent round.
    await saveTheShoot(page, 'Practice 20yd');

    await page.goto(baseUrl + '/select-round');
    const recent = page.getByRole('region', { name: 'Shot recently' });
    await recent.getByRole('button', { name: 'Practice 20yd', exact: true }).waitFor();
    await expect(recent.getByRole('button').allInnerTexts()).resolves.toEqual(['Practice 20yd']);
    await page.getByRole('heading', { name: 'Target outdoor' }).waitFor();
    await page.close();
  });
});
