import {
  BACKUP_IDENTIFIER_PATTERN,
  type BackupData,
  type BackupRequest,
} from '../../shared/backups/types.js';
import { BACKUP_ITEM_LIMITS, TOMBSTONE_LIMITS } from '../../shared/backups/limits.js';
import { nestsDeeperThan } from '../http/nesting.js';
import { isCleanText } from '../http/text-rules.js';
import { isPlainObject } from '../../shared/core/plainObject.js';
import { readManifest, type BackupManifest } from '../../shared/backups/manifest.js';
import { checkBackupData, refusesImport } from '../../shared/backups/manifestCheck.js';

/** Far deeper than any history item, shallow enough for JSON.stringify's recursion. */
const MAX_DEPTH = 64;

export type BackupRequestCheck =
  { ok: true; request: Required<BackupRequest> } | { ok: false; problems: string[] };

function objectList(
  data: Record<string, unknown>,
  field: keyof typeof BACKUP_ITEM_LIMITS,
  required: boolean,
  problems: string[],
): Array<Record<string, unknown>> {
  const value = data[field];
  if (value === undefined && !required) return [];
  if (!Array.isArray(value)) {
    problems.push(`data.${field} must be a list`);
    return [];
  }
  if (value.length > BACKUP_ITEM_LIMITS[field]) {
    problems.push(
      `data.${field} has ${value.length} items; at most ${BACKUP_ITEM_LIMITS[field]} are accepted`,
    );
    return [];
  }
  const bad = value.findIndex((item) => !isPlainObject(item));
  if (bad >= 0) problems.push(`data.${field}[${bad}] must be an object`);
  return value as Array<Record<string, unknown>>;
}

/**
 * The tombstones of a backup, when it has them: two lists of objects, each within its limit. Their
 * entries belong to the app, like history items, and are stored untouched.
 */
function tombstoneLists(raw: unknown, problems: string[]): BackupData['tombstones'] | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainObject(raw)) {
    problems.push('data.tombstones must be an object holding shoots and sightMarks');
    return undefined;
  }
  const lists: Record<keyof typeof TOMBSTONE_LIMITS, Array<Record<string, unknown>>> = {
    shoots: [],
    sightMarks: [],
  };
  for (const field of ['shoots', 'sightMarks'] as const) {
    const value = raw[field];
    if (value === undefined) continue;
    if (!Array.isArray(value) || value.some((entry) => !isPlainObject(entry))) {
      problems.push(`data.tombstones.${field} must be a list of objects`);
    } else if (value.length > TOMBSTONE_LIMITS[field]) {
      problems.push(
        `data.tombstones.${field} has ${value.length} items; at most ${TOMBSTONE_LIMITS[field]} are accepted`,
      );
    } else lists[field] = value as Array<Record<string, unknown>>;
  }
  return lists;
}

/**
 * The manifest of a backup, when it has one: this app's format with only its own fields, or a newer
 * app's as it came (this server cannot check it, so stores it untouched for that app to read).
 */
function manifestOf(raw: unknown, problems: string[]): BackupManifest | Record<string, unknown> | undefined {
  const reading = readManifest(raw);
  switch (reading.kind) {
    case 'none':
      return undefined;
    case 'current':
      return reading.manifest;
    case 'newer':
      return raw as Record<string, unknown>;
    case 'damaged':
      problems.push('data.manifest must be a backup manifest: a version, the five counts and a SHA-256');
      return undefined;
  }
}

/** The manifest a stored backup is listed with: this app's format only, as checked on arrival. */
export function checkedManifest(data: BackupData): BackupManifest | null {
  const reading = readManifest(data.manifest);
  return reading.kind === 'current' ? reading.manifest : null;
}

/**
 * Why a backup that passed the shape checks does not match its manifest (docs/completeness.md), in the
 * app's own words ("This file is incomplete: 4,812 shoots listed, 4,790 in it."); null when it matches
 * or has none this server can check. A half-uploaded backup is never stored as if it were whole.
 */
export async function manifestMismatch(data: BackupData): Promise<string | null> {
  const check = await checkBackupData(data as unknown as Record<string, unknown>);
  return refusesImport(check) ? check.message.replace(/^This file/, 'This backup') : null;
}

/**
 * Checks a backup body (too large for class-transformer to copy cheaply) and keeps only the fields of
 * the contract: unknown fields are dropped, the lists must hold objects, the rest has its type.
 */
export function checkBackupRequest(body: unknown): BackupRequestCheck {
  if (!isPlainObject(body)) return { ok: false, problems: ['The request body must be a JSON object'] };
  if (nestsDeeperThan(body, MAX_DEPTH)) {
    return { ok: false, problems: [`The backup nests deeper than ${MAX_DEPTH} levels`] };
  }
  const problems: string[] = [];
  const { data, userName, backupIdentifier } = body;
  if (!isPlainObject(data)) {
    problems.push('data must be an object holding history, notes, user, sightMarks and preferences');
  }
  const source = isPlainObject(data) ? data : {};
  const history = isPlainObject(data) ? objectList(source, 'history', true, problems) : [];
  const notes = objectList(source, 'notes', false, problems);
  const sightMarks = objectList(source, 'sightMarks', false, problems);
  if (isPlainObject(data) && !isPlainObject(source.user)) problems.push('data.user must be an object');
  if (source.preferences !== undefined && source.preferences !== null && !isPlainObject(source.preferences)) {
    problems.push('data.preferences must be an object');
  }
  const tombstones = tombstoneLists(source.tombstones, problems);
  const timestamp = source.timestamp ?? null;
  if (
    timestamp !== null &&
    !(typeof timestamp === 'number' && Number.isFinite(timestamp)) &&
    !(typeof timestamp === 'string' && timestamp.length <= 40)
  ) {
    problems.push('data.timestamp must be a date string or a number');
  }
  const manifest = manifestOf(source.manifest, problems);
  const deviceId = source.deviceId ?? null;
  if (deviceId !== null && !isCleanText(deviceId, 150))
    problems.push('data.deviceId must be text of up to 150 characters');

  if (
    userName !== undefined &&
    userName !== null &&
    !isCleanText(typeof userName === 'string' ? userName.trim() : userName, 100)
  ) {
    problems.push('userName must be 1 to 100 characters of visible text');
  }
  if (
    backupIdentifier !== undefined &&
    backupIdentifier !== null &&
    (typeof backupIdentifier !== 'string' || !BACKUP_IDENTIFIER_PATTERN.test(backupIdentifier))
  ) {
    problems.push('backupIdentifier must be 12 to 64 letters, digits and dashes');
  }
  if (problems.length > 0) return { ok: false, problems };

  const cleanData: BackupData = {
    // First, as the app writes it: a stored copy cut short still says what it held.
    ...(manifest === undefined ? {} : { manifest }),
    history,
    notes,
    user: source.user as Record<string, unknown>,
    sightMarks,
    preferences: isPlainObject(source.preferences) ? source.preferences : {},
    timestamp: timestamp as string | number | null,
    deviceId: deviceId as string | null,
    // Only when sent, so a backup from an app without tombstones is stored exactly as it came.
    ...(tombstones === undefined ? {} : { tombstones }),
  };
  return {
    ok: true,
    request: {
      data: cleanData,
      userName: typeof userName === 'string' ? userName.normalize('NFC').trim() : 'anonymous',
      backupIdentifier: typeof backupIdentifier === 'string' ? backupIdentifier : null,
    },
  };
}
