import type { BrowserContext, Locator, Page } from 'playwright-core';

/**
 * The soak's phones, its shoots as the test knows them, and the steps on a phone that need nothing but
 * the phone and the server's address (soak.e2e.ts keeps the seeded sequence and what it checks).
 */

export const STATUSES = ['Practice', 'Competition', 'RecordStatus'] as const;
export type Status = (typeof STATUSES)[number];
/** The shoot screen's "Event status" choice that gives each backup status (docs/official-record.md). */
export const EVENT_STATUS: Record<Status, string> = {
  Practice: 'practice',
  Competition: 'club_competition',
  RecordStatus: 'ukrs',
};
export type PhoneName = 'A' | 'B' | 'C';

export interface Phone {
  name: PhoneName;
  context: BrowserContext;
  page: Page;
  /** Operations left before this phone is back online (0: online). */
  offlineFor: number;
  /** The dialog the page answers Combine to whenever it is in the way. */
  answersCombine?: Locator;
}

/** A shoot as the test knows it: found by its total, which no other shoot has. */
export interface Shoot {
  score: number;
  /** The day it is listed under in the history (YYYY-MM-DD). */
  day: string;
  /** The phone it was saved on: only that phone edits or deletes it. */
  owner: PhoneName;
  status: Status;
  deleted: boolean;
}

export const combineDialog = (page: Page) => page.getByRole('dialog', { name: 'Combine Your Data?' });
const backupStatus = (page: Page) =>
  page.getByRole('region', { name: 'Cloud backup' }).locator('p[role="status"]');

export async function openData(phone: Phone, baseUrl: string): Promise<void> {
  await phone.page.goto(baseUrl + '/data');
}

/** Turns cloud backup on and waits for the first backup: the phone's recovery code. */
export async function turnOnBackup(phone: Phone, baseUrl: string): Promise<string> {
  await openData(phone, baseUrl);
  await phone.page.getByRole('button', { name: 'Turn on cloud backup' }).click();
  await backupStatus(phone.page)
    .filter({ hasText: /^Backed up today at/ })
    .waitFor({ timeout: 45_000 });
  return (await phone.page.getByLabel('Your recovery code').textContent()) ?? '';
}

export async function signIn(phone: Phone, baseUrl: string, account: string): Promise<void> {
  await openData(phone, baseUrl);
  await phone.page.getByLabel('Test account e-mail').fill(account);
  await phone.page.getByRole('button', { name: 'Sign in as a test account' }).click();
  await phone.page.getByText(`Signed in as ${account}`).waitFor();
}

/** The shoot's row in a history list. */
export const shootRow = (phone: Phone, shoot: Shoot) =>
  phone.page
    .getByTestId('history-row')
    .filter({ has: phone.page.locator('.history-score', { hasText: new RegExp(`^${shoot.score}$`) }) });

/** Opens a shoot's page from the history, found by its day and its total. */
export async function openShoot(phone: Phone, baseUrl: string, shoot: Shoot): Promise<void> {
  await phone.page.goto(`${baseUrl}/history?from=${shoot.day}&to=${shoot.day}`);
  await shootRow(phone, shoot).click();
  await phone.page.getByLabel('Event status', { exact: true }).waitFor();
}

/** Waits until the phone's Data screen says the server has everything (nothing owed). */
export async function settled(phone: Phone, baseUrl: string): Promise<void> {
  await openData(phone, baseUrl);
  await backupStatus(phone.page)
    .filter({ hasText: /^Backed up today at \d{1,2}:\d{2}\.?$/ })
    .waitFor({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      const said = await backupStatus(phone.page).allTextContents();
      await phone.page.screenshot({ path: `/tmp/soak-${phone.name}.png` });
      throw new Error(`Phone ${phone.name} never settled; it says ${JSON.stringify(said)}`, {
        cause: error,
      });
    });
}

/** The shoots (total and status) of the phone's own newest backup under the account. */
export async function accountPhoneHolds(phone: Phone, baseUrl: string): Promise<string[]> {
  const label = await phone.page.evaluate(() => localStorage.getItem('cloud-backup-this-phone'));
  const listing = (await (await phone.page.request.get(`${baseUrl}/api/backups/mine`)).json()) as {
    backups: Array<{ key: string; phone: string | null }>;
  };
  const own = listing.backups.find((backup) => backup.phone === label);
  if (!own) throw new Error(`Phone ${phone.name} has no backup under the account`);
  return heldIn(await (await phone.page.request.get(`${baseUrl}/api/backups/backup/${own.key}`)).json());
}

/** The shoots (total and status) a backup holds, sorted. */
export function heldIn(answer: unknown): string[] {
  const history = (answer as { data: { history: Array<{ score: number; shootStatus?: string }> } }).data
    .history;
  return history.map((item) => `${item.score} ${item.shootStatus ?? 'Practice'}`).sort();
}

/** The shoots as the test knows them, in heldIn's words. */
export const described = (list: readonly Shoot[]) =>
  list.map((shoot) => `${shoot.score} ${shoot.status}`).sort();
