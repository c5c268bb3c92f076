import type { EngineFailureReason } from '../contract/engine.js';
import { fail, ok, type Result } from '../core/result.js';
import { wholeStartOf } from '../backups/cutFile.js';
import {
  checkBackupData,
  checkCutFile,
  refusesImport,
  type BackupFileCheck,
} from '../backups/manifestCheck.js';
import { asRecord } from '../history/readFields.js';

/**
 * Reading a file the archer hands over (a backup, an export, the old app's export, a server's restore
 * answer) once, and checking it against its manifest before anything else is decided: import and
 * restore take the payload only from a file that passes, and "Check a backup file" reports the check.
 */

/** The longest file text read at all (the item limits are the server's own, BACKUP_ITEM_LIMITS). */
const MAX_FILE_CHARACTERS = 64 * 1024 * 1024;

const NOT_JSON = 'The file is not valid JSON; it may be cut short or not be a backup at all';

/** JSON text parsed, or the file as handed over; throws the archer's words when it cannot be. */
export function parseFile(file: unknown): unknown {
  if (typeof file !== 'string') return file;
  if (file.length > MAX_FILE_CHARACTERS) throw new Error('The file is too large to be a backup');
  try {
    return JSON.parse(file);
  } catch {
    throw new Error(NOT_JSON);
  }
}

/** A server restore answer ({ success, data }) carries the payload inside. */
export function unwrapPayload(record: Record<string, unknown>): Record<string, unknown> {
  const data = asRecord(record['data']);
  return 'success' in record && data !== null ? data : record;
}

/** A file read and checked: the payload (null for a file cut short, which is never read further). */
interface CheckedFile {
  payload: Record<string, unknown> | null;
  check: BackupFileCheck;
}

/**
 * Reads and checks a file. Refused as `invalid-import` only when it is no backup or export at all; a
 * file cut short whose manifest survived is a check that says what is missing, not a parse error.
 */
export async function checkFile(file: unknown): Promise<Result<CheckedFile, EngineFailureReason>> {
  let parsed: unknown;
  try {
    parsed = parseFile(file);
  } catch (error) {
    const salvaged = typeof file === 'string' ? wholeStartOf(file) : undefined;
    if (salvaged !== undefined && 'manifest' in salvaged) {
      return ok({ payload: null, check: checkCutFile(salvaged) });
    }
    return fail('invalid-import', error instanceof Error ? error.message : NOT_JSON);
  }
  const record = asRecord(parsed);
  if (record === null) return fail('invalid-import', 'The file is not a backup or an export of this app');
  const payload = unwrapPayload(record);
  return ok({ payload, check: await checkBackupData(payload) });
}

/**
 * The payload of a file that may be imported or restored, with its check; a file that does not match
 * its manifest is refused as `incomplete-file` with the check's words ("This file is incomplete: 4,812
 * shoots listed, 4,790 in it"), and nothing is changed.
 */
export async function importableFile(
  file: unknown,
): Promise<Result<{ payload: Record<string, unknown>; check: BackupFileCheck }, EngineFailureReason>> {
  const read = await checkFile(file);
  if (!read.ok) return read;
  const { payload, check } = read.value;
  if (payload === null || refusesImport(check)) return fail('incomplete-file', check.message);
  return ok({ payload, check });
}
