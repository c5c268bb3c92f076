import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import {
  handChecked,
  handCheckedClaims,
  handCheckedRows,
  officialRecordBackup,
} from './fixtures/official-record.js';
import { importThroughDataScreen } from './import-shoots.js';
import { openFromMenu } from './menu.js';

/**
 * My record in real Chromium: three seasons of shoots with mixed event statuses imported through the
 * Data screen, then the official handicap, the season table, the claims and the sheets still to be
 * witnessed on screen, each against the table worked by hand in fixtures/official-record.ts; the records
 * officer's CSV files with the same figures; axe in the light and dark themes.
 */

const openMyRecord = (page: Page) => openFromMenu(page, 'My record', 'My record');

/** The text of each item of a list (or each row of a table body), whitespace collapsed. */
async function texts(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

async function seasonRows(page: Page): Promise<string[][]> {
  return page
    .locator('[data-testid="season-table"] tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );
}

async function downloaded(download: Download): Promise<string> {
  const path = await download.path();
  return readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
}

describe('My record', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();
  let page: Page;

  beforeAll(async () => {
    page = await device.context.newPage();
    await importThroughDataScreen(page, baseUrl, officialRecordBackup);
    await openMyRecord(page);
  }, 120_000);

  for (const [ledger, expected] of Object.entries(handChecked)) {
    it(`shows the ${ledger} handicap, seasons, claims and missing witnesses worked by hand`, async () => {
      const picker = page.getByLabel('Bow style and indoor or outdoor');
      await picker.selectOption({ label: ledger });
      await page.getByTestId('ledger-name').filter({ hasText: ledger }).waitFor();
      await expect(page.getByTestId('handicap-now').textContent()).resolves.toBe(expected.handicapNow);
      const rows = await seasonRows(page);
      // The seasons after the last shoot depend on today: only the shot seasons are checked.
      for (const season of expected.seasons) {
        expect(rows.find((row) => row[0] === season[0])).toEqual(season);
      }
      expect(await texts(page, '[data-testid="claims"] .record-claim-text')).toEqual(expected.claims);
      expect(await texts(page, '[data-testid="needs-witness"] li')).toEqual(expected.needsWitness);
      await page
        .getByRole('img', { name: `${ledger} handicap over time` })
        .locator('canvas')
        .waitFor();
      await page.screenshot({ path: `/tmp/my-record-${ledger.replace(' ', '-')}.png`, fullPage: true });
    });
  }

  it('reviews a past season', async () => {
    await page.getByLabel('Bow style and indoor or outdoor').selectOption({ label: 'Recurve outdoor' });
    await page.getByLabel('Season', { exact: true }).selectOption('2024');
    const review = page.getByTestId('season-review');
    // 14 Yorks, 13 of them complete: 13 x 144 arrows; the best York 800 on 22 Jun.
    await review.getByText('Arrows (complete rounds)1,872').waitFor();
    await expect(review.textContent()).resolves.toContain('Shoots14');
    await expect(review.textContent()).resolves.toContain('Handicap at the start54');
    await expect(review.textContent()).resolves.toContain('Handicap at the end48');
    await expect(review.textContent()).resolves.toContain('York: 800 on 22 Jun 2024');
  });

  it("downloads a claim's scoresheets in one PDF, saying which shoots have no arrows to print", async () => {
    await page.getByLabel('Bow style and indoor or outdoor').selectOption({ label: 'Recurve outdoor' });
    // Imported as totals, these Yorks have no arrows: there is no sheet to print, and the screen says so.
    await page.getByRole('button', { name: 'Scoresheets of the B3 claim (PDF)' }).click();
    await page.getByText('None of these shoots has its arrows, so there is no sheet to print.').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Scoresheets of the A1 claim (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('claim-A1-2023-05-06.pdf');
    const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
    expect(text).toContain('Target score sheet');
    expect(text).toContain('Club target day');
    expect(text).toMatch(/Score 600/);
  });

  it('says which shoots are not in the record, and why', async () => {
    await page.getByText('1 shoot is not in your record').click();
    await page.getByText(/made-up round.*is not a round with a fixed number of arrows/).waitFor();
  });

  it('exports the records officer files with the same figures', async () => {
    const downloads: Download[] = [];
    const both = new Promise<void>((resolve) => {
      page.on('download', (download) => {
        downloads.push(download);
        if (downloads.length === 2) resolve();
      });
    });
    await page.getByRole('button', { name: 'Export my record (CSV)' }).click();
    await both;
    const [shoots, claims] = await Promise.all(downloads.map(downloaded));
    const shootRows = shoots!.split('\r\n');
    expect(shootRows[0]).toBe(
      'date,round,bow_style,environment,category,event_status,score,hits,golds,xs,handicap,running_handicap,class_reached,witnessed,signed,witnessed_by,scorer,seal',
    );
    // 62 shoots the record reads, a header and the empty line after the last CRLF.
    expect(shootRows).toHaveLength(64);
    for (const row of handCheckedRows) expect(shootRows).toContain(row);
    expect(claims!.split('\r\n').filter((line) => line !== '')).toEqual(handCheckedClaims);
  });

  it('passes axe in the light and dark themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      expect(await seriousViolations(page), `My record, ${theme}`).toEqual([]);
      await page.screenshot({ path: `/tmp/my-record-${theme}.png`, fullPage: true });
    }
  });
});

