import * as Comlink from 'comlink';
import { useSyncExternalStore } from 'react';
import type { BackupData, BackupSummary } from '../../../shared/backups/types.js';
import type { EngineChange } from '../../../shared/contract/engine.js';
import { isBackupConflict } from '../../../shared/engine/compareBackup.js';
import { signedInAccount } from '../account/signed-in-account.js';
import { getEngine } from '../engine/engine-client.js';
import { downloadBackup, findBackupsByCode, myBackups, normaliseRecoveryCode } from './backup-api.js';
import { ConflictCheckSchedule } from './conflict-schedule.js';

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

const LINKED_CODE_KEY = 'cloud-backup-linked-code';
const ASKED_KEY = 'cloud-backup-conflicts-asked';
const ASKED_KEPT = 20;

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage blocked: the check may ask again on the next visit, which is harmless.
  }
}

/** The recovery code of another device entered here: its backups are the same archer's. */
export function linkRecoveryCode(code: string): void {
  const normalised = normaliseRecoveryCode(code);
  if (normalised !== '') write(LINKED_CODE_KEY, normalised);
}

function askedKeys(): string[] {
  try {
    const stored: unknown = JSON.parse(read(ASKED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

function rememberAsked(key: string): void {
  write(ASKED_KEY, JSON.stringify([...askedKeys().filter((k) => k !== key), key].slice(-ASKED_KEPT)));
}

/** The same archer's backups, newest first: the signed-in account's, or the linked recovery code's. */
async function sameArchersBackups(): Promise<BackupSummary[]> {
  const code = read(LINKED_CODE_KEY);
  return signedInAccount() ? await myBackups() : code ? await findBackupsByCode(code) : [];
}

/**
 * The newest backup's data as it is now, read again when the archer taps Combine: the dialog may have
 * been open for minutes, while another phone backed up more. If the server cannot be reached, the copy
 * read when the dialog opened is combined: combining only ever adds, so nothing is lost, and the next
 * check brings in the rest.
 */
export async function currentBackupData(conflict: BackupConflict): Promise<BackupData> {
  try {
    const newest = (await sameArchersBackups())[0];
    return newest ? await downloadBackup(newest.key) : conflict.data;
  } catch {
    return conflict.data;
  }
}

/** Compares this device with the newest backup of the same archer; the conflict, or null when there is none. */
export async function findConflict(): Promise<BackupConflict | null> {
  const newest = (await sameArchersBackups())[0];
  if (!newest || askedKeys().includes(newest.key)) return null;
  const data = await downloadBackup(newest.key);
  const comparison = await getEngine().compareWithBackup(data);
  if (!comparison.ok || !isBackupConflict(comparison.value)) return null;
  const { localOnly, backupOnly, localCount } = comparison.value;
  return {
    localDataSummary: { historyCount: localCount },
    backup: newest,
    reason: `This device has ${localOnly} ${localOnly === 1 ? 'shoot' : 'shoots'} the backup lacks, and the backup has ${backupOnly} this device lacks.`,
    data,
  };
}

let shown: BackupConflict | null = null;
const listeners = new Set<() => void>();

function show(conflict: BackupConflict | null): void {
  shown = conflict;
  for (const listener of listeners) listener();
}

/** The dialog closes on any choice or on cancel, and never asks again about the same backup. */
export function closeConflict(): void {
  if (shown) rememberAsked(shown.backup.key);
  show(null);
}

export function useBackupConflict(): BackupConflict | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => shown,
  );
}

/** docs/product.md section 4's app data events: a change to the archer's data on this device. */
const APP_DATA_EVENTS: ReadonlySet<EngineChange['type']> = new Set([
  'score-saved',
  'score-deleted',
  'history-imported',
  'shoot-updated',
  'shoot-deleted',
  'sightmark-saved',
  'sightmark-deleted',
]);

let checking = false;

/** A round on the score card is never interrupted by the dialog: the check waits for the next chance. */
async function roundInProgress(): Promise<boolean> {
  const current = await getEngine().currentShoot();
  return current.ok && current.value.arrows.length > 0;
}

async function check(): Promise<void> {
  if (checking || shown !== null || !navigator.onLine) return;
  checking = true;
  try {
    if (await roundInProgress()) return;
    const conflict = await findConflict();
    if (conflict && shown === null) show(conflict);
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
  void getEngine().subscribe(
    Comlink.proxy((change: EngineChange) => {
      if (APP_DATA_EVENTS.has(change.type)) schedule.dataChanged();
    }),
  );
  schedule.started();
}
