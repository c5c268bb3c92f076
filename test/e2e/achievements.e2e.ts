import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { backupFile, manyShootsBackup } from './fixtures/many-shoots.js';
import { scoreAndSave } from './scoring.js';

/**
 * The Awards screen in real Chromium, on a phone: an imported history lists the achievements it earned,
 * each linking to the shoot that earned it, without announcing any of them (they were earned when those
 * shoots were first shot); a round scored here is news; Mark all read empties the new list, the pop-up
 * setting is kept, and axe finds nothing serious.
 */

// Enough shoots for well over 1,000 arrows.
const SHOOTS = 30;

/**
 * Keeps the words of every toast the page shows, across reloads of the tab, so a test can say none of
 * them was an unlock however briefly it showed.
 */
async function keepToastWords(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const KEY = 'e2e-toast-words';
    new MutationObserver(() => {
      const seen = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as string[];
      for (const toast of document.querySelectorAll('.toast [role]')) {
        const words = toast.textContent ?? '';
        if (!seen.includes(words)) seen.push(words);
      }
      sessionStorage.setItem(KEY, JSON.stringify(seen));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const toastWords = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-toast-words') ?? '[]') as string[]);

async function importHistory(page: Page, baseUrl: string) {
  await page.goto(baseUrl + '/data');
  await page.getByRole('heading', { name: 'Data', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Import a file' }).setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: backupFile(manyShootsBackup(SHOOTS)),
  });
  await page.getByRole('status').filter({ hasText: 'Combined successfully!' }).waitFor();
}

async function openAwards(page: Page, baseUrl: string) {
  await page.goto(baseUrl + '/achievements');
  await page.getByRole('heading', { name: 'Awards', exact: true }).waitFor();
  await page.getByText(/\d+ of \d+ unlocked/).waitFor();
}

/** How many achievements the Awards screen counts as unlocked. */
async function unlockedCount(page: Page): Promise<number> {
  const summary = (await page.getByText(/\d+ of \d+ unlocked/).textContent())!;
  return Number(summary.match(/\d+/)![0]);
}

describe('the Awards screen', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();
  let page: Page;

  beforeAll(async () => {
    page = await device.context.newPage();
    await keepToastWords(page);
    await importHistory(page, baseUrl);
  });

  it('lists what the imported history earned as unlocked, none of it new, with a link to the shoot that earned it', async () => {
    await openAwards(page, baseUrl);
    const summary = (await page.getByText(/\d+ of \d+ unlocked/).textContent())!;
    const [unlocked, total] = summary.match(/\d+/g)!.map(Number);
    expect(total).toBe(155);
    expect(unlocked).toBeGreaterThan(0);
    // Brought back with the archer's own backup: earned before, so not news.
    await page.getByRole('heading', { name: 'New (0)' }).waitFor();

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

  it('announces what a round scored here earns, and never what the import brought', async () => {
    await openAwards(page, baseUrl);
    const before = await unlockedCount(page);
    // Nothing in the imported history was shot at 10 yards: an end of six 9s there is new.
    await scoreAndSave(page, baseUrl, 'Practice 10yd', [9, 9, 9, 9, 9, 9]);
    await page
      .getByRole('region', { name: /^Saved/ })
      .getByRole('heading', { name: /achievements? earned$/ })
      .waitFor();
    await openAwards(page, baseUrl);
    await page.getByRole('heading', { name: 'New (2)' }).waitFor();
    await expect(
      page
        .getByRole('button', { name: /^Mark read: / })
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label'))),
    ).resolves.toEqual(['Mark read: Golden end: 10 yd', 'Mark read: End over 40: 10 yd']);
    expect(await unlockedCount(page)).toBe(before + 2);
    // Every toast since the import, this round's answers included: the import's awards were never among them.
    const words = await toastWords(page);
    expect(words.some((toast) => toast.startsWith('Combined successfully!'))).toBe(true);
    expect(words.filter((toast) => /achievements? unlocked/i.test(toast))).toEqual([]);
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
