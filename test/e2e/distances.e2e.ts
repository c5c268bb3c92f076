import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seededRandom } from '../fixtures/syntheticHistory.js';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { manyShootsBackup } from './fixtures/many-shoots.js';
import { newPageWithImportedShoots } from './import-shoots.js';
import { openFromMenu } from './menu.js';
import { saveProfile } from './profile-steps.js';
import { scoreAndSave } from './scoring.js';

/**
 * Distance performance and the History's Progress charts in real Chromium: two short shoots saved on the
 * score card and their figures at 20 yd and 30 m, filters included; then 5,000 imported shoots, with the
 * distance screen and a progress chart opened and changed; axe in the light and dark themes. How smooth
 * these screens are with 5,000 shoots is measured by the browser bench (test/bench/screens.ts).
 */

const openDistances = (page: Page) => openFromMenu(page, 'Distances', 'Distance performance');

// Where the recency choices start today (docs/product.md section 9): outdoor rounds since 1 April of this
// year, indoor since 1 October, of last year from January to March.
const today = new Date();
const THIS_YEAR = today.getUTCFullYear();
const INDOOR_FROM = today.getUTCMonth() < 3 ? THIS_YEAR - 1 : THIS_YEAR;

/** The figures table as text, a row per distance: label and faces, arrows, per arrow, best end, best dozen. */
async function figures(page: Page): Promise<string[][]> {
  const rows = page.locator('.distance-table tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
  );
}

/** Resolves once uPlot has drawn a chart with this accessible name. */
async function chartDrawn(page: Page, name: string) {
  await page.getByRole('img', { name }).locator('canvas').waitFor();
}

/** Opens the score card and waits until the app has fetched its other screens, as it does once the score card is idle: the archer taps after that. */
async function openScoreCardAndLetItSettle(page: Page, baseUrl: string) {
  await page.goto(baseUrl + '/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('distance performance of two short shoots', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();
  let page: Page;

  beforeAll(async () => {
    page = await device.context.newPage();
    await saveProfile(page, baseUrl, { ageGroup: 'adult', gender: 'male', bowType: 'recurve' });
    // Bray I: 30 arrows at 20 yd on a 40 cm face in ends of 3, 264 (best end 30, best dozen 120, the 6
    // left make none).
    await scoreAndSave(page, baseUrl, 'Bray I', [
      ...Array<string>(12).fill('10'),
      ...Array<string>(18).fill('8'),
    ]);
    // A practice at 30 m: 8 arrows, 63 (best end 56, no whole dozen).
    await scoreAndSave(page, baseUrl, 'Practice 30m', ['X', '10', '9', '9', '9', '9', '7', 'M']);
  }, 120_000);

  it('shows arrows, average per arrow, best end and best dozen at each distance, metres and yards apart', async () => {
    await openDistances(page);
    await page.locator('.distance-table').waitFor();
    expect(await figures(page)).toEqual([
      ['20yd40 cm', '30', '8.80', '30 (3 arrows)', '120'],
      ['30m122 cm', '8', '7.88', '56', '–'],
    ]);
    // The trend shows the distance with the most arrows, in words as well as drawn.
    await chartDrawn(page, 'Points per arrow at 20yd over time');
    await page
      .getByText(/^1 shoot at 20yd from .* First shoot 8\.80 points per arrow, latest 8\.80/)
      .waitFor();
    await page.getByLabel('Distance', { exact: true }).selectOption('30m');
    await chartDrawn(page, 'Points per arrow at 30m over time');
    await page.getByText(/^1 shoot at 30m .* latest 7\.88/).waitFor();
    await page.screenshot({ path: '/tmp/distances-phone.png', fullPage: true });
  });

  it('filters by face size, bow type and how recent', async () => {
    await page.getByLabel('Face size').selectOption('40');
    await expect.poll(() => figures(page)).toEqual([['20yd40 cm', '30', '8.80', '30 (3 arrows)', '120']]);
    await page.getByLabel('Face size').selectOption('');
    // Bray I is an indoor round, shot since the 1 October before today. Said as that, not as a season:
    // "indoor season" is Archery GB's, 1 July to 30 June (My record).
    const when = page.getByLabel('When', { exact: true });
    await expect(
      when.locator('option').evaluateAll((options) => options.map((option) => option.textContent)),
    ).resolves.toEqual([
      'All time',
      `Outdoor, since 1 Apr ${THIS_YEAR}`,
      `Indoor, since 1 Oct ${INDOOR_FROM}`,
    ]);
    await page.getByLabel('When', { exact: true }).selectOption('indoor');
    await expect.poll(() => figures(page)).toEqual([['20yd40 cm', '30', '8.80', '30 (3 arrows)', '120']]);
    await page.getByLabel('When', { exact: true }).selectOption('outdoor');
    await expect.poll(() => figures(page)).toEqual([['30m122 cm', '8', '7.88', '56', '–']]);
    await page.getByLabel('When', { exact: true }).selectOption('');
    await page.getByLabel('Bow type').selectOption('recurve');
    await expect.poll(async () => (await figures(page)).length).toBe(2);
    // The 40 cm face was shot indoors only.
    await page.getByLabel('When', { exact: true }).selectOption('outdoor');
    await page.getByLabel('Face size').selectOption('40');
    await page.getByText('No shoots match these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(async () => (await figures(page)).length).toBe(2);
  });

  it('charts a round on History: Progress with its score and handicap', async () => {
    await page.goto(baseUrl + '/history');
    await page.getByText('Progress', { exact: true }).click();
    const progress = page.locator('.history-progress');
    await progress.getByLabel('Round').selectOption('bray i');
    await chartDrawn(page, 'Score over time: Bray I, recurve');
    await chartDrawn(page, 'Handicap over time: Bray I, recurve');
    await progress
      .getByText(/^1 shoot\. Latest 264 on .*; personal best 264 on .*; 1 new best marked\.$/)
      .waitFor();
    await progress.getByText(/^Handicap \(lower is better\): latest \d+, best \d+; /).waitFor();
  });

  it('passes axe on both screens in the light and dark themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await page.goto(baseUrl + '/history');
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      await page.getByText('Progress', { exact: true }).click();
      await chartDrawn(page, 'Score over time: Bray I, recurve');
      expect(await seriousViolations(page), `History with Progress, ${theme}`).toEqual([]);
      await page.screenshot({ path: `/tmp/progress-phone-${theme}.png`, fullPage: true });

      await page.goto(baseUrl + '/distance-performance');
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      await chartDrawn(page, 'Points per arrow at 20yd over time');
      expect(await seriousViolations(page), `Distance performance, ${theme}`).toEqual([]);
      await page.screenshot({ path: `/tmp/distances-phone-${theme}.png`, fullPage: true });
    }
  });
});

