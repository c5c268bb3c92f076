/**
 * Takes the README's screenshots (docs/screenshots) from the real built app in Debian's Chromium on a phone
 * viewport: a score card part-way through a National (also in the device theme on a phone set to dark), the
 * history of an archer with a season of shoots and its Progress charts, the Distances screen, the diary
 * with its notes, cloud backup turned on, sight marks with an estimate, a live shoot's leaderboard; the
 * result screen after a personal best (light and dark); the live shoot as a mode of the score card (its
 * strip, no signal, the phone leaderboard and the viewer's TV mode); then face entry mid-end with its
 * magnifier, and a saved York's plotted arrows.
 * Run with `npm run screenshots` (it builds first).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openArcherDevice } from '../e2e/browser.js';
import { manyShootsBackup } from '../e2e/fixtures/many-shoots.js';
import { importThroughDataScreen } from '../e2e/import-shoots.js';
import { addSightMark, type SightMarkEntry } from '../e2e/sight-mark-steps.js';
import { startServer } from '../e2e/server.js';
import { liveModeScreenshots } from './live-mode-screenshots.js';
import { resultScreenScreenshots } from './result-screen-screenshots.js';
import { targetFaceScreenshots } from './target-face-screenshots.js';

const outDir = 'docs/screenshots';
mkdirSync(outDir, { recursive: true });

const server = await startServer();
const device = await openArcherDevice({ width: 390, height: 844 });
try {
  const page = await device.context.newPage();

  await importThroughDataScreen(page, server.baseUrl, seasonWithNotes());
  // The screens as an archer sees them after the first days: every tip already dismissed.
  await page.evaluate(() =>
    localStorage.setItem(
      'tips',
      JSON.stringify({ print: true, history: true, roundSelection: true, scoreCardTutorial: true }),
    ),
  );

  await page.goto(server.baseUrl + '/history');
  await page.locator('.history-count').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${outDir}/history.png` });

  // History's Progress view on the archer's most shot round, then the Distances screen.
  await page.getByText('Progress', { exact: true }).click();
  await page
    .getByRole('img', { name: /^Handicap over time: / })
    .locator('canvas')
    .waitFor();
  await page.evaluate(() => document.querySelector('.history-progress')?.scrollIntoView());
  await page.screenshot({ path: `${outDir}/progress-chart.png` });
  await page.goto(server.baseUrl + '/distance-performance');
  await page
    .getByRole('img', { name: /^Points per arrow at / })
    .locator('canvas')
    .waitFor();
  await page.screenshot({ path: `${outDir}/distances.png` });

  await page.goto(server.baseUrl + '/');
  const arrows = [
    '9',
    '9',
    '7',
    '7',
    '7',
    '5',
    '9',
    '7',
    '7',
    '5',
    '5',
    '3',
    '9',
    '9',
    '9',
    '7',
    '7',
    'M',
    '7',
    '9',
  ];
  for (const value of arrows) await page.getByRole('button', { name: value, exact: true }).first().click();
  await page.getByLabel('Running total').filter({ hasText: '137' }).first().waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${outDir}/range-score-card-light.png` });

  // The device theme (the default) on a phone set to dark.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${outDir}/range-score-card-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });

  // The diary: a note written at the target on the shoot being scored (pending until it is saved), above
  // the season's shoots and their notes.
  await page.getByLabel(/^Note for end/).fill('Loose bow hand at 60 yd: groups tighter');
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByText('Loose bow hand at 60 yd: groups tighter').waitFor();
  await page.goto(server.baseUrl + '/diary');
  await page.getByTestId('diary-entry').first().waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${outDir}/diary.png` });

  await page.goto(server.baseUrl + '/data');
  await page.getByRole('button', { name: 'Turn on cloud backup' }).click();
  await page.getByText(/^Backed up today at/).waitFor();
  await page.screenshot({ path: `${outDir}/cloud-backup.png` });

  // A tall phone, so the marks, the estimate and its chart are seen together.
  await page.setViewportSize({ width: 390, height: 1240 });
  await sightMarksWithAnEstimate(page, server.baseUrl);
  await page.screenshot({ path: `${outDir}/sight-marks.png` });
  await page.setViewportSize({ width: 390, height: 844 });

  // A saved shoot shared as a picture, and its records-officer scoresheet (first page, rendered by poppler).
  await page.goto(server.baseUrl + '/history');
  await page.getByTestId('history-row').filter({ hasText: 'National' }).first().click();
  await page.getByRole('button', { name: 'Share scorecard' }).click();
  await page.getByRole('dialog', { name: 'Share scorecard' }).getByRole('img').waitFor();
  const [image] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download image' }).click(),
  ]);
  await image.saveAs(`${outDir}/shared-scorecard.png`);
  await page.keyboard.press('Escape');
  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download scoresheet (PDF)' }).click(),
  ]);
  const pdfPath = join(tmpdir(), 'readme-scoresheet.pdf');
  await sheet.saveAs(pdfPath);
  execFileSync('pdftoppm', ['-png', '-r', '70', '-singlefile', pdfPath, `${outDir}/scoresheet-pdf`]);

  // A live shoot: this archer (20 arrows into a National) creates it, two club-mates join and score.
  await page.goto(server.baseUrl + '/leaderboard');
  await page.getByRole('button', { name: 'Create shoot' }).waitFor();
  // The imported season came with the archer's profile; a device without one is asked here.
  const nameBox = page.getByRole('textbox', { name: 'Your name' });
  if (await nameBox.isVisible()) await nameBox.fill('Robin');
  const bowBox = page.getByLabel('Bow type');
  if (await bowBox.isVisible()) await bowBox.selectOption('recurve');
  await page.getByRole('textbox', { name: 'Shoot title' }).fill('Tuesday club night');
  await page.getByRole('button', { name: 'Create shoot' }).click();
  const code = (await page.getByRole('note', { name: 'Join code' }).textContent())!.trim();
  await clubMateScores(code, 'Sam', 'portsmouth', 'compound', [10, 10, 9, 10, 9, 9, 10, 10, 10, 9, 9, 8]);
  await clubMateScores(code, 'Jo', 'national', 'barebow', [9, 7, 7, 7, 5, 5, 9, 7, 7, 5, 5, 3, 7, 7, 5, 5]);
  await page.getByRole('list', { name: 'Leaderboard' }).getByText('Jo', { exact: true }).waitFor();
  // The join and score toasts close after 4 s.
  await page.waitForTimeout(4500);
  await page.screenshot({ path: `${outDir}/live-leaderboard.png` });

  // The result screen after a save, on a phone of its own (this one is in the live shoot).
  await resultScreenScreenshots(server.baseUrl, outDir);
  // The live strip, no signal, the phone leaderboard and TV mode, on phones (and a TV) of their own.
  await liveModeScreenshots(server.baseUrl, outDir);

  // Face entry and the plotted-arrows analysis (last: it discards the National being scored).
  await targetFaceScreenshots(page, server.baseUrl, outDir);
  console.log(`Screenshots written to ${outDir}/`);
} finally {
  await device.dispose();
  await server.stop();
}

/** The season's backup with notes on its newest shoots, one highlighted. */
function seasonWithNotes() {
  const backup = manyShootsBackup(120);
  const newest = backup.history.slice(-3).reverse();
  const noteOn = (index: number, text: string, endNumber: number, highlighted = false) => {
    const shoot = newest[index]!;
    const timestamp = Date.parse(shoot.date) + endNumber * 600_000;
    return {
      id: `season-${shoot.id}-${endNumber}`,
      text,
      timestamp,
      shootId: shoot.id,
      endNumber,
      highlighted,
    };
  };
  return {
    ...backup,
    notes: [
      noteOn(0, 'Gusty at 80 yd: aimed off a ring left and it paid off', 3, true),
      noteOn(0, 'Fletching touched the rest twice; check clearance', 7),
      noteOn(2, 'New tab feels softer, clicker timing better', 2),
    ],
  };
}

