import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalIssuer, TEST_CLIENT_ID } from '../../api/test-support/local-issuer.js';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { startServer, type RunningServer } from './server.js';

const screenshotFolder = process.env.SCREENSHOT_DIR;

/** A backup with one of each problem the debugger must show. */
const troubledBackup = {
  history: [
    { id: 1, date: '2026-05-01T10:00:00.000Z', gameType: 'york', score: 800, scores: [9, 9, 7] },
    { id: 2, date: '2026-05-01T10:00:00.000Z', gameType: 'York', score: 800, scores: [] },
    { id: 3, date: '2026-05-02T10:00:00.000Z', gameType: 'Moonshot 300', score: 250, scores: [] },
    { id: 4, date: 'last Tuesday', gameType: 'york', score: 700 },
  ],
  notes: [],
  user: { name: 'Robin Hood' },
  sightMarks: [{ id: 'a', distance: 50, unit: 'm', notches: 3 }],
  preferences: {},
  timestamp: '2026-05-02T12:00:00.000Z',
  deviceId: null,
};

let server: RunningServer;
let issuer: LocalIssuer;
/** Every request the pages made for Google's sign-in script. */
const googleScriptRequests: string[] = [];
/** What the page passed to google.accounts.id.initialize, as the stub saw it. */
let googleCredential = '';

/**
 * Stands in for https://accounts.google.com/gsi/client, which tests cannot reach: Google's API shape,
 * with a button that hands the app a credential the local issuer signed, as Google's popup would.
 */
function googleStub(credential: string): string {
  return `
    window.google = { accounts: { id: {
      initialize(options) { window.__gisOptions = { client_id: options.client_id, auto_select: options.auto_select }; window.__gisCallback = options.callback; },
      renderButton(element) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Sign in with Google';
        button.onclick = () => window.__gisCallback({ credential: ${JSON.stringify(credential)}, select_by: 'btn' });
        element.replaceChildren(button);
      },
      disableAutoSelect() { window.__gisAutoSelectDisabled = true; },
    } } };`;
}

async function blockTheInternet(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      const url = route.request().url();
      if (url.startsWith('https://accounts.google.com/gsi/client')) {
        googleScriptRequests.push(url);
        await route.fulfill({ contentType: 'text/javascript', body: googleStub(googleCredential) });
      } else {
        await route.abort();
      }
    },
  );
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotFolder) return;
  await page.screenshot({ path: `${screenshotFolder}/${name}.png`, fullPage: true });
}

async function signInAsTestAccount(page: Page, path: string, email: string): Promise<void> {
  await page.goto(server.baseUrl + path);
  await page.getByLabel('Test account e-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in as a test account' }).click();
  await page.getByText(`Signed in as ${email}`).waitFor();
}

async function expectSentHome(page: Page): Promise<void> {
  await page.goto(server.baseUrl + '/admin/backups');
  await page.waitForURL(server.baseUrl + '/');
  await expect(page.getByRole('heading', { name: 'Backup debugger' }).count()).resolves.toBe(0);
}