describe('distance performance and progress of 5,000 shoots', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();
  let page: Page;

  beforeAll(async () => {
    page = await newPageWithImportedShoots(device.context, baseUrl, manyShootsBackup(5000));
  }, 120_000);

  it('opens the distance screen, changes its filters and trend', async () => {
    await openScoreCardAndLetItSettle(page, baseUrl);
    await openDistances(page);
    await page.locator('.distance-table tbody tr').first().waitFor();
    const rows = await figures(page);
    expect(rows.length).toBeGreaterThan(5);
    const trendName = await page.locator('.time-chart-canvas').getAttribute('aria-label');
    await chartDrawn(page, trendName!);
    // Every distance of the trend select, and a filter, each redrawn.
    const distances = await page
      .getByLabel('Distance', { exact: true })
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    for (const value of distances.slice(0, 4)) {
      await page.getByLabel('Distance', { exact: true }).selectOption(value);
      await chartDrawn(page, `Points per arrow at ${value} over time`);
    }
    await page.getByLabel('When', { exact: true }).selectOption('indoor');
    await page.getByLabel('When', { exact: true }).selectOption('');
    await page.getByLabel('Bow type').selectOption('recurve');
    await page.locator('.distance-table tbody tr').first().waitFor();
    await page.locator('.distance-trend').screenshot({ path: '/tmp/distances-5000-trend.png' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/distances-5000-phone.png' });
  });

  it('opens Progress on History and draws thousands of points', async () => {
    await page.getByRole('link', { name: 'History', exact: true }).first().click();
    await page.getByTestId('history-row').first().waitFor();
    await page.getByText('Progress', { exact: true }).click();
    const progress = page.locator('.history-progress');
    const scoreChart = progress.locator('.time-chart-canvas').first();
    await scoreChart.locator('canvas').waitFor();
    const caption = await progress.locator('figcaption').first().textContent();
    // The most shot round (about 300 of the fixture's shoots each), then the shoots of every round in turn.
    const rounds = await progress
      .getByLabel('Round')
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    for (const round of rounds.slice(1, 5)) {
      const before = await scoreChart.getAttribute('aria-label');
      await progress.getByLabel('Round').selectOption(round);
      await expect.poll(() => scoreChart.getAttribute('aria-label')).not.toBe(before);
      await scoreChart.locator('canvas').waitFor();
    }
    expect(caption).toMatch(/^\d+ shoots\. Latest \d+ on /);
  });
});

/** 5,000 Bray Is (30 arrows at 20 yd), one a day, seeded: every chart of this archer has 5,000 points. */
function fiveThousandBrayIs() {
  const backup = manyShootsBackup(1);
  const random = seededRandom(12_345);
  const first = Date.UTC(2013, 0, 1, 18);
  backup.history = Array.from({ length: 5000 }, (_, n) => {
    const scores = Array.from({ length: 30 }, () => 10 - Math.floor(random() * random() * 6));
    return {
      id: n + 1,
      date: new Date(first + n * 86_400_000).toISOString(),
      gameType: 'bray i',
      scores,
      score: scores.reduce((sum, value) => sum + value, 0),
      shootStatus: 'Practice' as const,
      userProfile: { gender: 'female', ageGroup: 'adult', bowType: 'recurve' },
    };
  });
  return backup;
}

describe('charts of 5,000 shoots of one round', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();
  let page: Page;

  beforeAll(async () => {
    page = await newPageWithImportedShoots(device.context, baseUrl, fiveThousandBrayIs());
  }, 120_000);

  it('draws 5,000 points on the trend and on both progress charts', async () => {
    await openScoreCardAndLetItSettle(page, baseUrl);
    await openDistances(page);
    await chartDrawn(page, 'Points per arrow at 20yd over time');
    await page.getByText(/^5,000 shoots at 20yd from 1 Jan 2013 to /).waitFor();

    await page.getByRole('link', { name: 'History', exact: true }).first().click();
    await page.getByTestId('history-row').first().waitFor();
    await page.getByText('Progress', { exact: true }).click();
    await chartDrawn(page, 'Score over time: Bray I, recurve');
    await chartDrawn(page, 'Handicap over time: Bray I, recurve');
    await page
      .locator('.history-progress')
      .getByText(/^5,000 shoots\. Latest \d+ on 9 Sept 2026/)
      .waitFor();
    await page.locator('.history-progress').screenshot({ path: '/tmp/progress-5000.png' });
  });
});
