import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { manyShootsBackup } from './fixtures/many-shoots.js';
import { importThroughDataScreen, newPageWithImportedShoots } from './import-shoots.js';
import { saveProfile } from './profile-steps.js';
import { chooseRound, saveTheShoot, tapArrows } from './scoring.js';
import type { HistoryItem } from '../../shared/history/historyItem.js';

/**
 * Sharing and exporting a saved National in real Chromium: the picture is a PNG exactly 800 px wide that
 * fits its content, the phone's share sheet gets it when the browser can share files, the records-officer
 * PDF carries its facts as real text (read back with poppler's pdftotext), and the CSV files read back
 * as a spreadsheet would read them.
 */

// A National: 72 arrows on the imperial face, 9-7-7-5-3-M an end: 31 an end, 372 in all.
const END = ['9', '7', '7', '5', '3', 'M'];

async function saved(download: Download, folder: string): Promise<string> {
  const path = join(folder, download.suggestedFilename());
  await download.saveAs(path);
  return path;
}

function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('share and export a saved shoot', () => {
  const device = archerDevicePerFile();
  let page: Page;
  let folder: string;
  let shootUrl = '';

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'archery-share-'));
    const baseUrl = inject('baseUrl');
    page = await device.context.newPage();
    await saveProfile(page, baseUrl, {
      name: 'Zoë Łukasiewicz',
      ageGroup: 'adult',
      gender: 'female',
      bowType: 'recurve',
    });
    await chooseRound(page, baseUrl, 'National');
    for (let end = 0; end < 12; end++) await tapArrows(page, END);
    await saveTheShoot(page, 'National');
  });

  afterAll(() => {
    if (process.env.KEEP_SHARE_FILES) console.log(`Share files kept in ${folder}`);
    else rmSync(folder, { recursive: true, force: true });
  });

  it('downloads the picture from the saved summary: a PNG exactly 800 px wide that fits the content', async () => {
    await page.getByRole('button', { name: 'Share scorecard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share scorecard' });
    await dialog.getByRole('img', { name: /^Scorecard image: National: 372/ }).waitFor();
    // No file sharing in desktop Chromium on Linux: the message link is offered instead.
    await dialog.getByRole('link', { name: 'Send in a message' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download image' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^national-\d{4}-\d{2}-\d{2}\.png$/);
    const { width, height } = pngSize(readFileSync(await saved(download, folder)));
    expect(width).toBe(800);
    // 12 ends of 46 px, two distances and the header: taller than the ends alone, well under two screens.
    expect(height).toBeGreaterThan(12 * 46);
    expect(height).toBeLessThan(1600);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('closes from a visible Close button a thumb wide, at 390 and 360 px, and still on Escape', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 360, height: 740 },
    ]) {
      await page.setViewportSize(viewport);
      await page.getByRole('button', { name: 'Share scorecard' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share scorecard' });
      await dialog.getByRole('img', { name: /^Scorecard image/ }).waitFor();
      const close = dialog.getByRole('button', { name: 'Close', exact: true });
      const box = (await close.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      // On screen without scrolling the dialog: a phone has no Escape key to fall back on.
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `/tmp/share-dialog-${viewport.width}.png` });
      await close.click();
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Share scorecard' }).click();
      await dialog.getByRole('img', { name: /^Scorecard image/ }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it("hands the picture to the phone's share sheet when the browser can share files", async () => {
    await page.getByRole('link', { name: 'View in history' }).click();
    await page.getByRole('heading', { name: 'National', level: 1 }).waitFor();
    shootUrl = page.url();
    await page.evaluate(() => {
      const shared: Array<{ name: string; type: string; size: number; text: string }> = [];
      Object.assign(window, { sharedFiles: shared });
      Object.defineProperty(navigator, 'canShare', {
        configurable: true,
        value: (data: { files?: File[] }) => Array.isArray(data.files),
      });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: { files: File[]; text: string }) => {
          for (const file of data.files)
            shared.push({ name: file.name, type: file.type, size: file.size, text: data.text });
        },
      });
    });
    await page.getByRole('button', { name: 'Share scorecard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share scorecard' });
    await dialog.getByRole('img', { name: /^Scorecard image/ }).waitFor();
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await page.waitForFunction(
      () => (window as unknown as { sharedFiles: unknown[] }).sharedFiles.length === 1,
    );
    const [file] = await page.evaluate(
      () =>
        (
          window as unknown as {
            sharedFiles: Array<{ name: string; type: string; size: number; text: string }>;
          }
        ).sharedFiles,
    );
    expect(file!.name).toMatch(/^national-.*\.png$/);
    expect(file!.type).toBe('image/png');
    expect(file!.size).toBeGreaterThan(5000);
    expect(file!.text).toMatch(/^National: 372, handicap \d+/);
    await page.keyboard.press('Escape');
  });

  it('shows a placeholder, not a broken image, when the picture cannot be drawn', async () => {
    // A phone out of memory gives no 2D canvas.
    await page.evaluate(() => {
      HTMLCanvasElement.prototype.getContext = () => null;
    });
    await page.getByRole('button', { name: 'Share scorecard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share scorecard' });
    await dialog.getByText('Scorecard temporarily unavailable').waitFor();
    await dialog.getByText('Failed to get canvas context').waitFor();
    expect(await dialog.getByRole('img').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Download image' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('downloads the records-officer scoresheet: an A4 PDF whose facts are real text', async () => {
    await page.goto(shootUrl);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download scoresheet (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^national-\d{4}-\d{2}-\d{2}\.pdf$/);
    const path = await saved(download, folder);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Target score sheet');
    expect(text).toContain('National');
    // The name as the PDF font can write it, and the screen says a letter was spelled another way.
    expect(text).toContain('Zoë Lukasiewicz');
    await page.getByText(/spelled without accents/).waitFor();
    expect(text).toContain('recurve');
    expect(text).toMatch(/60yd subtotal: Hits 40\s+Score 248\s+Golds 8/);
    expect(text).toMatch(/Score 372/);
    expect(text).toContain("Archer's signature");
    expect(text).toContain("Scorer's signature");
    expect(text).toContain('Transcribed from arrows entered in Archery Scores');
    const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/);
  });

  it('exports the history as two CSV files a spreadsheet reads', async () => {
    await page.goto(inject('baseUrl') + '/data');
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.getByText('Saved 1 shoot in two CSV files.').waitFor();
    await expect.poll(() => downloads.length).toBe(2);
    const files = new Map(
      await Promise.all(
        downloads.map(
          async (download) =>
            [download.suggestedFilename(), readFileSync(await saved(download, folder), 'utf8')] as const,
        ),
      ),
    );
    const shootsName = [...files.keys()].find((name) => name.startsWith('archery-shoots-'))!;
    const arrowsName = [...files.keys()].find((name) => name.startsWith('archery-arrows-'))!;
    const shoots = files
      .get(shootsName)!
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(shoots[0]).toBe(
      'id,date,round,status,score,hits,golds,xs,handicap,classification,scheme,bow_type,venue,duration_minutes,complete,event_status,witnessed,signed,left_out_of_handicap',
    );
    expect(shoots).toHaveLength(2);
    expect(shoots[1]).toMatch(/^\d+,[^,]+,national,Practice,372,60,12,0,\d+,/);
    const arrows = files
      .get(arrowsName)!
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(arrows[0]).toBe('shoot_id,date,round,end,arrow,value,distance,x_mm_right,y_mm_up');
    expect(arrows).toHaveLength(73);
    // Scored on the keypad, so no arrow has a position: the last two fields are blank.
    expect(arrows[1]).toMatch(/^\d+,[^,]+,national,1,1,9,60yd,,$/);
    expect(arrows[72]).toMatch(/^\d+,[^,]+,national,12,6,M,50yd,,$/);
  });
});

