import { useSelector } from '@xstate/react';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { onAccountChange, signedInAccount } from '../account/signed-in-account.js';
import { getChangeHub, getEngine } from '../engine/engine-client.js';
import { preferencesForBackup } from '../device-storage/backed-up.js';
import { findBackupsByCode, myBackups, uploadBackup } from './backup-api.js';
import { checkStoredCopy } from './cloud-copy-check.js';
import { checkForConflictNow, rememberThisPhone } from './conflict-check.js';
import { backupMachine, type BackupDone } from './backup-machine.js';
import { readBackupSettings, writeBackupSettings, type BackupSettings } from './backup-settings.js';
import { BACKED_UP_TOPICS } from '../../../shared/projections/changes.js';

/**
 * The app's one cloud backup: the machine of backup-machine.ts with the real upload, fed by the worker's
 * change notices (the six of docs/product.md section 9), the browser's online and offline events, and sign-in.
 * Started once by the app shell; screens read it with `useCloudBackup`.
 */

/**
 * Exports this device's data and stores it on the server. Only the server's answer that it stored the
 * backup stamps the worker's mark (and lastBackupDate), with the log position the export held; the
 * answer says what was changed meanwhile and so is owed again.
 */
async function backUpThisDevice(settings: BackupSettings): Promise<BackupDone> {
  const engine = getEngine();
  // Read before the upload, as the upload's own credentials are: the owner it is stored under.
  const owner = backupOwner(settings);
  const exported = await engine.backupForUpload(preferencesForBackup());
  if (!exported.ok) throw new Error(exported.error.message);
  const profile = await engine.profile();
  const { data, manifest, deviceId, logPosition } = exported.value;
  const stored = await uploadBackup(data, {
    deviceId,
    recoveryCode: settings.recoveryCode,
    userName: profile.ok ? profile.value.name : '',
  });
  rememberThisPhone(stored);
  await checkStoredCopy(manifest, stored, () =>
    signedInAccount() ? myBackups() : findBackupsByCode(settings.recoveryCode),
  );
  const owed = await engine.backupStored(logPosition, stored.createdAt, owner);
  // Stored on the server but not stamped here: the next backup stamps it; nothing is lost.
  return { timestamp: stored.createdAt, changesNotBackedUp: owed.ok ? owed.value.changesNotBackedUp : 0 };
}

/**
 * Whom a backup made now is stored under: the signed-in account, else this device's recovery code. What
 * is owed is counted per owner, so a backup under the device settles nothing owed to the account.
 */
function backupOwner(settings: BackupSettings): string {
  const account = signedInAccount();
  return account ? `account:${account.email}` : `code:${settings.recoveryCode}`;
}

/** Tells the machine what the worker counts as owed: at start-up (LOADED) and after every change. */
async function countOwed(running: ReturnType<typeof createBackupActor>, first: boolean): Promise<void> {
  const owed = await getEngine()
    .backupOwed(backupOwner(cloudBackupSettings()))
    .catch(() => null);
  const value = owed?.ok ? owed.value : { changesNotBackedUp: 0, lastBackupAt: null };
  running.send({ type: first ? 'LOADED' : 'OWED', ...value });
}

export type CloudBackupSnapshot = SnapshotFrom<typeof backupMachine>;

let settings: BackupSettings | null = null;
let actor: ReturnType<typeof createBackupActor> | null = null;

function createBackupActor(initial: BackupSettings) {
  return createActor(
    backupMachine.provide({
      actors: { upload: fromPromise(() => backUpThisDevice(settings ?? initial)) },
    }),
    { input: { enabled: initial.enabled, online: navigator.onLine, lastBackupAt: null } },
  );
}

/** Starts the cloud backup once for the page (later calls do nothing). */
export function startCloudBackup(): void {
  if (actor) return;
  settings = readBackupSettings();
  const running = createBackupActor(settings);
  actor = running;
  running.start();
  window.addEventListener('online', () => running.send({ type: 'ONLINE' }));
  window.addEventListener('offline', () => running.send({ type: 'OFFLINE' }));
  getChangeHub().listen(BACKED_UP_TOPICS, () => {
    running.send({ type: 'DATA_CHANGED' });
    void countOwed(running, false);
  });
  // A backup owed from before this start (cut short by closing the app) goes within seconds.
  void countOwed(running, true);
  onAccountChange((account) => {
    // Signed in or out, backups now go to another owner: what is owed is counted for it, and a retry
    // that failed under the old owner starts afresh.
    running.send({ type: 'OWNER_CHANGED' });
    void countOwed(running, false);
    if (account) void afterSignIn();
  });
}

function runningActor() {
  if (!actor) startCloudBackup();
  return actor!;
}

/**
 * docs/product.md section 4, after sign-in: look for the account's cloud backups; with none, make a first backup at
 * once; with some, the conflict check compares them with this device. Either way backup is now on (signed
 * in, backups go under the account). Answers whether a first backup was made.
 */
export async function afterSignIn(): Promise<{ firstBackupCreated: boolean }> {
  settings = { ...cloudBackupSettings(), enabled: true };
  writeBackupSettings(settings);
  const existing = await myBackups().catch(() => null);
  const firstBackup = existing !== null && existing.length === 0;
  const running = runningActor();
  if (firstBackup) {
    running.send({ type: running.getSnapshot().value === 'off' ? 'TURN_ON' : 'BACK_UP_NOW' });
  } else {
    // The account has backups (or could not be asked): compare before this device's data goes up.
    running.send({ type: 'ENABLE' });
    checkForConflictNow();
  }
  return { firstBackupCreated: firstBackup };
}

export function cloudBackupSettings(): BackupSettings {
  return settings ?? readBackupSettings();
}

export function turnOnCloudBackup(): void {
  settings = { ...cloudBackupSettings(), enabled: true };
  writeBackupSettings(settings);
  runningActor().send({ type: 'TURN_ON' });
}

export function turnOffCloudBackup(): void {
  settings = { ...cloudBackupSettings(), enabled: false };
  writeBackupSettings(settings);
  runningActor().send({ type: 'TURN_OFF' });
}

/**
 * Stores a backup of this device at once, outside the automatic schedule: the safety copy made before
 * a restore replaces this device's data (docs/product.md section 8: "Your device data has been backed up for safety").
 */
export async function storeSafetyBackup(): Promise<BackupDone> {
  const done = await backUpThisDevice(cloudBackupSettings());
  // Made outside the machine: its status learns what the server now has.
  void countOwed(runningActor(), false);
  return done;
}

export function backUpNow(): void {
  runningActor().send({ type: 'BACK_UP_NOW' });
}

/** The backup machine's state for a screen, redrawn on every transition. */
export function useCloudBackup(): CloudBackupSnapshot {
  return useSelector(runningActor(), (snapshot) => snapshot);
}
