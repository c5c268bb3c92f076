import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { backupFile, manyShootsBackup } from './fixtures/many-shoots.js';

/**
 * The Awards screen in real Chromium, on a phone: an imported history unlocks achievements, each links
 * to the shoot that earned it, Mark all read empties the new list, the pop-up setting is kept, and axe
 * finds nothing serious.
 */

// Enough shoots for well over 1,000 arrows.
const SHOOTS = 30;

async function importHistory(page: Page, baseUrl: string) {
  await page.goto(baseUrl + '/data');
  await page.getByRole('heading', { name: 'Data', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Import a file' }).setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: backupFile(manyShootsBackup(SHOOTS)),
  });
  await page.getByRole('status').filter({ hasText: 'Combined successfully!' }).waitFor();
  // Years of history unlock many at once: one summary pop-up, not dozens.
  await page
    .getByRole('status')
    .filter({ hasText: /^\d+ achievements unlocked — see Awards/ })
    .waitFor();
  await expect(page.getByRole('status').filter({ hasText: 'Achievement unlocked:' }).count()).resolves.toBe(
    0,
  );
}

async function openAwards(page: Page, baseUrl: string) {
  await page.goto(baseUrl + '/achievements');
  await page.getByRole('heading', { name: 'Awards', exact: true }).waitFor();
  await page.getByText(/\d+ of \d+ unlocked/).waitFor();
}

describe('the Awards screen', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();
  let page: Page;

  beforeAll(async () => {
    page = await device.context.newPage();
    await importHistory(page, baseUrl);
  });

  it('shows what the imported history unlocked, with a link to the shoot that earned it', async () => {
    await openAwards(page, baseUrl);
    const summary = (await page.getByText(/\d+ of \d+ unlocked/).textContent())!;
    const [unlocked, total] = summary.match(/\d+/g)!.map(Number);
    expect(total).toBe(155);
    expect(unlocked).toBeGreaterThan(0);

    await page.screenshot({ path: '/tmp/awards-phone.png' });

    await page.getByText('Total arrows', { exact: true }).click();
    const thousand = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Total arrows: 1,000' }) });
    await thousand.last().waitFor();
    await expect(thousand.last().textContent()).resolves.toContain('Bronze');
    const link = thousand.last().getByRole('link', { name: /^the shoot of / });
    await expect(link.getAttribute('href')).resolves.toMatch(/^\/history\/\d+$/);

    // A locked one further up the ladder shows how far along it is.
    await expect(
      page.getByRole('progressbar', { name: 'Progress towards Total arrows: 25,000' }).count(),
    ).resolves.toBe(1);

    await thousand.last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/awards-phone-group.png' });

    await link.click();
    await page.waitForURL(/\/history\/\d+$/);
  });

  it('has no serious or critical axe violations with a group open', async () => {
    await openAwards(page, baseUrl);
    await page.getByText('Total arrows', { exact: true }).click();
    await page.getByRole('progressbar').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('empties the new list with Mark all read', async () => {
    await openAwards(page, baseUrl);
    const markAll = page.getByRole('button', { name: 'Mark all read' });
    await markAll.waitFor();
    await expect(page.getByRole('button', { name: /^Mark read: / }).count()).resolves.toBeGreaterThan(0);
    await markAll.click();
    await page.getByText('Nothing new.', { exact: false }).waitFor();
    await expect(page.getByRole('button', { name: /^Mark read: / }).count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { name: 'New (0)' }).count()).resolves.toBe(1);

    // Read stays read after a reload.
    await openAwards(page, baseUrl);
    await page.getByRole('heading', { name: 'New (0)' }).waitFor();
  });

  it('keeps the pop-up setting', async () => {
    await openAwards(page, baseUrl);
    const popups = page.getByRole('checkbox', { name: 'Show a pop-up when I unlock an achievement' });
    await expect(popups.isChecked()).resolves.toBe(true);
    await popups.uncheck();
    // The write has no visible receipt, so reload until it shows (or the poll times out).
    await expect
      .poll(async () => {
        await openAwards(page, baseUrl);
        return popups.isChecked();
      })
      .toBe(false);
  });
});
