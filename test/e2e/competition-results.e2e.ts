import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  IANSEO_WA1440,
  IANSEO_WA720,
  TAMLYNSCORE_TWO_ROUNDS,
} from '../../shared/records-formats/resultFixtures.js';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { openDataScreen } from './menu.js';
import { profileSaved } from './profile-steps.js';

/**
 * Issue #45 in real Chromium, on a phone: a competition's results (ianseo WA 720 and WA 1440, a
 * TamlynScore file of two rounds) imported through the Data screen's one import, the archer's row
 * found by the membership number typed in the profile, and the shoots in history with their arrows.
 */

async function openResults(page: Page, baseUrl: string, name: string, text: string) {
  await openDataScreen(page, baseUrl);
  await page
    .getByRole('button', { name: 'Import a file' })
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  return page.getByRole('dialog', { name: 'Import a competition result' });
}

async function historyRows(page: Page, baseUrl: string): Promise<string[]> {
  await page.goto(baseUrl + '/history');
  await page.getByRole('heading', { name: 'History' }).waitFor();
  await page.getByTestId('history-row').first().waitFor();
  return page.getByTestId('history-row').allTextContents();
}

describe('importing a competition’s results', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile({ width: 360, height: 740 });
  let page: Page;

  beforeAll(async () => {
    page = await device.context.newPage();
  });

  it('lists the rows matching the archer’s name when several do, choosing none', async () => {
    await page.goto(baseUrl + '/you');
    await page.getByLabel('Name').fill('Sam Archer');
    await profileSaved(page);
    const dialog = await openResults(page, baseUrl, 'wa720.csv', IANSEO_WA720);
    await dialog.getByText('2 rows match your name: choose yours. The app does not guess.').waitFor();
    const rows = dialog.getByLabel('Your row');
    await expect(rows.inputValue()).resolves.toBe('');
    await expect(rows.locator('option').allTextContents()).resolves.toEqual([
      'Choose your row',
      'Sam Archer, 2077777, R M, line 3',
      'Sam Archer, 2088888, R M50, line 4',
    ]);
    await expect(dialog.getByRole('button', { name: 'Import' }).isDisabled()).resolves.toBe(true);
    await page.screenshot({ path: '/tmp/competition-ambiguous-phone.png' });
    expect(await seriousViolations(page, 'dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('refuses a membership number that is not digits beside the field, and saves one that is', async () => {
    await page.goto(baseUrl + '/you');
    await page.getByLabel('Name').fill('Jo Bloggs');
    const number = page.getByLabel('Archery GB membership number');
    await number.fill('GB-2012345');
    await page.getByRole('alert').filter({ hasText: 'digits only' }).waitFor();
    await expect(number.getAttribute('aria-invalid')).resolves.toBe('true');
    await page.screenshot({ path: '/tmp/profile-membership-phone.png', fullPage: false });
    await number.fill('2012345');
    await page.getByLabel('Club').fill('Anytown Archers');
    await profileSaved(page);
    await expect(page.getByRole('alert').filter({ hasText: 'digits only' }).count()).resolves.toBe(0);
  });

  it('imports the archer’s WA 720 row from an ianseo export, then adds nothing the second time', async () => {
    let dialog = await openResults(page, baseUrl, 'wa720.csv', IANSEO_WA720);
    await dialog.getByText('An ianseo qualification export with 4 archers.').waitFor();
    await dialog.getByText('Your row, found by your membership number.').waitFor();
    await expect(dialog.getByLabel('Your row').inputValue()).resolves.toBe('2');
    await dialog.getByLabel(/Round shot/).selectOption('wa 70m');
    await dialog.getByLabel('Event status').selectOption('ukrs');
    await dialog.getByLabel(/Day of the competition/).fill('2026-05-09');
    await page.screenshot({ path: '/tmp/competition-import-phone.png' });
    await dialog.getByRole('button', { name: 'Import' }).click();
    const done = page.getByRole('dialog', { name: 'Competition result imported' });
    await done.getByText('Added 1 shoot with every arrow.').waitFor();
    await done.getByRole('button', { name: 'Done' }).click();

    dialog = await openResults(page, baseUrl, 'wa720.csv', IANSEO_WA720);
    await dialog.getByLabel(/Round shot/).selectOption('wa 70m');
    await dialog.getByLabel('Event status').selectOption('ukrs');
    await dialog.getByLabel(/Day of the competition/).fill('2026-05-09');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page
      .getByRole('dialog', { name: 'Competition result imported' })
      .getByText('This result is already on this device: nothing was added.')
      .waitFor();
  });

  it('refuses a results file neither program wrote, quoting its header, and changes nothing', async () => {
    await openDataScreen(page, baseUrl);
    await page.getByRole('button', { name: 'Import a file' }).setInputFiles({
      name: 'scores.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,Score\r\nJo,500\r\n'),
    });
    await page.getByText('scores.csv was not imported.').waitFor();
    // Why, quoting the header, is said once: in the alert, not again on the card.
    await page.getByRole('alert').filter({ hasText: 'Name,Score' }).waitFor();
    expect(await page.getByText('scores.csv was not imported.').textContent()).not.toContain('Name,Score');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('refuses a row whose arrows do not add up to its totals, with the figures', async () => {
    const dialog = await openResults(page, baseUrl, 'wa720.csv', IANSEO_WA720);
    await dialog.getByLabel('Your row').selectOption('5');
    await dialog.getByLabel(/Round shot/).selectOption('wa 70m');
    await dialog.getByLabel('Event status').selectOption('open');
    await dialog.getByLabel(/Day of the competition/).fill('2026-05-10');
    await dialog.getByRole('button', { name: 'Import' }).click();
    const refused = dialog.getByTestId('competition-import-refused');
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/D1 Score 281.*add up to 279/);
    await page.screenshot({ path: '/tmp/competition-refused-phone.png' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('imports a WA 1440 from ianseo and two rounds from TamlynScore, each in history with its status', async () => {
    let dialog = await openResults(page, baseUrl, 'wa1440.csv', IANSEO_WA1440);
    await expect(dialog.getByLabel('Your row').inputValue()).resolves.toBe('2');
    await dialog.getByLabel(/Round shot/).selectOption('wa 1440 (70m)');
    await dialog.getByLabel('Event status').selectOption('club_competition');
    await dialog.getByLabel(/Day of the competition/).fill('2026-06-13');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page
      .getByRole('dialog', { name: 'Competition result imported' })
      .getByRole('button', { name: 'Done' })
      .click();

    dialog = await openResults(page, baseUrl, 'rankings.csv', TAMLYNSCORE_TWO_ROUNDS);
    await dialog.getByText('A TamlynScore rankings file with 2 archers.').waitFor();
    await dialog
      .getByTestId('competition-rounds')
      .filter({ hasText: '2 rounds: wa720_70 (72 arrows)' })
      .waitFor();
    await dialog.getByLabel('Event status').selectOption('ukrs');
    await dialog.getByLabel(/Day of the competition/).fill('2026-07-04');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page
      .getByRole('dialog', { name: 'Competition result imported' })
      .getByText('Added 2 shoots with every arrow.')
      .waitFor();

    const rows = await historyRows(page, baseUrl);
    expect(rows).toHaveLength(4);
    const joined = rows.join('\n');
    // Each shoot with its day, the status chosen, and the file's own total.
    expect(joined).toMatch(/WA 70m9 May 2026 · UK record status[^\n]*567/);
    expect(joined).toMatch(/WA 1440 \(70m\)13 Jun 2026 · Club competition[^\n]*1222/);
    expect(joined).toMatch(/WA 70m4 Jul 2026 · UK record status[^\n]*521/);
    expect(joined).toMatch(/WA 1440 \(70m\)4 Jul 2026 · UK record status[^\n]*1285/);
  });

  it('shows an imported shoot’s every arrow, and its arrows again as ianseo letters', async () => {
    await historyRows(page, baseUrl);
    await page.getByTestId('history-row').filter({ hasText: '567' }).click();
    await page.getByRole('heading', { level: 1, name: 'WA 70m' }).waitFor();
    // The first end of D1 in the file: 9,7,5,9,10,8 — ianseo letters J H F J L I.
    const strings = page.getByTestId('ianseo-arrow-strings');
    await strings.waitFor();
    const letters = (await strings.locator('code').allTextContents()).join('\n');
    expect(letters).toMatch(/^JHFJLI/);
    await page.screenshot({ path: '/tmp/shoot-ianseo-strings-phone.png', fullPage: true });

    // Pasted strings are read by the engine: a letter ianseo does not use is refused with its place,
    // and the shoot's own strings pasted back give the same 72 arrows and the same score.
    await page.getByRole('button', { name: 'Paste ianseo arrow strings' }).click();
    const box = page.getByLabel('ianseo arrow strings, one line a distance');
    await box.fill('JHF?\nJJ');
    await page.getByRole('button', { name: 'Use these arrows' }).click();
    await page.getByRole('alert').filter({ hasText: 'Not read:' }).waitFor();
    await page.screenshot({ path: '/tmp/shoot-ianseo-paste-phone.png' });
    expect(await seriousViolations(page, '.shoot-ianseo')).toEqual([]);
    await box.fill(letters);
    await page.getByRole('button', { name: 'Use these arrows' }).click();
    await page.getByText('The shoot now holds the 72 arrows pasted.').waitFor();
    await strings
      .locator('code')
      .first()
      .filter({ hasText: /^JHFJLI/ })
      .waitFor();
  });
});

describe('the Golden Records file', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile({ width: 360, height: 740 });
  let page: Page;

  beforeAll(async () => {
    page = await device.context.newPage();
    await page.goto(baseUrl + '/you');
    await page.getByLabel('Name').fill('Jo Bloggs');
    await page.getByLabel('Archery GB membership number').fill('2012345');
    await profileSaved(page);
    const dialog = await openResults(page, baseUrl, 'rankings.csv', TAMLYNSCORE_TWO_ROUNDS);
    await dialog.getByLabel('Event status').selectOption('ukrs');
    await dialog.getByLabel(/Day of the competition/).fill('2026-07-04');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page
      .getByRole('dialog', { name: 'Competition result imported' })
      .getByRole('button', { name: 'Done' })
      .click();
  });

  it('exports a season under the club template’s headings, a row per shoot and the End line', async () => {
    await openDataScreen(page, baseUrl);
    await page.screenshot({ path: '/tmp/data-screen-formats-phone.png', fullPage: true });
    await page.getByRole('button', { name: 'Export for Golden Records' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export for Golden Records' });
    await dialog.getByLabel('Season').selectOption('2026');
    await dialog.getByTestId('golden-records-count').filter({ hasText: '2 shoots chosen.' }).waitFor();
    // A club's template as this test writes it: Golden Records' real headings are the club's to give.
    const headings = ['Archer', 'Shot On', 'Round Name', 'Score', 'Record', 'Score Status'];
    await dialog
      .getByText('Open your club’s template')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'score-records.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(headings.join(',') + '\r\n'),
      });
    const fields = ['name', 'date', 'round', 'score', 'recordStatus', 'status'];
    for (const [index, heading] of headings.entries())
      await dialog.getByLabel(`“${heading}”`).selectOption(fields[index]!);
    await page.screenshot({ path: '/tmp/golden-records-phone.png' });
    expect(await seriousViolations(page, 'dialog')).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export the file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('golden-records-2026.csv');
    const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    expect(text.split('\r\n')).toEqual([
      headings.join(','),
      'Jo Bloggs,2026-07-04,wa 70m,521,TRUE,UK record status',
      'Jo Bloggs,2026-07-04,wa 1440 70m,1285,TRUE,UK record status',
      'End,,,,,',
      '',
    ]);
    await dialog.getByText('Saved the Golden Records file with 2 shoots.').waitFor();

    // The same file with each shoot's scoresheet, in one zip.
    await dialog.getByLabel('With each shoot’s scoresheet (PDF), all in one zip').check();
    const [zipped] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export the file' }).click(),
    ]);
    expect(zipped.suggestedFilename()).toBe('golden-records-2026.zip');
    const files = unzipSync(readFileSync((await zipped.path())!));
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(3);
    expect(names[0]).toBe('golden-records-2026.csv');
    expect(new TextDecoder().decode(files['golden-records-2026.csv']).replace(/^\uFEFF/, '')).toBe(text);
    expect(names.slice(1)).toEqual([
      expect.stringMatching(/^scoresheets\/2026-07-04-wa-1440-70m-1285-\d+\.pdf$/),
      expect.stringMatching(/^scoresheets\/2026-07-04-wa-70m-521-\d+\.pdf$/),
    ]);
    for (const name of names.slice(1))
      expect(new TextDecoder().decode(files[name]!.slice(0, 5))).toBe('%PDF-');
    await dialog
      .getByText('Saved the Golden Records file with 2 shoots, and 2 scoresheets, in one zip.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('offers the same export on My record', async () => {
    await page.goto(baseUrl + '/my-record');
    await page.getByRole('button', { name: 'Export for Golden Records' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export for Golden Records' });
    await dialog.getByLabel('Which shoots').selectOption('range');
    await dialog.getByLabel('From').fill('2026-07-04');
    await dialog.getByLabel('To').fill('2026-07-04');
    await dialog.getByTestId('golden-records-count').filter({ hasText: '2 shoots chosen.' }).waitFor();
    await page.screenshot({ path: '/tmp/my-record-golden-records-phone.png' });
  });
});
