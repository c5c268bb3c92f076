import { readSightMark } from '../sight-marks/restore.js';
import { sameSightMark, type SightMark } from '../sight-marks/sightMark.js';
import { parseDateMs } from '../time/dates.js';
import type { HistoryItem } from './historyItem.js';
import type { RoundFinder } from './legacyGameType.js';
import { asRecord } from './readFields.js';
import { readHistoryItem } from './readHistoryItem.js';
import { nextHistoryId } from './upgradeHistory.js';
import { mergeUserProfiles, readUserProfileFields, type UserProfile } from './userProfile.js';

/**
 * Combining a cloud backup into this device's data (docs/product.md section 5). Nothing local is ever removed or
 * changed except profile fields that are empty here. Items that cannot be read are reported as error
 * lines with the texts of docs/product.md section 8, while every readable item is still merged, so one bad entry
 * does not block the rest (the caller shows the errors and may keep what was merged).
 */

/** docs/product.md section 8 merge error lines. */
const MERGE_ERROR = {
  historyItem: (date: string) => `Failed to add history item from ${date}`,
  sightMark: 'Failed to add sight mark',
  userProfile: 'Failed to merge user profile',
  operation: 'Merge operation failed',
} as const;

/** How a history item with no readable date is named in an error line. */
const UNKNOWN_DATE = 'an unknown date';

export interface LocalData {
  history: readonly HistoryItem[];
  sightMarks: readonly SightMark[];
  user: UserProfile;
}

interface MergeOptions {
  findRound: RoundFinder;
  /** Source of ids for backup sight marks that have none or clash with a local one. */
  newSightMarkId: () => string;
}

export interface MergeResult {
  /** False when any error line was collected. */
  success: boolean;
  history: HistoryItem[];
  sightMarks: SightMark[];
  user: UserProfile;
  addedHistory: number;
  addedSightMarks: number;
  errors: string[];
}

/**
 * docs/product.md section 5: date, round and score identify a shoot across devices, so a backup item is already
 * here when all three match. Imported notes follow their shoot by the same identity.
 */
export function shootIdentity(item: Pick<HistoryItem, 'date' | 'gameType' | 'score'>): string {
  const ms = parseDateMs(item.date);
  return JSON.stringify([ms ?? item.date, item.gameType.toLowerCase(), item.score]);
}

function mergeHistory(
  local: readonly HistoryItem[],
  raw: unknown,
  findRound: RoundFinder,
  errors: string[],
): { history: HistoryItem[]; added: number } {
  const history = [...local];
  if (raw === undefined || raw === null) return { history, added: 0 };
  if (!Array.isArray(raw)) {
    errors.push(MERGE_ERROR.operation);
    return { history, added: 0 };
  }
  const known = new Set(local.map(shootIdentity));
  let nextId = nextHistoryId(local);
  let added = 0;
  for (const entry of raw) {
    const read = readHistoryItem(entry, findRound);
    if (!read.ok) {
      const date = asRecord(entry)?.['date'];
      errors.push(
        MERGE_ERROR.historyItem(typeof date === 'string' && date.trim() !== '' ? date : UNKNOWN_DATE),
      );
      continue;
    }
    const key = shootIdentity(read.value);
    if (known.has(key)) continue;
    known.add(key);
    // Backup ids belong to another device's numbering, so added items take the next local ids.
    history.push({ ...read.value, id: nextId++ });
    added += 1;
  }
  return { history, added };
}

function uniqueId(candidate: string, taken: ReadonlySet<string>, newId: () => string): string {
  if (!taken.has(candidate)) return candidate;
  const fresh = newId();
  if (!taken.has(fresh)) return fresh;
  let n = 2;
  while (taken.has(`${fresh}-${n}`)) n += 1;
  return `${fresh}-${n}`;
}

function mergeSightMarks(
  local: readonly SightMark[],
  raw: unknown,
  newId: () => string,
  errors: string[],
): { sightMarks: SightMark[]; added: number } {
  const sightMarks = [...local];
  if (raw === undefined || raw === null) return { sightMarks, added: 0 };
  if (!Array.isArray(raw)) {
    errors.push(MERGE_ERROR.operation);
    return { sightMarks, added: 0 };
  }
  const taken = new Set(local.map((mark) => mark.id));
  let added = 0;
  for (const entry of raw) {
    const read = readSightMark(entry, newId);
    if (!read.ok) {
      errors.push(MERGE_ERROR.sightMark);
      continue;
    }
    if (sightMarks.some((mark) => sameSightMark(mark, read.value))) continue;
    const id = uniqueId(read.value.id, taken, newId);
    taken.add(id);
    sightMarks.push({ ...read.value, id });
    added += 1;
  }
  return { sightMarks, added };
}

function mergeProfile(local: UserProfile, raw: unknown, errors: string[]): UserProfile {
  if (raw === undefined || raw === null) return local;
  if (asRecord(raw) === null) {
    errors.push(MERGE_ERROR.userProfile);
    return local;
  }
  return mergeUserProfiles(local, readUserProfileFields(raw));
}

/** Merges a backup payload ({ history, sightMarks, user, ... }) into local data. Never throws. */
export function mergeBackup(local: LocalData, backup: unknown, options: MergeOptions): MergeResult {
  const payload = asRecord(backup);
  if (payload === null) {
    return {
      success: false,
      history: [...local.history],
      sightMarks: [...local.sightMarks],
      user: local.user,
      addedHistory: 0,
      addedSightMarks: 0,
      errors: [MERGE_ERROR.operation],
    };
  }
  const errors: string[] = [];
  const history = mergeHistory(local.history, payload['history'], options.findRound, errors);
  const marks = mergeSightMarks(local.sightMarks, payload['sightMarks'], options.newSightMarkId, errors);
  const user = mergeProfile(local.user, payload['user'], errors);
  return {
    success: errors.length === 0,
    history: history.history,
    sightMarks: marks.sightMarks,
    user,
    addedHistory: history.added,
    addedSightMarks: marks.added,
    errors,
  };
}
