import type { BackupData, BackupSummary } from '../../../shared/backups/types.js';
import type { BackupComparison } from '../../../shared/contract/backupComparison.js';
import { backupBringsChanges } from '../../../shared/import-export/compareBackup.js';
import { signedInAccount } from '../account/signed-in-account.js';
import { getChangeHub, getEngine } from '../engine/engine-client.js';
import { readRecoveryCode } from '../../../shared/backups/recoveryCode.js';
import { downloadBackup, findBackupsByCode, myBackups } from './backup-api.js';
import { latestOfOtherPhones } from './other-phones.js';
import { ConflictCheckSchedule } from './conflict-schedule.js';
import { BACKED_UP_TOPICS } from '../../../shared/projections/changes.js';
import { conflictsAskedSetting, linkedCodeSetting, thisPhoneSetting } from '../device-storage/registry.js';
import { readSetting, writeSetting } from '../device-storage/setting.js';
import { createStore } from '../device-storage/store.js';
import { useStore } from '../device-storage/use-store.js';

/**
 * The conflict check (docs/product.md sections 3, 4 and 9): now and then the app compares this device with the
 * newest cloud backup of the same archer (the signed-in account's, or that of the recovery code entered
 * on this device); when each holds shoots the other lacks, the 'Combine Your Data?' dialog asks what to
 * do, once per backup.
 */

/** docs/product.md section 3's conflict payload, plus the backup's data for the choice the archer makes. */
export interface BackupConflict {
  localDataSummary: { historyCount: number };
  backup: BackupSummary;
  reason: string;
  data: BackupData;
}

const ASKED_KEPT = 20;

/** The recovery code of another device entered here: its backups are the same archer's. */
export function linkRecoveryCode(code: string): void {
  const reading = readRecoveryCode(code);
  if (reading.ok) writeSetting(linkedCodeSetting, reading.code);
}

/** Remembers which backups are this phone's own, from the server's answer to one of its uploads. */
export function rememberThisPhone(stored: BackupSummary): void {
  if (typeof stored.phone === 'string' && stored.phone !== '') writeSetting(thisPhoneSetting, stored.phone);
}

function askedKeys(): string[] {
  return readSetting(conflictsAskedSetting);
}

/** Storage blocked: the check may ask again on the next visit, which is harmless. */
function rememberAsked(key: string): void {
  writeSetting(conflictsAskedSetting, [...askedKeys().filter((k) => k !== key), key].slice(-ASKED_KEPT));
}

/** The same archer's backups, newest first: the signed-in account's, or the linked recovery code's. */
async function sameArchersBackups(): Promise<BackupSummary[]> {
  const code = readSetting(linkedCodeSetting);
  return signedInAccount() ? await myBackups() : code ? await findBackupsByCode(code) : [];
}

/**
 * The latest backup of each of the archer's other phones. This phone's own backups hold nothing it
 * lacks, and leaving them out means that backing itself up never makes the check ask again.
 */
async function otherPhonesLatest(): Promise<BackupSummary[]> {
  return latestOfOtherPhones(await sameArchersBackups(), readSetting(thisPhoneSetting));
}

/**
 * What the archer's other phones hold together: the union of their latest backups less what any of
 * them deleted (shared/import-export/accountUnion.ts). A backup that cannot be downloaded is left out (the
 * union of the rest still only adds), unless none can be.
 */
async function unionOf(backups: readonly BackupSummary[]): Promise<BackupData> {
  const downloads = await Promise.allSettled(backups.map((backup) => downloadBackup(backup.key)));
  const read = downloads.flatMap((download) => (download.status === 'fulfilled' ? [download.value] : []));
  if (read.length === 0) throw new Error('None of the backups could be downloaded');
  const union = await getEngine().accountUnion(read);
  if (!union.ok) throw new Error(union.error.message);
  return union.value as unknown as BackupData;
}

/**
 * What the other phones hold as it is now, read again when the archer taps Combine: the dialog may have
 * been open for minutes, while another phone backed up more. If the server cannot be reached, what was
 * read when the dialog opened is combined: combining only adds (and takes away only what was deleted),
 * so nothing is lost, and the next check brings in the rest.
 */
export async function currentBackupData(conflict: BackupConflict): Promise<BackupData> {
  try {
    const others = await otherPhonesLatest();
    return others.length > 0 ? await unionOf(others) : conflict.data;
  } catch {
    return conflict.data;
  }
}

/** What a check found: nothing to bring in, shoots combined at once into an empty phone, or a question. */
type CheckOutcome =
  | { kind: 'level' }
  | { kind: 'added'; shoots: number; sightMarks: number }
  | { kind: 'ask'; conflict: BackupConflict };

/**
 * Compares this phone with what the archer's other phones hold (docs/cloud-backup.md, "An account's
 * phones converge"). A phone without shoots has nothing to lose: what they hold is combined in at once.
 * A phone with shoots of its own is asked, once for each set of latest backups.
 */
