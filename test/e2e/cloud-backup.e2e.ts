import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { openArcherDevice } from './browser.js';
import { archerDevicePerFile } from './device-per-file.js';
import { keypad, scoreAndSave } from './scoring.js';
import { startServer, type RunningServer } from './server.js';

/**
 * Cloud backup in real Chromium against the real server: phone A turns backup on and each saved shoot
 * reaches the server within seconds; phone B brings A's backup in by its recovery code, with nothing
 * doubled; with the server down A says it is retrying, and the backup lands once the server is back.
 */

const backupStatus = (page: Page) =>
  page.getByRole('region', { name: 'Cloud backup' }).locator('p[role="status"]');

interface StoredBackup {
  historyCount: number;
}

async function backupsUnder(baseUrl: string, code: string): Promise<StoredBackup[]> {
  const answer = await fetch(`${baseUrl}/api/backups/find-backups?identifier=${encodeURIComponent(code)}`);
  return ((await answer.json()) as { backups: StoredBackup[] }).backups;
}

/** Polls the server (bounded) until the newest backup under the code holds this many shoots. */
async function newestBackupHolds(baseUrl: string, code: string, shoots: number): Promise<void> {
  const until = Date.now() + 15_000;
  for (;;) {
    const backups = await backupsUnder(baseUrl, code);
    if (backups[0]?.historyCount === shoots) return;
    if (Date.now() > until) throw new Error(`No backup of ${shoots} shoots: ${JSON.stringify(backups)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Resolves when the page's conflict check has listed the archer's backups (account or recovery code). */
function backupsListed(page: Page) {
  return page.waitForResponse((response) => /\/api\/backups\/(mine|find-backups)/.test(response.url()));
}

/**
 * Polls the server (bounded) until the signed-in phone's own newest backup under the account holds this
 * many shoots, asking as that phone (its session cookie).
 */
async function accountBackupHolds(baseUrl: string, page: Page, shoots: number): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    const answer = await page.request.get(`${baseUrl}/api/backups/mine`);
    const backups = ((await answer.json()) as { backups?: StoredBackup[] }).backups ?? [];
    if (backups[0]?.historyCount === shoots) return;
    if (Date.now() > until)
      throw new Error(`No account backup of ${shoots} shoots: ${JSON.stringify(backups)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('cloud backup between two phones', () => {
  let server: RunningServer;
  const phoneA = archerDevicePerFile();
  const phoneB = archerDevicePerFile();
  let pageA: Page;
  let codeA = '';
  /** Where A's uploads went (the body is a Blob the worker made, which the browser does not show). */
  const uploadsFromA: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    pageA = await phoneA.context.newPage();
    pageA.on('request', (request: Request) => {
      if (request.method() === 'POST' && request.url().includes('/api/backups/backup/')) {
        uploadsFromA.push(request.url());
      }
    });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('says once on the score card, between rounds only, that a backup is due', async () => {
    await pageA.goto(server.baseUrl + '/');
    const due = pageA.getByRole('complementary', { name: 'Backup due' });
    await due.getByText('Your scores are only on this phone: nothing has been backed up yet.').waitFor();
    await keypad(pageA).getByRole('button', { name: '9', exact: true }).click();
    await due.waitFor({ state: 'detached' });
    await pageA.getByRole('button', { name: 'Undo' }).click();
    await due.waitFor();
    await due.getByRole('button', { name: 'Not now' }).click();
    await due.waitFor({ state: 'detached' });
    await pageA.reload();
    await keypad(pageA).getByRole('button', { name: '9', exact: true }).waitFor();
    await expect(due.count()).resolves.toBe(0);
  });

  it('backs phone A up within seconds of turning it on and of saving a shoot', async () => {
    await pageA.goto(server.baseUrl + '/data');
    await backupStatus(pageA).filter({ hasText: 'Cloud backup is off' }).waitFor();
    await pageA.getByText('A backup is due: this device has never been backed up.').waitFor();
    await pageA.getByRole('button', { name: 'Turn on cloud backup' }).click();
    await backupStatus(pageA)
      .filter({ hasText: /^Backed up today at/ })
      .waitFor();
    codeA = (await pageA.getByLabel('Your recovery code').textContent()) ?? '';
    expect(codeA).toMatch(/^([2-9A-Z]{4}-){4}[2-9A-Z]{4}$/);
    await expect(pageA.getByText(/A backup is due/).count()).resolves.toBe(0);
    await pageA.screenshot({ path: '/tmp/cloud-backup-phone.png', fullPage: true });
    expect(await seriousViolations(pageA)).toEqual([]);

    await scoreAndSave(pageA, server.baseUrl, 'Practice 20yd', ['9', '9', '7']);
    await newestBackupHolds(server.baseUrl, codeA, 1);

    // The stored copy, read back from the server's listing, is what was sent (docs/completeness.md).
    await pageA.goto(server.baseUrl + '/data');
    const keptWhere = pageA.getByRole('region', { name: 'What is kept where' });
    await keptWhere.getByText('The last verified cloud backup holds what this phone has.').waitFor();
    await keptWhere.getByText(/^Cloud: verified /).waitFor();
    const shoots = keptWhere.getByRole('row', { name: /^Shoots/ }).getByRole('cell');
    expect(await shoots.allTextContents()).toEqual(['1', '1', '–']);
  });

  it('brings A’s shoots into phone B by the recovery code, each once, beside B’s own', async () => {
    const pageB = await phoneB.context.newPage();
    await scoreAndSave(pageB, server.baseUrl, 'Practice 30m', ['10', '8']);
    await pageB.goto(server.baseUrl + '/data');
    // Typed as a person might: lower case, with spaces.
    await pageB.getByLabel('Recovery code').fill(` ${codeA.toLowerCase().replace(/-/g, ' - ')} `);
    await pageB.getByRole('button', { name: 'Find backup' }).click();
    const found = pageB.getByRole('list', { name: 'Backups found' }).getByRole('listitem');
    await found.first().filter({ hasText: '1 shoot,' }).waitFor();
    await found.first().getByRole('button', { name: 'Combine with this device' }).click();
    await pageB.getByText('Combined successfully! Added 1 shooting records and 0 sight marks.').waitFor();
    // Done: the card says so where its button was, and invites no second combine.
    await found.first().getByRole('status').filter({ hasText: 'Combined with this device.' }).waitFor();
    await expect(
      found
        .first()
        .getByRole('button', { name: /^Combin/ })
        .count(),
    ).resolves.toBe(0);

    await pageB.goto(server.baseUrl + '/history');
    await pageB.getByText('2 shoots', { exact: true }).waitFor();
    const rows = await pageB.getByTestId('history-row').allTextContents();
    expect(rows.filter((row) => /Practice 20yd/i.test(row))).toHaveLength(1);
    expect(rows.filter((row) => /Practice 30m/i.test(row))).toHaveLength(1);
    await pageB.close();
  });

  it('finds backups by name with dates and counts only, and asks nothing for a blank name', async () => {
    const pageB = await phoneB.context.newPage();
    const byName: string[] = [];
    pageB.on('request', (request) => {
      if (request.url().includes('/api/backups/find-backups?name=')) byName.push(request.url());
    });
    await pageB.goto(server.baseUrl + '/data');
    await pageB.getByRole('button', { name: 'Search by name' }).click();
    await pageB
      .getByRole('alert')
      .filter({ hasText: 'Type the name the backups were made under.' })
      .waitFor();
    expect(byName).toEqual([]);
    // Phone A has no name in its profile, so its backups were made under "anonymous".
    await pageB.getByLabel('Name on the backup').fill('  anonymous ');
    await pageB.getByRole('button', { name: 'Search by name' }).click();
    const found = pageB.getByRole('list', { name: 'Backups under this name' }).getByRole('listitem');
    await found.first().waitFor();
    expect(byName).toHaveLength(1);
    expect(await found.first().textContent()).toMatch(/shoots, \d+ notes, \d+ sight marks \(anonymous\)$/);
    await pageB.close();
  });

  it('uses A’s backup in place of B’s data after storing a safety copy of B', async () => {
    const pageB = await phoneB.context.newPage();
    await scoreAndSave(pageB, server.baseUrl, 'Practice 50yd', ['7']);
    await pageB.goto(server.baseUrl + '/data');
    await pageB.getByLabel('Recovery code').fill(codeA);
    await pageB.getByRole('button', { name: 'Find backup' }).click();
    const found = pageB.getByRole('list', { name: 'Backups found' }).getByRole('listitem');
    await found.first().getByRole('button', { name: "Replace this device's data" }).click();
    const dialog = pageB.getByRole('dialog', { name: "Replace this device's data?" });
    await dialog.waitFor();
    expect(await seriousViolations(pageB)).toEqual([]);
    await dialog.getByRole('button', { name: 'Replace with this backup' }).click();
    await pageB
      .getByText('Cloud data restored successfully! Your device data has been backed up for safety.')
      .waitFor();

    await pageB.goto(server.baseUrl + '/history');
    await pageB
      .getByText('1 shoot', { exact: true })
      .or(pageB.getByText('1 shoots', { exact: true }))
      .waitFor();
    const rows = await pageB.getByTestId('history-row').allTextContents();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/Practice 20yd/i);
    // B's own three shoots were stored on the server first, under B's recovery code.
    const codeB = await pageB.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('cloud-backup') ?? '{}') as { recoveryCode?: string })
          .recoveryCode ?? '',
    );
    expect((await backupsUnder(server.baseUrl, codeB))[0]?.historyCount).toBe(3);
    await pageB.close();
  });

  it('says it is retrying while the server is down, and backs up once it is back', async () => {
    await server.pause();
    await scoreAndSave(pageA, server.baseUrl, 'Practice 20yd', ['5', '5']);
    await pageA
      .getByRole('link', { name: 'Menu' })
      .or(pageA.getByRole('button', { name: 'Menu' }))
      .click();
    await pageA.getByRole('group', { name: 'More' }).getByRole('link', { name: 'Data' }).click();
    await backupStatus(pageA)
      .filter({
        hasText: /^Retrying in \d+ s \(Network error: Unable to connect to server\)$/,
      })
      .waitFor({ timeout: 20_000 });

    await server.resume();
    await backupStatus(pageA)
      .filter({ hasText: /^Backed up today at/ })
      .waitFor({ timeout: 45_000 });
    await newestBackupHolds(server.baseUrl, codeA, 2);

    // Every upload from A was A's own: one device id in every path; each backup stored under A's
    // recovery code holds that device id in its data.
    expect(uploadsFromA.length).toBeGreaterThanOrEqual(3);
    const deviceIds = new Set(uploadsFromA.map((url) => url.split('/api/backups/backup/')[1]));
    expect(deviceIds.size).toBe(1);
    const stored = (await backupsUnder(server.baseUrl, codeA)) as Array<StoredBackup & { key: string }>;
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const backup of stored) {
      const answer = await fetch(`${server.baseUrl}/api/backups/backup/${encodeURIComponent(backup.key)}`);
      const { data } = (await answer.json()) as { data: { deviceId?: string } };
      expect(data.deviceId).toBe([...deviceIds][0]);
    }
  }, 90_000);

  it('asks "Combine Your Data?" when B and A’s newest backup each hold a shoot the other lacks, and combines', async () => {
    // B holds A's first shoot (restored above) and now one of its own; A's newest backup has a second.
    const pageB = await phoneB.context.newPage();
    await scoreAndSave(pageB, server.baseUrl, 'Practice 40yd', ['9']);
    // A fresh visit: the check runs a second after start (it keeps quiet for 60 s after a change in the same visit).
    await pageB.goto(server.baseUrl + '/');
    const dialog = pageB.getByRole('dialog', { name: 'Combine Your Data?' });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByText('This device: 2 shoots. Cloud backup: 2 shoots.').waitFor();
    expect(await seriousViolations(pageB)).toEqual([]);
    // While the dialog is open, A saves a third shoot and backs it up: Combine reads the backup again.
    await scoreAndSave(pageA, server.baseUrl, 'Practice 20yd', ['3', '3']);
    await newestBackupHolds(server.baseUrl, codeA, 3);
    await dialog.getByRole('button', { name: 'Combine' }).click();
    await pageB.getByText('Combined successfully! Added 2 shooting records and 0 sight marks.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await pageB.goto(server.baseUrl + '/history');
    await pageB.getByText('4 shoots', { exact: true }).waitFor();
    // Not asked again about the same backup: the check after the reload lists the backups and stops there.
    const listed = backupsListed(pageB);
    await pageB.reload();
    await listed;
    await expect(dialog.count()).resolves.toBe(0);
    await pageB.close();
  });
});

