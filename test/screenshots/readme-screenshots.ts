/**
 * Takes the README's screenshots (docs/screenshots) from the real built app in Debian's Chromium on a phone
 * viewport: a score card part-way through a National (also in the device theme on a phone set to dark), the
 * history of an archer with a season of shoots, and cloud backup turned on.
 * Run with `npm run screenshots` (it builds first).
 */
import { mkdirSync } from 'node:fs';
import { openArcherDevice } from '../e2e/browser.js';
import { backupFile, manyShootsBackup } from '../e2e/fixtures/many-shoots.js';
import { startServer } from '../e2e/server.js';

const outDir = 'docs/screenshots';
mkdirSync(outDir, { recursive: true });

const server = await startServer();
const device = await openArcherDevice({ width: 390, height: 844 });
try {
  const page = await device.context.newPage();

  await page.goto(server.baseUrl + '/data');
  await page.getByRole('button', { name: 'Import a file' }).setInputFiles({
    name: 'season.json',
    mimeType: 'application/json',
    buffer: backupFile(manyShootsBackup(120)),
  });
  await page.getByText(/Combined successfully!/).waitFor({ timeout: 60_000 });
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
  await page.screenshot({ path: `${outDir}/score-card.png` });

  // The device theme (the default) on a phone set to dark.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${outDir}/score-card-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });

  await page.goto(server.baseUrl + '/data');
  await page.getByRole('button', { name: 'Turn on cloud backup' }).click();
  await page.getByText(/^Backed up today at/).waitFor();
  await page.screenshot({ path: `${outDir}/cloud-backup.png` });
  console.log(`Screenshots written to ${outDir}/`);
} finally {
  await device.dispose();
  await server.stop();
}