/** A club-mate on another phone, through the live-shoot API: joins, then sends their arrows so far. */
/** A recurve archer's outdoor marks, and the estimate for 60 m between them with its chart. */
async function sightMarksWithAnEstimate(page: Page, baseUrl: string): Promise<void> {
  await page.goto(baseUrl + '/sight-marks');
  const marks: SightMarkEntry[] = [
    { distance: '30', unit: 'm', vertical: '5.6', priority: false },
    { distance: '50', unit: 'm', vertical: '4.1', priority: false },
    { distance: '70', unit: 'm', vertical: '2.4', priority: true },
    { distance: '90', unit: 'm', vertical: '0.55', priority: false },
  ];
  for (const mark of marks) {
    await addSightMark(page, mark);
  }
  await page.getByRole('textbox', { name: 'Distance to estimate' }).fill('60');
  await page.getByRole('img', { name: /Sight marks against distance/ }).waitFor();
  await page.getByText(/±/).waitFor();
}

async function clubMateScores(
  code: string,
  archerName: string,
  roundName: string,
  bowType: string,
  scores: number[],
): Promise<void> {
  const joined = (await (
    await fetch(`${server.baseUrl}/api/shoots/${code}/join`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ archerName, roundName, bowType }),
    })
  ).json()) as { participantToken: string };
  await fetch(`${server.baseUrl}/api/shoots/${code}/score`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'x-participant-token': joined.participantToken },
    body: JSON.stringify({
      archerName,
      roundName,
      scores,
      arrowsShot: scores.length,
      totalScore: scores.reduce((sum, arrow) => sum + arrow, 0),
    }),
  });
}
