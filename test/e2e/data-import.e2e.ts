import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { backupFile, manyShoots, manyShootsBackup } from './fixtures/many-shoots.js';
import { openDataScreen } from './menu.js';

/**
 * The Data screen in real Chromium: importing our backup and the old app's export with the docs/product.md section 8
 * toasts, refusing corrupt files without changing anything, and an export that imports back as
 * "already synchronized".
 */

const SHOOTS = 30;

async function importFile(page: Page, name: string, buffer: Buffer) {
  await page
    .getByRole('button', { name: 'Import a file' })
    .setInputFiles({ name, mimeType: 'application/json', buffer });
}

async function historyCount(page: Page, baseUrl: string): Promise<string> {
  await page.goto(baseUrl + '/history');
  await page.getByRole('heading', { name: 'History' }).waitFor();
  const count = page.locator('.history-count');
  await count.waitFor();
  return (await count.textContent())!;
}

describe('importing and exporting data', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();
  let page: Page;

  beforeAll(async () => {
    page = await device.context.newPage();
  });

  it('fills one button on the screen and outlines the rest, and does not show the server host', async () => {
    await openDataScreen(page, baseUrl);
    await page.getByRole('button', { name: 'Export backup' }).waitFor();
    const filled = await page.locator('main button, main label').evaluateAll((controls) => {
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.background = 'var(--green)';
      const green = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return controls
        .filter((control) => getComputedStyle(control).backgroundColor === green)
        .map((control) => control.textContent?.trim());
    });
    expect(filled).toEqual(['Turn on cloud backup']);
    expect(await page.locator('main').textContent()).not.toContain(new URL(baseUrl).host);
  });

  it('imports a backup, says what it added, and then that a second import adds nothing', async () => {
    await openDataScreen(page, baseUrl);
    const file = backupFile(manyShootsBackup(SHOOTS));
    await importFile(page, 'backup.json', file);
    await page
      .getByRole('status')
      .filter({ hasText: `Combined successfully! Added ${SHOOTS} shooting records and 2 sight marks.` })
      .waitFor();
    // Said once: the card names the file, and does not say again what the toast says it added.
    await page.getByRole('status').filter({ hasText: 'Imported backup.json.' }).waitFor();
    await expect(
      page.getByText(new RegExp(`\\b${SHOOTS} (shoots|shooting records)\\b`)).count(),
    ).resolves.toBe(1);
    await page.screenshot({ path: '/tmp/data-imported-phone.png' });

    await importFile(page, 'backup.json', file);
    await page
      .getByRole('status')
      .filter({ hasText: 'Data was already synchronized - no changes needed.' })
      .waitFor();
    await expect(historyCount(page, baseUrl)).resolves.toBe(`${SHOOTS} shoots`);
  });

  it('imports the old app export format', async () => {
    // Different shoots (another seed), in the old { history, notes, user } shape.
    const legacy = { history: manyShoots(3, 99), notes: [], user: { name: 'Alex Archer' } };
    await openDataScreen(page, baseUrl);
    await importFile(page, 'old-export.json', backupFile(legacy));
    await page
      .getByRole('status')
      .filter({ hasText: 'Combined successfully! Added 3 shooting records and 0 sight marks.' })
      .waitFor();
    await expect(historyCount(page, baseUrl)).resolves.toBe(`${SHOOTS + 3} shoots`);
  });

  it('refuses a corrupt file with a clear error and leaves the history as it was', async () => {
    const before = await historyCount(page, baseUrl);
    const whole = backupFile(manyShootsBackup(5, 1234));
    const corrupt: Array<[string, Buffer, RegExp]> = [
      ['cut-short.json', whole.subarray(0, Math.floor(whole.length / 2)), /not valid JSON/],
      ['photo.json', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]), /not valid JSON/],
      [
        'shopping.json',
        Buffer.from('{"apples": 3, "pears": 2}'),
        /no history, notes, profile or sight marks/,
      ],
      ['wrong-shape.json', Buffer.from('{"history": "lots"}'), /history is not a list/],
    ];
    await openDataScreen(page, baseUrl);
    for (const [name, buffer, reason] of corrupt) {
      await importFile(page, name, buffer);
      const toast = page.getByRole('alert').filter({ hasText: reason });
      await toast.waitFor();
      const message = (await toast.textContent())!;
      expect(message).toMatch(/^Error combining data: .*Nothing was changed\./);
      await page.getByText(`${name} was not imported.`).waitFor();
      // The toast's message carries the alert role; its Dismiss button sits beside it in the toast's list item.
      await page
        .getByRole('listitem')
        .filter({ has: toast })
        .getByRole('button', { name: 'Dismiss' })
        .click();
      await toast.waitFor({ state: 'detached' });
    }
    await page.screenshot({ path: '/tmp/data-refused-phone.png' });
    await expect(historyCount(page, baseUrl)).resolves.toBe(before);
  });

  it('exports a dated backup file that imports back as already synchronized', async () => {
    await openDataScreen(page, baseUrl);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export backup' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^archery-scores-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = readFileSync((await download.path())!);
    const payload = JSON.parse(saved.toString('utf8')) as { history: unknown[]; sightMarks: unknown[] };
    expect(payload.history).toHaveLength(SHOOTS + 3);
    expect(payload.sightMarks).toHaveLength(2);

    await importFile(page, download.suggestedFilename(), saved);
    await page
      .getByRole('status')
      .filter({ hasText: 'Data was already synchronized - no changes needed.' })
      .waitFor();
    await expect(historyCount(page, baseUrl)).resolves.toBe(`${SHOOTS + 3} shoots`);
  });
});
