import { serviceWorkerInControl } from './service-worker.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { scoreAndSave } from './scoring.js';
import { startServer, type RunningServer } from './server.js';
import { signInAsTestAccount } from './account-steps.js';

/**
 * Sign-in that lasts, in real Chromium against the real server: a test account signs in once, the
 * browser is closed and opened again (on the same profile) an hour later by the page's clock, after a
 * server restart, and the app is still signed in and backing up under the account; offline too. A session the
 * server ends returns the app to device backups with a notice, and nothing is lost.
 */

const backupStatus = (page: Page) =>
  page.getByRole('region', { name: 'Cloud backup' }).locator('p[role="status"]');

interface StoredBackup {
  historyCount: number;
}

/** The account's backups, newest first, as the server lists them to a fresh sign-in of the same e-mail. */
async function accountBackups(baseUrl: string, email: string): Promise<StoredBackup[]> {
  const token = await fetch(`${baseUrl}/api/auth/test-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const { idToken } = (await token.json()) as { idToken: string };
  const mine = await fetch(`${baseUrl}/api/backups/mine`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  return ((await mine.json()) as { backups: StoredBackup[] }).backups;
}

/** Polls the server (bounded) until the account's newest backup holds this many shoots. */
async function accountNewestHolds(baseUrl: string, email: string, shoots: number): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    const backups = await accountBackups(baseUrl, email);
    if (backups[0]?.historyCount === shoots) return;
    if (Date.now() > until)
      throw new Error(`No account backup of ${shoots} shoots: ${JSON.stringify(backups)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('sign-in that lasts', () => {
  let server: RunningServer;
  const phone = archerDevicePerFile();

  beforeAll(async () => {
    server = await startServer({ TEST_ACCOUNTS: 'true' });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('stays signed in after the app is closed, the server restarts and an hour passes, and backs up under the account', async () => {
    const email = 'fletcher@example.org';
    const first = await phone.context.newPage();
    await signInAsTestAccount(first, server.baseUrl, email);
    // No backup under the account yet: the first one is made at sign-in.
    await backupStatus(first)
      .filter({ hasText: /^Backed up today at/ })
      .waitFor();
    await accountNewestHolds(server.baseUrl, email, 0);

    // The archer pockets the phone: the browser is closed, the server restarts meanwhile.
    const context = await phone.reopen();
    await server.pause();
    await server.resume();

    // An hour and a bit later by the page's clock: past any ID token's life.
    const later = await context.newPage();
    await later.clock.install({ time: Date.now() + 65 * 60_000 });
    const confirmed = later.waitForResponse((response) => response.url().endsWith('/api/auth/me'));
    await later.goto(server.baseUrl + '/data');
    await later.getByText(`Signed in as ${email}`).waitFor();
    // The server still knows the session after the restart (the app asks it at start).
    expect((await confirmed).status()).toBe(200);

    await scoreAndSave(later, server.baseUrl, 'Practice 20yd', ['9', '7']);
    await accountNewestHolds(server.baseUrl, email, 1);
    await later.goto(server.baseUrl + '/data');
    await later.getByText(`Signed in as ${email}`).waitFor();
    await expect(later.getByText(/has ended/).count()).resolves.toBe(0);
    await later.close();
    // The installed clock is the whole browser context's, not the page's: the next tests run on a browser
    // opened again with the real time. Left an hour ahead, "today" on their pages was tomorrow for any run
    // after 23:00, and the status of a backup just made read "Backed up on <today's date>".
    await phone.reopen();
  }, 120_000);

  it('stays signed in when the app is opened offline', async () => {
    const page = await phone.context.newPage();
    // The app must be there without the network: the service worker controls the page (reloading until
    // it does, as a first visit installs it), then the Data screen says who is signed in.
    await serviceWorkerInControl(page, server.baseUrl);
    await page.goto(server.baseUrl + '/data');
    await page.getByText('Signed in as fletcher@example.org').waitFor();
    await phone.context.setOffline(true);
    try {
      await page.reload();
      await page.getByText('Signed in as fletcher@example.org').waitFor();
      await expect(page.getByText(/has ended/).count()).resolves.toBe(0);
    } finally {
      await phone.context.setOffline(false);
    }
    await page.close();
  }, 60_000);

  it('returns to device backups with a calm notice when the server ends the session, losing nothing', async () => {
    const email = 'bowyer@example.org';
    const page = await phone.context.newPage();
    // The previous test's account signs out first; this phone then signs in to another.
    await page.goto(server.baseUrl + '/data');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await signInAsTestAccount(page, server.baseUrl, email);
    await backupStatus(page)
      .filter({ hasText: /^Backed up today at/ })
      .waitFor();
    const before = await accountBackups(server.baseUrl, email);

    // Signed out everywhere from another device: this phone's session is refused from now on.
    const [session] = (await phone.context.cookies(server.baseUrl + '/api')).filter(
      (cookie) => cookie.name === 'archery_session',
    );
    const everywhere = await fetch(`${server.baseUrl}/api/auth/sign-out-everywhere`, {
      method: 'POST',
      headers: { cookie: `archery_session=${session?.value ?? ''}` },
    });
    expect(everywhere.status).toBe(200);

    const refusals: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/backups/backup/') && response.status() === 401) refusals.push(401);
    });
    const code = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('cloud-backup') ?? '{}') as { recoveryCode?: string }).recoveryCode,
    );
    expect(code).toEqual(expect.any(String));
    await scoreAndSave(page, server.baseUrl, 'Practice 30m', ['10']);
    // The shoot is backed up under the device instead (its recovery code finds it), and nothing more
    // went to the account.
    const until = Date.now() + 30_000;
    for (;;) {
      const answer = await fetch(`${server.baseUrl}/api/backups/find-backups?identifier=${code ?? ''}`);
      const { backups } = (await answer.json()) as { backups: StoredBackup[] };
      if (backups[0]?.historyCount === 1) break;
      if (Date.now() > until) throw new Error(`No device backup of the shoot: ${JSON.stringify(backups)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // The app learnt of the end at its next call (at start or on the upload); at most one upload was
    // refused before the backup went under the device: no retrying for ever.
    expect(refusals.length).toBeLessThanOrEqual(1);
    expect(await accountBackups(server.baseUrl, email)).toEqual(before);
    await page.goto(server.baseUrl + '/data');
    await page.getByText(`Your sign-in as ${email} has ended.`).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Test account e-mail').waitFor();
    await page.close();
  }, 120_000);
});