async function compareWithOtherPhones(): Promise<CheckOutcome> {
  const others = await otherPhonesLatest();
  if (others.length === 0) return { kind: 'level' };
  const key = others
    .map((backup) => backup.key)
    .sort()
    .join('+');
  if (askedKeys().includes(key)) return { kind: 'level' };
  const data = await unionOf(others);
  const engine = getEngine();
  const comparison = await engine.compareWithBackup(data);
  if (!comparison.ok || !backupBringsChanges(comparison.value)) return { kind: 'level' };
  if (comparison.value.localCount === 0) {
    const imported = await engine.importData(data);
    if (!imported.ok) throw new Error(imported.error.message);
    return { kind: 'added', shoots: imported.value.shootsAdded, sightMarks: imported.value.sightMarksAdded };
  }
  const newest = others[0]!;
  return {
    kind: 'ask',
    conflict: {
      localDataSummary: { historyCount: comparison.value.localCount },
      backup: { ...newest, key, historyCount: data.history.length },
      reason: conflictReason(comparison.value),
      data,
    },
  };
}

function shoots(n: number): string {
  return `${n} ${n === 1 ? 'shoot' : 'shoots'}`;
}

/** What combining would change here, and what this phone holds that the others lack. */
function conflictReason(comparison: BackupComparison): string {
  const brings = [
    comparison.backupOnly > 0 ? `${shoots(comparison.backupOnly)} this device lacks` : '',
    comparison.deletedThere > 0 ? `${shoots(comparison.deletedThere)} deleted on another phone` : '',
    comparison.editedThere > 0 ? `a newer status or place for ${shoots(comparison.editedThere)}` : '',
  ].filter((part) => part !== '');
  const own =
    comparison.localOnly > 0 ? ` This device has ${shoots(comparison.localOnly)} the backup lacks.` : '';
  return `The backup has ${brings.join(', ')}.${own}`;
}

/** The conflict the dialog shows, if any. */
const shown = createStore<BackupConflict | null>(null);

function show(conflict: BackupConflict | null): void {
  shown.set(conflict);
}

/** The words shown once after shoots were combined in at once (an empty phone), for the toast. */
const addedNotice = createStore<string | null>(null);

function tellAdded({ shoots: added, sightMarks }: { shoots: number; sightMarks: number }): void {
  const marks = sightMarks > 0 ? ` and ${sightMarks} sight ${sightMarks === 1 ? 'mark' : 'marks'}` : '';
  addedNotice.set(
    `Added ${shoots(added)}${marks} from your ${signedInAccount() ? 'account' : 'other phone'}.`,
  );
}

/** The notice of shoots just added from the other phones, taken once by whoever shows it. */
export function useAddedFromOtherPhones(): { notice: string | null; seen: () => void } {
  return { notice: useStore(addedNotice), seen: () => addedNotice.set(null) };
}

/** The dialog closes on any choice or on cancel, and never asks again about the same backup. */
export function closeConflict(): void {
  const asked = shown.get();
  if (asked) rememberAsked(asked.backup.key);
  show(null);
}

export function useBackupConflict(): BackupConflict | null {
  return useStore(shown);
}

let checking = false;

/** A round on the score card is never interrupted by the dialog: the check waits for the next chance. */
async function roundInProgress(): Promise<boolean> {
  const current = await getEngine().currentShoot();
  return current.ok && current.value.arrows.length > 0;
}

async function check(): Promise<void> {
  if (checking || shown.get() !== null || !navigator.onLine) return;
  checking = true;
  try {
    if (await roundInProgress()) return;
    const outcome = await compareWithOtherPhones();
    if (outcome.kind === 'added') tellAdded(outcome);
    if (outcome.kind === 'ask' && shown.get() === null) show(outcome.conflict);
  } catch (error) {
    // A check that cannot reach the server just waits for the next one.
    console.warn('Backup conflict check failed', error);
  } finally {
    checking = false;
  }
}

/** Right after sign-in: the account's newest backup is compared at once, outside the schedule. */
export function checkForConflictNow(): void {
  void check();
}

let started = false;

/** Starts the checks once for the page, on docs/product.md section 9's schedule. */
export function startConflictChecks(): void {
  if (started) return;
  started = true;
  const schedule = new ConflictCheckSchedule(() => void check(), {
    now: () => Date.now(),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  });
  const touched = () => schedule.touched();
  const woke = () => schedule.woke();
  window.addEventListener('click', touched, { passive: true });
  window.addEventListener('touchstart', touched, { passive: true });
  window.addEventListener('focus', woke);
  window.addEventListener('online', woke);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) woke();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') woke();
  });
  getChangeHub().listen(BACKED_UP_TOPICS, () => schedule.dataChanged());
  schedule.started();
}
