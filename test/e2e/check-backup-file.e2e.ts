import { describe, expect, inject, it } from 'vitest';
import { withManifest } from '../../shared/backups/manifest.js';
import { archerDevicePerFile } from './device-per-file.js';
import { backupFile, manyShootsBackup } from './fixtures/many-shoots.js';
import { openDataScreen } from './menu.js';

/** "Check a backup file" on the Data screen (issue #43): figures for what is missing, nothing imported. */
describe('checking a backup file', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile({ width: 360, height: 740 });

  it('says a whole file is complete and what a shortened one is missing, and imports neither', async () => {
    const page = await device.context.newPage();
    await openDataScreen(page, baseUrl);
    const whole = await withManifest(manyShootsBackup(4, 4321));
    const card = page.getByRole('region', { name: 'Check a backup file' });
    const check = (name: string, buffer: Buffer) =>
      card
        .getByRole('button', { name: 'Check a backup file' })
        .setInputFiles({ name, mimeType: 'application/json', buffer });

    await check('whole.json', backupFile(whole));
    await card.getByText(/^whole\.json: /).waitFor();
    const wholeSays = await card.getByText(/^whole\.json: /).textContent();
    expect(wholeSays).not.toMatch(/incomplete|changed/);

    // One shoot lost from the file, its manifest kept: the check says so in figures.
    const short = { ...whole, history: whole.history.slice(1) };
    await check('short.json', backupFile(short));
    await card
      .getByText('short.json: This file is incomplete: 4 shoots listed, 3 in it', { exact: false })
      .waitFor();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/check-backup-file-phone.png' });

    // Nothing was imported.
    await page.goto(baseUrl + '/history');
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    await page.getByText('No shoots saved yet.').waitFor();
    await page.close();
  });
});