beforeAll(async () => {
  issuer = await LocalIssuer.start();
  server = await startServer({
    ...issuer.env('admin@example.org'),
    TEST_ACCOUNTS: 'true',
    RATE_LIMIT_BACKUP: '100',
  });
  googleCredential = await issuer.token({
    sub: 'google-marian',
    email: 'marian@example.org',
    name: 'Maid Marian',
  });
  const stored = await fetch(`${server.baseUrl}/api/backups/backup/device-e2eRobinHoodPhone1234`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: troubledBackup,
      userName: 'Robin Hood',
      backupIdentifier: 'ROBIN-RECOVERY-0001',
    }),
  });
  expect(stored.status).toBe(201);
  // Fifty newer backups push Robin's to the debugger's second page.
  for (let n = 1; n <= 50; n += 1) {
    const filler = await fetch(`${server.baseUrl}/api/backups/backup/device-e2eFillerPhone${1000 + n}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { history: [], user: {} }, userName: `Filler ${n}` }),
    });
    expect(filler.status).toBe(201);
  }
});

afterAll(async () => {
  await server?.stop();
  await issuer?.stop();
});

describe('sign-in and the admin backup debugger in Chromium', () => {
  const device = archerDevicePerFile();

  beforeAll(async () => {
    await blockTheInternet(device.context);
  });

  it('sends a signed-out visitor from the debugger to the score card without a word', async () => {
    const page = await device.context.newPage();
    await expectSentHome(page);
    await page.close();
  });

  it('signs in as a test account on Profile, keeps only the session cookie (out of page script), and signs out', async () => {
    const page = await device.context.newPage();
    await page.goto(server.baseUrl + '/');
    await page.getByRole('main').waitFor();
    // Google's script is only fetched once a sign-in panel is on screen.
    expect(googleScriptRequests).toEqual([]);
    await signInAsTestAccount(page, '/you', 'robin@example.org');
    expect(googleScriptRequests.length).toBeGreaterThan(0);
    const stored = await page.evaluate(() => ({
      session: JSON.stringify(sessionStorage),
      local: localStorage.getItem('signed-in-account'),
      cookie: document.cookie,
    }));
    // The page keeps who is signed in for display, and no token anywhere script can read.
    expect(JSON.parse(stored.local ?? 'null')).toEqual({
      state: 'signed-in',
      account: { email: 'robin@example.org', name: null, testAccount: true },
    });
    expect(stored.session).not.toContain('robin@example.org');
    expect(stored.cookie).not.toContain('archery_session');
    const [cookie] = (await device.context.cookies(server.baseUrl + '/api')).filter(
      (c) => c.name === 'archery_session',
    );
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api', secure: false });
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

    // Signed in, but not an admin: the server says no and the screen says nothing.
    await expectSentHome(page);

    await page.goto(server.baseUrl + '/you');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByLabel('Test account e-mail').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('signed-in-account'))).resolves.toBeNull();
    // The session is ended on the server: the old value, sent again, is refused.
    expect(
      (await device.context.cookies(server.baseUrl + '/api')).filter((c) => c.name === 'archery_session'),
    ).toEqual([]);
    const replayed = await fetch(`${server.baseUrl}/api/auth/me`, {
      headers: { cookie: `archery_session=${cookie?.value ?? ''}` },
    });
    expect(replayed.status).toBe(401);
    await page.close();
  });

  it('signs in with Google (the script stubbed at its real address) through the same server check', async () => {
    const page = await device.context.newPage();
    await page.goto(server.baseUrl + '/data');
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await screenshot(page, 'sign-in-panel');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByText('Signed in as Maid Marian (marian@example.org)').waitFor();
    await expect(page.evaluate(() => (window as { __gisOptions?: unknown }).__gisOptions)).resolves.toEqual({
      client_id: TEST_CLIENT_ID,
      auto_select: false,
    });
    const account = await page.evaluate(
      () => JSON.parse(localStorage.getItem('signed-in-account') ?? 'null') as unknown,
    );
    expect(account).toEqual({
      state: 'signed-in',
      account: { email: 'marian@example.org', name: 'Maid Marian', testAccount: false },
    });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await screenshot(page, 'sign-in-panel-signed-in-dark');
    // Signing out tells Google not to pick the account again by itself.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    await expect(
      page.evaluate(() => (window as { __gisAutoSelectDisabled?: boolean }).__gisAutoSelectDisabled),
    ).resolves.toBe(true);

    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByText('Signed in as Maid Marian (marian@example.org)').waitFor();
    await expectSentHome(page);
    await page.goto(server.baseUrl + '/data');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    await page.close();
  });

  it('says why a credential the server refuses did not sign in, and stays signed out', async () => {
    const good = googleCredential;
    googleCredential = await issuer.token(
      { sub: 'google-forger', email: 'admin@example.org' },
      { forged: true },
    );
    try {
      const page = await device.context.newPage();
      await page.goto(server.baseUrl + '/you');
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toBe(
        'Sign-in failed: The sign-in token is not signed by the identity provider',
      );
      await expect(page.evaluate(() => localStorage.getItem('signed-in-account'))).resolves.toBeNull();
      expect(await device.context.cookies(server.baseUrl + '/api')).toEqual([]);
      await expectSentHome(page);
      await page.close();
    } finally {
      googleCredential = good;
    }
  });

  it('keeps Profile usable when the server cannot be reached, and offers sign-in once back online', async () => {
    const page = await device.context.newPage();
    await page.route('**/api/config', (route) => route.abort());
    await page.goto(server.baseUrl + '/you');
    await page
      .getByText('Sign-in needs a connection to the server. Your data stays on this device meanwhile.')
      .waitFor();
    await expect(page.getByLabel('Name').isEditable()).resolves.toBe(true);
    await page.unroute('**/api/config');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByLabel('Test account e-mail').waitFor();
    await page.close();
  });

  it('lets the admin test account list, search and open a backup, see its problems and download it', async () => {
    const page = await device.context.newPage();
    await signInAsTestAccount(page, '/data', 'admin@example.org');
    // docs/product.md section 4: an account with no cloud backup gets a first one at sign-in (this device's).
    await page
      .getByRole('region', { name: 'Cloud backup' })
      .locator('p[role="status"]')
      .filter({ hasText: /^Backed up today at/ })
      .waitFor();
    await page.goto(server.baseUrl + '/admin/backups');
    await page.getByRole('heading', { name: 'Backup debugger', level: 1 }).waitFor();
    // The 51 seeded backups, plus the first backup each account that signed in so far was given.
    const total = page.getByRole('status').filter({ hasText: /^\d+ backups\.$/ });
    await total.waitFor();
    const count = Number((await total.textContent())!.split(' ')[0]);
    expect(count).toBeGreaterThan(51);
    await expect(page.getByRole('listitem').count()).resolves.toBe(50);
    await expect(page.getByRole('listitem').first().textContent()).resolves.toContain('Account');
    await page.getByRole('button', { name: `Show ${count - 50} more` }).click();
    const item = page.getByRole('listitem').filter({ hasText: 'Robin Hood' });
    await item.waitFor();
    await expect(page.getByRole('listitem').count()).resolves.toBe(count);
    await expect(page.getByRole('button', { name: /^Show \d+ more$/ }).count()).resolves.toBe(0);
    await expect(item.textContent()).resolves.toMatch(
      /Robin HoodDevice.*4 shoots · 0 notes · 1 sight mark · 517 B/,
    );
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await screenshot(page, 'backup-debugger-list');

    await page.getByLabel('Search backups').fill('nobody');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '0 backups matching "nobody".' }).waitFor();
    await page.getByLabel('Search backups').fill('ROBIN-RECOVERY-0001');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '1 backup matching' }).waitFor();
    await page.getByLabel('Search backups').fill('hood');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '1 backup matching "hood".' }).waitFor();

    await page.getByRole('button', { name: /^Open the backup of Robin Hood/ }).click();
    await page.getByRole('heading', { name: 'Backup of Robin Hood' }).waitFor();
    await page.getByRole('heading', { name: 'Shoots (3)' }).waitFor();
    const problems = await page.getByRole('listitem').allTextContents();
    expect(problems).toEqual(
      expect.arrayContaining([
        'Shoot 2 has the date, round and score of shoot 1: it is imported once',
        'Shoot 3 is of an unknown round "Moonshot 300"',
        'Shoot 4: The date of a history item is not a date',
        'Failed to add history item from last Tuesday',
      ]),
    );
    await expect(page.getByText('ROBIN-RECOVERY-0001').count()).resolves.toBe(1);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await screenshot(page, 'backup-debugger-opened');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download JSON' }).click(),
    ]);
    const path = await download.path();
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(troubledBackup);
    expect(download.suggestedFilename()).toMatch(/^backup-[A-Za-z0-9_-]{22}\.json$/);

    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await screenshot(page, 'backup-debugger-opened-dark');
    await page.close();
  });
});