/**
 * The handicap chart of one shoot, at 390 and 360 px: its time axis names the year the shoot was shot
 * in (uPlot's own span for a single time ran a thousand days on, so a November 2026 shoot sat on an axis
 * reading 2027, 2028, 2029), and its dot is at least 6 px across.
 */
describe('My record’s chart of one November 2026 shoot', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();
  let page: Page;

  beforeAll(async () => {
    page = await device.context.newPage();
    await importThroughDataScreen(page, baseUrl, {
      user: { gender: 'female', ageGroup: 'adult', bowType: 'recurve' },
      history: [{ date: '2026-11-20', gameType: 'portsmouth', score: 540, eventStatus: 'club_target_day' }],
      notes: [],
      sightMarks: [],
    });
  }, 120_000);

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ]) {
    it(`reads 2026 on the axis and draws the dot 6 px or more at ${viewport.width}x${viewport.height}`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(baseUrl + '/');
      await openMyRecord(page);
      // The only ledger: no picker.
      await page.getByTestId('ledger-name').filter({ hasText: 'Recurve indoor' }).waitFor();
      const chart = page.getByRole('img', { name: 'Recurve indoor handicap over time' });
      await chart.locator('canvas').waitFor();
      await expect.poll(() => chart.getAttribute('data-time-ticks')).toMatch(/\d{4}/);
      const ticks = (await chart.getAttribute('data-time-ticks'))!;
      // Ticks round the shoot (it is in the middle of the month shown), each year named one it was shot in.
      expect(ticks).toMatch(/Nov 2026/);
      expect([...new Set(ticks.match(/\d{4}/g))]).toEqual(['2026']);

      // The dot, found on the canvas by its colour inside the plotting area.
      await chart.scrollIntoViewIfNeeded();
      const dot = await chart.evaluate((host) => {
        const canvas = host.querySelector('canvas')!;
        const over = host.querySelector<HTMLElement>('.u-over')!;
        const scale = canvas.width / canvas.getBoundingClientRect().width;
        const probe = host.appendChild(document.createElement('span'));
        probe.style.color = getComputedStyle(host).getPropertyValue('--muted');
        const [r, g, b] = getComputedStyle(probe).color.match(/\d+/g)!.map(Number);
        probe.remove();
        const left = Math.round(over.offsetLeft * scale);
        const top = Math.round(over.offsetTop * scale);
        const width = Math.round(over.offsetWidth * scale);
        const height = Math.round(over.offsetHeight * scale);
        const pixels = canvas.getContext('2d')!.getImageData(left, top, width, height).data;
        let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
        for (let y = 0; y < height; y++)
          for (let x = 0; x < width; x++) {
            const i = (y * width + x) * 4;
            const near =
              Math.abs(pixels[i]! - r!) + Math.abs(pixels[i + 1]! - g!) + Math.abs(pixels[i + 2]! - b!) < 24;
            if (!near || pixels[i + 3]! < 200) continue;
            [minX, minY, maxX, maxY] = [
              Math.min(minX, x),
              Math.min(minY, y),
              Math.max(maxX, x),
              Math.max(maxY, y),
            ];
          }
        return { width: (maxX - minX + 1) / scale, height: (maxY - minY + 1) / scale };
      });
      expect(dot.width).toBeGreaterThanOrEqual(6);
      expect(dot.height).toBeGreaterThanOrEqual(6);
      // One shoot, one dot: nothing else on the plot is painted in its colour.
      expect(dot.width).toBeLessThan(10);
      await chart.screenshot({ path: `/tmp/my-record-one-shoot-${viewport.width}.png` });
    });
  }
});
