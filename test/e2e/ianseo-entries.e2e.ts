import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { profileSaved, saveProfile } from './profile-steps.js';
import { chooseRound } from './scoring.js';
import { startServer, type RunningServer } from './server.js';

/**
 * Issue #45, organisers: a live shoot's roster downloaded as ianseo's participant list load, on a phone.
 * A roster ianseo could not take is refused with what is missing.
 */
describe('entries for ianseo from a live shoot', () => {
  let server: RunningServer;
  const phone = archerDevicePerFile({ width: 360, height: 740 });
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    page = await phone.context.newPage();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('downloads the roster as the participant-import file, after saying what a refused one lacks', async () => {
    await saveProfile(page, server.baseUrl, {
      name: 'Robin Hood',
      ageGroup: 'adult',
      gender: 'female',
      bowType: 'recurve',
    });
    await page.getByLabel('Archery GB membership number').fill('2012345');
    await page.getByLabel('Club').fill('Sherwood Bowmen');
    await profileSaved(page);
    await chooseRound(page, server.baseUrl, 'Bray I');
    await page.getByRole('navigation').getByRole('link', { name: 'Live' }).click();
    await page.getByRole('textbox', { name: 'Shoot title' }).fill('Club night');
    await page.getByRole('button', { name: 'Create shoot' }).click();
    const code = (await page.getByRole('note', { name: 'Join code' }).textContent())!.trim();

    await page.getByRole('button', { name: 'Entries for ianseo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Entries for ianseo' });
    const number = dialog.getByLabel('Robin Hood: membership number');
    await expect(number.inputValue()).resolves.toBe('2012345');
    await expect(dialog.getByLabel('Club name').inputValue()).resolves.toBe('Sherwood Bowmen');

    await number.fill('');
    await dialog.getByRole('button', { name: 'Download entries' }).click();
    const refused = dialog.getByTestId('ianseo-entries-refused');
    await refused.waitFor();
    expect(await refused.textContent()).toContain('Robin Hood (no membership number)');
    await page.screenshot({ path: '/tmp/ianseo-entries-refused-phone.png' });
    expect(await seriousViolations(page, 'dialog')).toEqual([]);

    await number.fill('2012345');
    await dialog.getByLabel(/Club code/).fill('SHW');
    await page.screenshot({ path: '/tmp/ianseo-entries-phone.png' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download entries' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ianseo-entries-${code}.txt`);
    expect(readFileSync((await download.path())!, 'utf8')).toBe(
      '2012345\t1\tR\tW\t\t1\t1\t1\t1\t1\tHood\tRobin\t1\tSHW\tSherwood Bowmen\r\n',
    );
    await dialog.getByText('Saved 1 entry for ianseo.').waitFor();
  });
});
