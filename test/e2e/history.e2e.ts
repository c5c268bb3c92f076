import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { flingToTheBottom } from './fling.js';
import { manyShootsBackup } from './fixtures/many-shoots.js';
import { newPageWithImportedShoots } from './import-shoots.js';

/**
 * The history with 5,000 shoots in real Chromium: imported through the Data screen's file input, shown
 * on tapping History, scrolled top to bottom with only the rows on screen in the DOM; then filters in the
 * URL, one shoot's view, its status and its deletion. How fast the first rows come and how smooth the
 * scroll is are measured by the browser bench (test/bench), not asserted here.
 */

const SHOOTS = 5000;

describe('the history of 5,000 shoots', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();
  let page: Page;

  beforeAll(async () => {
    page = await newPageWithImportedShoots(device.context, baseUrl, manyShootsBackup(SHOOTS));
    await page
      .getByText(`Combined successfully! Added ${SHOOTS} shooting records and 2 sight marks.`)
      .waitFor();
  }, 120_000);

  it('shows the first rows on tapping History, and again on coming back', async () => {
    const firstRowOnScreen = () =>
      page.waitForFunction(() => {
        const row = document.querySelector('[data-testid="history-row"]');
        return row !== null && row.getBoundingClientRect().top < window.innerHeight;
      });
    // The archer comes from the Data screen: the first visit to History in this page.
    await page.getByRole('link', { name: 'History', exact: true }).first().click();
    await firstRowOnScreen();
    expect(page.url()).toBe(baseUrl + '/history');
    await expect(page.getByText('5,000 shoots', { exact: true }).count()).resolves.toBe(1);

    await page.getByRole('link', { name: 'Score', exact: true }).first().click();
    await page.waitForURL(baseUrl + '/');
    await page.getByRole('link', { name: 'History', exact: true }).first().click();
    await firstRowOnScreen();
    await expect(page.getByText('5,000 shoots', { exact: true }).count()).resolves.toBe(1);
  });

  it('scrolls 5,000 shoots top to bottom with only the rows on screen in the DOM', async () => {
    if (!page.url().endsWith('/history')) await page.goto(baseUrl + '/history');
    await page.getByTestId('history-row').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));

    const scrolled = await flingToTheBottom(page, '[data-testid="history-row"]', 5000);
    expect(scrolled.lastShown).toBe(true);
    // Only what is on screen (and a few rows either side) is ever in the DOM.
    expect(scrolled.mostItems).toBeLessThan(40);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/history-phone.png' });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await page.screenshot({ path: '/tmp/history-phone-dark.png' });
    await page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
  });

  it('keeps filters in the URL through a reload and back to them from the nav link', async () => {
    const fixture = manyShootsBackup(SHOOTS).history;
    const count = page.locator('.history-count');
    const rows = page.getByTestId('history-row');
    await page.goto(baseUrl + '/history');
    await page.getByText('Filters', { exact: true }).click();
    await page.getByLabel('Round').selectOption('york');
    await page.waitForURL(/\/history\?round=york$/);
    const yorks = fixture.filter((shoot) => shoot.gameType === 'york').length;
    await count.filter({ hasText: `${yorks} of 5,000 shoots` }).waitFor();

    await page.getByLabel('Personal bests only').check();
    await page.waitForURL(/\/history\?round=york&pb=1$/);
    await count.filter({ hasText: /^\d of 5,000 shoots$/ }).waitFor();
    await rows.first().waitFor();
    const bests = await rows.allTextContents();
    expect(bests.length).toBeGreaterThan(0);
    for (const text of bests) expect(text).toMatch(/^York.*PB/);
    const shown = await count.textContent();
    await page.screenshot({ path: '/tmp/history-filters-phone.png' });

    await page.reload();
    await count.filter({ hasText: shown! }).waitFor();
    await expect(page.getByLabel('Round').inputValue()).resolves.toBe('york');
    await expect(page.getByLabel('Personal bests only').isChecked()).resolves.toBe(true);

    // Away and back through the nav link (a bare /history): the last filters come back.
    await page.getByRole('link', { name: 'Score', exact: true }).first().click();
    await page.waitForURL(baseUrl + '/');
    await page.getByRole('link', { name: 'History', exact: true }).first().click();
    await page.waitForURL(/\/history\?round=york&pb=1$/);
    await count.filter({ hasText: shown! }).waitFor();

    // A link can carry filters too; when they match nothing the screen says so and offers to clear them.
    await page.goto(baseUrl + '/history?round=york&from=2030-01-01');
    await page.getByText('No shoots match these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await page.waitForURL(baseUrl + '/history');

    // Practice also matches shoots saved without a status.
    await page.getByText('Filters', { exact: true }).click();
    await page.getByLabel('Status').selectOption('Practice');
    await page.waitForURL(/\/history\?status=practice$/);
    const practice = fixture.filter((shoot) => (shoot.shootStatus ?? 'Practice') === 'Practice').length;
    expect(fixture.some((shoot) => shoot.shootStatus === undefined)).toBe(true);
    await count.filter({ hasText: `${practice.toLocaleString('en-GB')} of 5,000 shoots` }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.waitForURL(baseUrl + '/history');
  });

  it('shows one shoot, changes its status and deletes it after confirmation', async () => {
    // Whatever an earlier test left filtered, this one starts from the whole history.
    await page.evaluate(() => localStorage.removeItem('history-filters'));
    await page.goto(baseUrl + '/history');
    const first = page.getByTestId('history-row').first();
    const summary = (await first.textContent())!;
    await first.click();
    await page.waitForURL(/\/history\/\d+$/);
    const id = page.url().split('/').pop()!;
    // The newest shoot of the fixture.
    const newest = manyShootsBackup(SHOOTS).history.at(-1)!;
    const title = new RegExp(`^${newest.gameType.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
    await page.getByRole('heading', { name: title }).waitFor();
    await expect(page.locator('.shoot-score').textContent()).resolves.toContain(String(newest.score));
    expect(summary).toContain(String(newest.score));
    await page.getByRole('region', { name: 'Scorecard' }).waitFor();
    await page.screenshot({ path: '/tmp/history-shoot-phone.png', fullPage: true });
    // A phone shows the portrait sheet; the archer can switch to the landscape one and back, the switch
    // naming the layout it turns to.
    await expect(page.locator('table.sheet.landscape').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Landscape', exact: true }).click();
    await page.locator('table.sheet.landscape').first().waitFor();
    await expect(page.getByRole('button', { name: 'Landscape', exact: true }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Portrait', exact: true }).click();
    await page.locator('table.sheet.landscape').first().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Landscape', exact: true }).waitFor();

    const status = page.getByLabel('Event status');
    const next = (await status.inputValue()) === 'club_competition' ? 'ukrs' : 'club_competition';
    await status.selectOption(next);
    await page.getByText(/^Status changed to /).waitFor();
    await page.reload();
    await expect(page.getByLabel('Event status').inputValue()).resolves.toBe(next);
    // The scoresheet's facts are edited beside it, and kept.
    await page.getByLabel('Witnessed').check();
    await page.getByText('Marked witnessed.').waitFor();
    await page.reload();
    await expect(page.getByLabel('Witnessed').isChecked()).resolves.toBe(true);

    // Delete shoot is quiet beside Share (outlined, not filled red), and Landscape a real button, 44 px tall.
    const quiet = await page
      .getByRole('button', { name: 'Delete shoot' })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(quiet).not.toBe('rgb(179, 38, 30)');
    const landscapeBox = await page.getByRole('button', { name: 'Landscape' }).boundingBox();
    expect(landscapeBox!.height).toBeGreaterThanOrEqual(44);

    // Cancelling keeps the shoot; confirming deletes it and goes back to the history.
    await page.getByRole('button', { name: 'Delete shoot' }).click();
    await page.getByRole('dialog', { name: 'Delete this shoot?' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Delete shoot' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL(baseUrl + '/history');
    await page.getByText('4,999 shoots', { exact: true }).waitFor();

    await page.goto(`${baseUrl}/history/${id}`);
    await page.getByRole('heading', { name: 'Shoot not found' }).waitFor();
    await page.goto(`${baseUrl}/history/not-a-shoot`);
    await page.getByRole('heading', { name: 'Shoot not found' }).waitFor();
  });
});
