import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsTestAccount } from './account-steps.js';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { scoreAndSave } from './scoring.js';
import { startServer, type RunningServer } from './server.js';

/**
 * Restoring on a new phone (docs/cloud-backup.md, "Restoring on a new phone"): the old phone backed up
 * twice with the same shoots, then again under an account; the new phone, signed out, types the code as
 * a person might and sees one card per phone or account, the account's saying to sign in (never a 401).
 */

interface Listed {
  heldBy: string;
}

async function backupsUnder(baseUrl: string, code: string): Promise<Listed[]> {
  const answer = await fetch(`${baseUrl}/api/backups/find-backups?identifier=${encodeURIComponent(code)}`);
  return ((await answer.json()) as { backups: Listed[] }).backups;
}

/** Polls the server (bounded) until the code lists this many device and account backups. */
async function listed(baseUrl: string, code: string, device: number, account: number): Promise<void> {
  const until = Date.now() + 15_000;
  for (;;) {
    const backups = await backupsUnder(baseUrl, code);
    const count = (heldBy: string) => backups.filter((backup) => backup.heldBy === heldBy).length;
    if (count('device') >= device && count('account') >= account) return;
    if (Date.now() > until) throw new Error(`Not yet listed: ${JSON.stringify(backups)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const backupStatus = (page: Page) =>
  page.getByRole('region', { name: 'Cloud backup' }).locator('p[role="status"]');

describe('restoring on a new phone', () => {
  let server: RunningServer;
  const oldPhone = archerDevicePerFile();
  const newPhone = archerDevicePerFile();
  let code = '';

  beforeAll(async () => {
    server = await startServer({ TEST_ACCOUNTS: 'true' });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('finds one card per phone or account from a code typed with spaces, and asks to sign in for the account’s', async () => {
    const old = await oldPhone.context.newPage();
    await scoreAndSave(old, server.baseUrl, 'Practice 20yd', ['9', '7']);
    await old.goto(server.baseUrl + '/data');
    await old.getByRole('button', { name: 'Turn on cloud backup' }).click();
    await backupStatus(old)
      .filter({ hasText: /^Backed up today at/ })
      .waitFor();
    code = (await old.getByLabel('Your recovery code').textContent()) ?? '';
    await old.getByRole('button', { name: 'Back up now' }).click();
    await listed(server.baseUrl, code, 2, 0);
    await signInAsTestAccount(old, server.baseUrl, 'old-phone@example.org');
    await listed(server.baseUrl, code, 2, 1);

    const page = await newPhone.context.newPage();
    const refusals: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/backups/') && response.status() === 401) refusals.push(401);
    });
    await page.goto(server.baseUrl + '/data');
    // Lower case, spaces between the groups and no dashes: as read off the old phone aloud.
    await page.getByLabel('Recovery code').fill(code.toLowerCase().replace(/-/g, ' '));
    await page.getByRole('button', { name: 'Find backup' }).click();
    const cards = page.getByRole('list', { name: 'Backups found' }).getByRole('listitem');
    await cards.nth(1).waitFor();
    expect(await cards.count()).toBe(2);

    const accountCard = cards.filter({ hasText: 'Account backup' });
    await accountCard.getByText('This backup belongs to an account: sign in to restore this one.').waitFor();
    expect(await accountCard.getByRole('button').count()).toBe(0);
    const phoneCard = cards.filter({ hasText: 'Phone backup' });
    await phoneCard.getByText('1 shoot, 0 notes, 0 sight marks.', { exact: false }).waitFor();
    await phoneCard.getByText('The newest of 2 backups from this phone.').waitFor();

    for (const theme of ['light', 'dark']) {
      await page.evaluate((chosen) => localStorage.setItem('theme-preference', chosen), theme);
      await page.reload();
      await page.getByLabel('Recovery code').fill(code.toLowerCase().replace(/-/g, ' '));
      await page.getByRole('button', { name: 'Find backup' }).click();
      await cards.nth(1).waitFor();
      await page.getByRole('heading', { name: "Bring in another device's backup" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/restore-cards-${theme}.png` });
      expect(await seriousViolations(page), theme).toEqual([]);
    }

    await phoneCard.getByRole('button', { name: 'Combine with this device' }).click();
    await page.getByText('Combined successfully! Added 1 shooting records and 0 sight marks.').waitFor();
    expect(refusals).toEqual([]);
  });

  it('says what is wrong with a code that cannot be one, naming the characters codes never use', async () => {
    const page = await newPhone.context.newPage();
    await page.goto(server.baseUrl + '/data');
    await page.getByLabel('Recovery code').fill(code.slice(0, -1) + '!');
    await page.getByRole('button', { name: 'Find backup' }).click();
    await page.getByRole('alert').filter({ hasText: '! is never in a recovery code' }).waitFor();
  });
});