describe('two phones signed in to the same test account', () => {
  let server: RunningServer;
  const phoneC = archerDevicePerFile();
  const phoneD = archerDevicePerFile();

  beforeAll(async () => {
    server = await startServer({ TEST_ACCOUNTS: 'true' });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  async function signIn(page: Page, email: string) {
    await page.goto(server.baseUrl + '/data');
    await page.getByLabel('Test account e-mail').fill(email);
    await page.getByRole('button', { name: 'Sign in as a test account' }).click();
    await page.getByText(`Signed in as ${email}`).waitFor();
  }

  it('backs up the first phone at sign-in, and asks each phone with shoots of its own before bringing the others in', async () => {
    const pageC = await phoneC.context.newPage();
    await scoreAndSave(pageC, server.baseUrl, 'Practice 20yd', ['9', '9']);
    await signIn(pageC, 'archer@example.org');
    // No backup under the account yet: the first one is made at once (docs/product.md section 4).
    await backupStatus(pageC)
      .filter({ hasText: /^Backed up today at/ })
      .waitFor();

    const pageD = await phoneD.context.newPage();
    await scoreAndSave(pageD, server.baseUrl, 'Practice 30m', ['10']);
    await signIn(pageD, 'archer@example.org');
    const dialog = pageD.getByRole('dialog', { name: 'Combine Your Data?' });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByText('This device: 1 shoots. Cloud backup: 1 shoots.').waitFor();
    await dialog.getByRole('button', { name: 'Combine' }).click();
    await pageD.getByText('Combined successfully! Added 1 shooting records and 0 sight marks.').waitFor();
    await pageD.goto(server.baseUrl + '/history');
    await pageD.getByText('2 shoots', { exact: true }).waitFor();

    // C lacks D's 30 m shoot, though it has nothing D lacks: the account holds both phones' latest
    // backups, so C is asked too (it has shoots of its own), and takes the account's data.
    await accountBackupHolds(server.baseUrl, pageD, 2);
    await pageC.goto(server.baseUrl + '/');
    const dialogC = pageC.getByRole('dialog', { name: 'Combine Your Data?' });
    await dialogC.waitFor({ timeout: 15_000 });
    await dialogC.getByText('This device: 1 shoots. Cloud backup: 2 shoots.').waitFor();
    await dialogC.getByText('The backup has 1 shoot this device lacks.').waitFor();
    await pageC.screenshot({ path: '/tmp/combine-dialog-phone.png' });
    expect(await seriousViolations(pageC)).toEqual([]);
    await dialogC.getByRole('button', { name: 'Use cloud data' }).click();
    await pageC
      .getByText('Cloud data restored successfully! Your device data has been backed up for safety.')
      .waitFor();
    await pageC.goto(server.baseUrl + '/history');
    await pageC.getByText('2 shoots', { exact: true }).waitFor();

    // C scores one more; D, asked about it, keeps its own data, which is backed up.
    await scoreAndSave(pageC, server.baseUrl, 'Practice 20yd', ['5']);
    await accountBackupHolds(server.baseUrl, pageC, 3);
    await pageD.goto(server.baseUrl + '/');
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: "Keep this device's data" }).click();
    await pageD
      .getByText("This device's data is kept and backed up; the cloud keeps its older backups.")
      .waitFor();
    await pageD.goto(server.baseUrl + '/history');
    await pageD.getByText('2 shoots', { exact: true }).waitFor();
    await pageC.goto(server.baseUrl + '/history');
    await pageC.getByText('3 shoots', { exact: true }).waitFor();
    const rows = await pageC.getByTestId('history-row').allTextContents();
    expect(rows.filter((row) => /Practice 20yd/i.test(row))).toHaveLength(2);
    expect(rows.filter((row) => /Practice 30m/i.test(row))).toHaveLength(1);
    await pageC.close();
    await pageD.close();
  }, 120_000);

  it('brings every shoot the account holds into a fresh phone at sign-in, without a dialog', async () => {
    const phoneE = await openArcherDevice();
    try {
      const pageE = await phoneE.context.newPage();
      await signIn(pageE, 'archer@example.org');
      // C's latest holds three shoots, D's two of them: the fresh phone gets the three, once each.
      await pageE.getByText('Added 3 shoots from your account.').waitFor({ timeout: 15_000 });
      await pageE.screenshot({ path: '/tmp/added-from-account-phone.png' });
      await expect(pageE.getByRole('dialog', { name: 'Combine Your Data?' }).count()).resolves.toBe(0);
      await pageE.goto(server.baseUrl + '/history');
      await pageE.getByText('3 shoots', { exact: true }).waitFor();
      // Then it backs up what it now holds, under the account.
      await accountBackupHolds(server.baseUrl, pageE, 3);
    } finally {
      await phoneE.dispose();
    }
  }, 90_000);
});
