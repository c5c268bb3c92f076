import type { Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { scoreAndSave } from './scoring.js';
import { startServer, type RunningServer } from './server.js';
import { signInAsTestAccount } from './account-steps.js';

/**
 * A backup owed to the account is never stored under the device because a retry fired in the middle
 * of signing out (docs/cloud-backup.md, "Sign-in that ends"): the server has ended the session, the
 * app has not heard yet, and the retry that goes then says it is meant for the account, so the server
 * refuses it instead of storing it as the device's.
 */

const isUpload = (request: Request) =>
  request.method() === 'POST' && /\/api\/backups\/backup\//.test(request.url());

describe('a backup retry in the middle of signing out', () => {
  let server: RunningServer;
  const phone = archerDevicePerFile();

  beforeAll(async () => {
    server = await startServer({ TEST_ACCOUNTS: 'true' });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('is refused by the server, never stored under the device, and the app signs out calmly', async () => {
    const page = await phone.context.newPage();
    await signInAsTestAccount(page, server.baseUrl, 'quiver@example.org');
    const status = page.getByRole('region', { name: 'Cloud backup' }).locator('p[role="status"]');
    await status.filter({ hasText: /^Backed up today at/ }).waitFor();

    // Uploads fail (no connection) until the sign-out has reached the server.
    let uploadsFail = true;
    await page.route('**/api/backups/backup/**', (route) =>
      uploadsFail && isUpload(route.request()) ? route.abort('connectionfailed') : route.continue(),
    );
    await scoreAndSave(page, server.baseUrl, 'Practice 30m', ['10', '9']);
    await page.goto(server.baseUrl + '/data');
    await status.filter({ hasText: /^Retrying in/ }).waitFor({ timeout: 20_000 });

    // The server ends the session; before its answer reaches the app, the waiting retry goes.
    let retry: Response | null = null;
    let deviceBackupsThen: unknown[] | null = null;
    const [session] = (await phone.context.cookies(server.baseUrl + '/api')).filter(
      (cookie) => cookie.name === 'archery_session',
    );
    await page.route('**/api/auth/session', async (route) => {
      if (route.request().method() !== 'DELETE') return route.continue();
      // The server ends the session (as the app's own request would); the app's request waits.
      const ended = await fetch(`${server.baseUrl}/api/auth/session`, {
        method: 'DELETE',
        headers: { cookie: `archery_session=${session?.value ?? ''}` },
      });
      expect(ended.status).toBe(200);
      const next = page.waitForResponse((response) => isUpload(response.request()), { timeout: 45_000 });
      uploadsFail = false;
      retry = await next;
      const deviceId = decodeURIComponent(new URL(retry.url()).pathname.split('/').pop() ?? '');
      const listing = await fetch(`${server.baseUrl}/api/backups/backups/${encodeURIComponent(deviceId)}`);
      deviceBackupsThen = ((await listing.json()) as { backups: unknown[] }).backups;
      // Now the app's own sign-out reaches the server, which answers it (and clears the cookie).
      await route.continue();
    });
    const signedOut = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().endsWith('/api/auth/session'),
      { timeout: 60_000 },
    );
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    expect((await signedOut).status()).toBe(200);

    const refused = retry as Response | null;
    expect(refused?.status()).toBe(401);
    expect(await refused?.request().headerValue('x-expect-account')).toBe('true');
    expect(deviceBackupsThen).toEqual([]);
    // The refusal was expected: no notice that the sign-in ended, just signed out; what is owed now goes
    // under the device.
    await status.filter({ hasText: /^Backed up today at/ }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Sign in as a test account' }).waitFor();
    await expect(page.getByText(/^Your sign-in as .* has ended/).count()).resolves.toBe(0);
    await page.screenshot({ path: '/tmp/sign-out-retry-phone.png' });
    await page.close();
  }, 120_000);
});