describe('exports of a long history', () => {
  const device = archerDevicePerFile();
  let folder: string;

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'archery-export-'));
  });

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it("prints a York's 144 arrows on one or two A4 pages, with the round, the total and every end total", async () => {
    const page = await device.context.newPage();
    const baseUrl = inject('baseUrl');
    // A York of 24 ends, each end a different total so every one can be found in the text.
    const ends = Array.from({ length: 24 }, (_, end) => [9, 9, 7, 7, 5, end % 2 === 0 ? 3 : 1] as const);
    const scores = ends.flat();
    const york: HistoryItem = {
      id: 1,
      date: '2026-07-04',
      gameType: 'york',
      score: scores.reduce<number>((sum, arrow) => sum + arrow, 0),
      scores: [...scores],
      shootStatus: 'Competition',
    };
    await importThroughDataScreen(page, baseUrl, { history: [york], notes: [], user: { name: 'Robin' } });
    await page.goto(baseUrl + '/history');
    await page.getByTestId('history-row').filter({ hasText: 'York' }).click();
    await page.getByRole('heading', { name: 'York', level: 1 }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download scoresheet (PDF)' }).click(),
    ]);
    const path = await saved(download, folder);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))![1]);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('York');
    expect(text).toContain(`Score ${york.score}`);
    // Every end total: 40 and 38 alternate, each in its own E/T box.
    const endTotals = text.match(/\b(40|38)\b/g) ?? [];
    expect(endTotals.length).toBeGreaterThanOrEqual(24);
    for (const distance of ['100yd', '80yd', '60yd']) expect(text).toContain(`${distance} subtotal`);
  });

  it('exports where each plotted arrow landed, mm right and up from the face centre, blank for keypad arrows', async () => {
    const page = await device.context.newPage();
    // One end of a National: plotted on the face but for the third arrow, typed on the keypad.
    const plotted: HistoryItem = {
      id: 2,
      date: '2026-08-02',
      gameType: 'national',
      score: 36,
      scores: [9, 7, 7, 5, 5, 3],
      positions: [
        { x: 12.34, y: -5.06 },
        { x: -40.02, y: 81.77 },
        null,
        { x: 150, y: 0 },
        { x: -0.04, y: -160.43 },
        { x: 0, y: 250.01 },
      ],
    };
    await importThroughDataScreen(page, inject('baseUrl'), {
      history: [plotted],
      notes: [],
      user: { name: 'Robin' },
    });
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.getByText(/^Saved \d+ shoots? in two CSV files\.$/).waitFor();
    await expect.poll(() => downloads.length).toBe(2);
    const arrowsFile = downloads.find((download) =>
      download.suggestedFilename().startsWith('archery-arrows-'),
    )!;
    const rows = readFileSync(await saved(arrowsFile, folder), 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('shoot_id,date,round,end,arrow,value,distance,x_mm_right,y_mm_up');
    const national = rows.filter((row) => row.includes(',2026-08-02,national,'));
    expect(national.map((row) => row.split(',').slice(3).join(','))).toEqual([
      '1,1,9,60yd,12.3,-5.1',
      '1,2,7,60yd,-40,81.8',
      '1,3,7,60yd,,',
      '1,4,5,60yd,150,0',
      '1,5,5,60yd,0,-160.4',
      '1,6,3,60yd,0,250',
    ]);
    await page.close();
  });

  // How smooth the export is (the longest main-thread task) is measured by the browser bench.
  it('exports 5,000 shoots as CSV', async () => {
    const page = await newPageWithImportedShoots(device.context, inject('baseUrl'), manyShootsBackup(5000));
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const outcome = page.getByText(/^Saved \d+ shoots in two CSV files\.$/);
    await outcome.waitFor({ timeout: 60_000 });
    const shoots = Number(/\d+/.exec((await outcome.textContent())!)![0]);
    expect(shoots).toBeGreaterThanOrEqual(5000);
    await expect.poll(() => downloads.length).toBe(2);
    const shootsFile = downloads.find((download) =>
      download.suggestedFilename().startsWith('archery-shoots-'),
    )!;
    const lines = readFileSync(await saved(shootsFile, folder), 'utf8')
      .trimEnd()
      .split('\r\n');
    // The header, then a line per shoot (the 5,000 imported, and the York of the test before).
    expect(lines).toHaveLength(shoots + 1);
  }, 180_000);
});
