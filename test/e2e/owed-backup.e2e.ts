import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { startServer, type RunningServer } from './server.js';

/**
 * A shoot saved just before the app is closed (the phone pocketed after the last end) still reaches the
 * server: the next start finds the backup owed and makes it within seconds, and the Data screen says
 * "Backed up" only once the server has it.
 */

const keypad = (page: Page) => page.getByRole('group', { name: 'Keypad' });
const backupStatus = (page: Page) =>
  page.getByRole('region', { name: 'Cloud backup' }).locator('p[role="status"]');

/** Scores a few arrows on a practice round (saveable at any time) and saves the shoot. */
async function savePracticeShoot(page: Page, baseUrl: string, arrows: string[]) {
  await page.goto(baseUrl + '/select-round');
  await page.getByRole('searchbox', { name: 'Search rounds' }).fill('practice 20yd');
  await page.getByRole('button', { name: 'Practice 20yd', exact: true }).click();
  await page.getByRole('heading', { name: 'Practice 20yd', level: 1 }).waitFor();
  for (const arrow of arrows) await keypad(page).getByRole('button', { name: arrow, exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Save shoot' }).getByRole('button', { name: 'Save shoot' }).click();
  await page.getByRole('heading', { name: 'Saved: Practice 20yd' }).waitFor();
}

/** How many shoots the newest backup under the recovery code holds (null: none stored). */
async function newestBackupShoots(baseUrl: string, code: string): Promise<number | null> {
  const answer = await fetch(`${baseUrl}/api/backups/find-backups?identifier=${encodeURIComponent(code)}`);
  const { backups } = (await answer.json()) as { backups: Array<{ historyCount: number }> };
  return backups[0]?.historyCount ?? null;
}

/** "Backed up today at 06:05." and nothing owed after it: the claim that the server has everything. */
const FULLY_BACKED_UP = /^Backed up today at \d\d:\d\d\.$/;

describe('a backup owed when the app was closed', () => {
  let server: RunningServer;
  const phone = archerDevicePerFile();

  beforeAll(async () => {
    server = await startServer();
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('reaches the server after the app is opened again, and only then says backed up', async () => {
    let page = await phone.context.newPage();
    await page.goto(server.baseUrl + '/data');
    await page.getByRole('button', { name: 'Turn on cloud backup' }).click();
    await backupStatus(page).filter({ hasText: FULLY_BACKED_UP }).waitFor();
    const code = (await page.getByLabel('Your recovery code').textContent()) ?? '';
    expect(await newestBackupShoots(server.baseUrl, code)).toBe(0);

    // Saved, then the app closed at once: inside the settling window, so nothing was sent.
    await savePracticeShoot(page, server.baseUrl, ['9', '7', '7']);
    const context = await phone.reopen();
    expect(await newestBackupShoots(server.baseUrl, code)).toBe(0);

    page = await context.newPage();
    await page.goto(server.baseUrl + '/data');
    await backupStatus(page).waitFor();
    // Until the server holds the shoot the status must not claim it; bounded as a phone's patience.
    const until = Date.now() + 45_000;
    const seen = new Set<string>();
    for (;;) {
      // The status first, then the server: a claim read before the server has the shoot is a lie.
      const status = (await backupStatus(page).textContent()) ?? '';
      const held = await newestBackupShoots(server.baseUrl, code);
      seen.add(status);
      if (FULLY_BACKED_UP.test(status)) {
        expect(held).toBe(1);
        break;
      }
      if (Date.now() > until) {
        throw new Error(`Not backed up within 45 s; server holds ${held}; status: ${[...seen].join(' | ')}`);
      }
      await backupStatus(page)
        .filter({ hasText: FULLY_BACKED_UP })
        .waitFor({ timeout: 500 })
        .catch(() => undefined);
    }
    expect(await newestBackupShoots(server.baseUrl, code)).toBe(1);
  });
});
