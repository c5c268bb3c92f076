import type { ExportFile } from '../../../shared/contract/engine.js';
import type {
  BackupData,
  BackupDownloadAnswer,
  BackupListAnswer,
  BackupMetadata,
  BackupMetadataListAnswer,
  BackupSavedAnswer,
  BackupSummary,
} from '../../../shared/backups/types.js';
import { blobOf } from '../engine/export-file.js';
import { readRecoveryCode } from '../../../shared/backups/recoveryCode.js';
import { backupsExpectAccount, sessionRefused } from '../account/signed-in-account.js';

/**
 * The backup calls of docs/product.md section 7, with the error texts of docs/product.md section 8: a fetch that cannot reach
 * the server is 'Network error: Unable to connect to server', a non-ok answer 'HTTP error! status: N'
 * (plus the server's own message when it gave one). A signed-in archer's calls carry the session cookie
 * (the browser adds it) and say they expect the account, so none is ever taken as the device's instead.
 */

export class BackupServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupServiceError';
  }
}

function expectAccount(): Record<string, string> {
  return backupsExpectAccount() ? { 'X-Expect-Account': 'true' } : {};
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { Accept: 'application/json', ...expectAccount(), ...(init.headers ?? {}) },
    });
  } catch {
    throw new BackupServiceError('Network error: Unable to connect to server');
  }
  if (!response.ok) {
    // The session ended: back to device backups with a notice (a sign-out under way expects this).
    if (response.status === 401) sessionRefused();
    const body: unknown = await response.json().catch(() => null);
    const said =
      typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'
        ? `: ${(body as { error: string }).error}`
        : '';
    throw new BackupServiceError(`HTTP error! status: ${response.status}${said}`);
  }
  return (await response.json()) as T;
}

export interface BackupOwner {
  deviceId: string;
  recoveryCode: string;
  userName: string;
}

/**
 * POST /api/backups/backup/{deviceId}: stores this device's data; answers the stored backup's summary.
 * Only an answer that says it stored the backup, and when, counts: anything else is a failed upload,
 * so the backup stays owed. `data` is the backup file the worker made (JSON): the body is put together
 * around it as Blobs, by reference, so a long history is never parsed, copied or stringified on the page.
 */
export async function uploadBackup(data: ExportFile, owner: BackupOwner): Promise<BackupSummary> {
  const file = blobOf(data);
  if (file === null) throw new BackupServiceError('The backup file could not be read');
  const body = new Blob(
    [
      '{"data":',
      file,
      `,"userName":${JSON.stringify(owner.userName.trim() || 'anonymous')}`,
      `,"backupIdentifier":${JSON.stringify(owner.recoveryCode)}}`,
    ],
    { type: 'application/json' },
  );
  const answer = await call<Partial<BackupSavedAnswer>>(
    `/api/backups/backup/${encodeURIComponent(owner.deviceId)}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body },
  );
  const createdAt = answer.backup?.createdAt;
  if (answer.success !== true || typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) {
    throw new BackupServiceError('Invalid backup answer received');
  }
  return answer.backup!;
}

/**
 * The backups stored under a recovery code, newest first. The code is read as the archer typed it
 * (shared/backups/recoveryCode.ts); one that cannot be a code finds nothing and makes no call.
 */
export async function findBackupsByCode(recoveryCode: string): Promise<BackupSummary[]> {
  const reading = readRecoveryCode(recoveryCode);
  if (!reading.ok) return [];
  const code = reading.code;
  const answer = await call<BackupListAnswer>(
    `/api/backups/find-backups?identifier=${encodeURIComponent(code)}`,
  );
  return answer.backups;
}

/**
 * Backups by the name they were made under: dates and counts only, never a key (a stranger's name must
 * not download their data). docs/product.md section 5: a blank name returns nothing and makes no call.
 */
export async function findBackupsByName(name: string): Promise<BackupMetadata[]> {
  const trimmed = name.trim();
  if (trimmed === '') return [];
  return (
    await call<BackupMetadataListAnswer>(`/api/backups/find-backups?name=${encodeURIComponent(trimmed)}`)
  ).backups;
}

/** The signed-in account's backups, newest first. */
export async function myBackups(): Promise<BackupSummary[]> {
  return (await call<BackupListAnswer>('/api/backups/mine')).backups;
}

/**
 * One backup's data. docs/product.md section 8: an answer without success or data is 'Invalid backup data
 * received'.
 */
export async function downloadBackup(key: string): Promise<BackupData> {
  const answer = await call<Partial<BackupDownloadAnswer>>(`/api/backups/backup/${encodeURIComponent(key)}`);
  if (answer.success !== true || typeof answer.data !== 'object' || answer.data === null) {
    throw new BackupServiceError('Invalid backup data received');
  }
  return answer.data;
}
