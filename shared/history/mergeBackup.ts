import { readSightMark } from '../sight-marks/restore.js';
import type { SightMark } from '../sight-marks/sightMark.js';
import { shootStatusOf, type HistoryItem, type ShootLocation, type ShootStatus } from './historyItem.js';
import type { RoundFinder } from './legacyGameType.js';
import { shootIdentity, sightMarkIdentity } from './mergeIdentity.js';
import { standingOf, withStanding, type ShootStanding } from './shootStanding.js';
import { asFiniteNumber, asRecord } from './readFields.js';
import { readHistoryItem } from './readHistoryItem.js';
import { nextHistoryId } from './upgradeHistory.js';
import { readTombstones, TombstoneSet, type Tombstones } from './tombstones.js';
import { mergeUserProfiles, readUserProfileFields, type UserProfile } from './userProfile.js';

/**
 * Combining a cloud backup into this device's data (docs/product.md section 5). Nothing local is ever
 * removed or changed except: profile fields that are empty here; a shoot or sight mark that a tombstone
 * of the backup says was deleted after this copy was saved (shared/history/tombstones.ts); and an item
 * the backup holds a later copy of (saved or edited later), which takes that copy's saved time and, for
 * a shoot, its status and place (the newer edit wins, so phones end alike in any order). Items that
 * cannot be read are reported as error lines with the texts of docs/product.md section 8, while every
 * readable item is still merged, so one bad entry does not block the rest (the caller shows the errors
 * and may keep what was merged).
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
  /** What was deleted here; none when absent. */
  tombstones?: Tombstones;
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
  /** Local items the backup's tombstones hide: deleted elsewhere after this copy was saved. */
  removedHistoryIds: number[];
  removedSightMarkIds: string[];
  /**
   * Shoots the backup itself held more than once: each extra copy, not added, so the report can name
   * them ("1 duplicate skipped") rather than leave a count one short unexplained.
   */
  skippedDuplicateShoots: SkippedShoot[];
  /** Tombstones of the backup that were not known here (or were later than the one here). */
  /** Items here whose saved time the backup's later copy raised. */
  resavedHistory: ResavedShoot[];
  resavedSightMarks: Resaved<string>[];
  newTombstones: Tombstones;
  /** Every tombstone after the merge. */
  tombstones: Tombstones;
  errors: string[];
}

/** A later saved time a backup holds for an item already here. */
export interface Resaved<Id> {
  id: Id;
  savedAt: number;
}

/** A later copy of a shoot already here: its saved (or last edited) time, status, standing and place. */
export interface ResavedShoot extends ShootStanding {
  id: number;
  savedAt: number | null;
  shootStatus: ShootStatus;
  location: ShootLocation | null;
}

/** The saved time a backup's entry carries, if any (the item readers keep only what a shoot is). */
function savedAtOf(entry: unknown): number | null {
  return asFiniteNumber(asRecord(entry)?.['savedAt']);
}

/** Local items the backup's tombstones hide, and the rest. */
function withoutHidden<T extends { id: Id }, Id>(
  local: readonly T[],
  hides: (item: T) => boolean,
): { kept: T[]; removed: Id[] } {
  const kept: T[] = [];
  const removed: Id[] = [];
  for (const item of local) {
    if (hides(item)) removed.push(item.id);
    else kept.push(item);
  }
  return { kept, removed };
}

/**
 * Which tombstones judge what: the backup's own hide local copies (this device already applied its own
 * when it deleted), and all of them together hide the backup's copies.
 */
interface Judges {
  incoming: TombstoneSet;
  all: TombstoneSet;
}

interface MergedList<T extends { id: Id }, Id, R> {
  list: T[];
  added: number;
  removed: Id[];
  /** By id, so many copies of one item leave one entry (the latest). */
  resaved: Map<Id, R>;
}

/** How a shoot the backup held twice is named in the report. */
export type SkippedShoot = Pick<HistoryItem, 'gameType' | 'score' | 'date'>;

/**
 * A sight mark already here under the same identity keeps its place and id; when the backup's copy was
 * saved later, it takes that saved time, so whichever order copies arrive in, a deletion judges the latest.
 */
function keepLaterSavedTime(
  merged: MergedList<SightMark, string, Resaved<string>>,
  at: number,
  savedAt: number | null,
): void {
  const here = merged.list[at]!;
  if (savedAt === null || savedAt <= (here.savedAt ?? Number.NEGATIVE_INFINITY)) return;
  merged.list[at] = { ...here, savedAt };
  merged.resaved.set(here.id, { id: here.id, savedAt });
}

/** A backup's copy of a shoot, as read (its id is the other device's). */
type Copy = Pick<HistoryItem, 'savedAt' | 'shootStatus' | 'location' | StandingField>;
type StandingField = 'eventStatus' | 'witnessed' | 'signed' | 'leaveOutOfHandicap';

/** What an edit changes and combine carries over, in a fixed order for breaking a tie. */
function editedFields(item: Pick<HistoryItem, 'shootStatus' | 'location' | StandingField>): string {
  const standing = standingOf(item);
  // The standing is listed after the old fields, so copies that differ only there still order alike.
  return JSON.stringify([
    shootStatusOf(item),
    item.location ?? null,
    standing.eventStatus,
    standing.witnessed,
    standing.signed,
    standing.leaveOutOfHandicap,
  ]);
}

/** The copy saved or last edited later; copies of the same moment are ordered by what they say. */
function isLaterCopy(incoming: Copy, here: HistoryItem): boolean {
  const incomingAt = incoming.savedAt ?? Number.NEGATIVE_INFINITY;
  const hereAt = here.savedAt ?? Number.NEGATIVE_INFINITY;
  if (incomingAt !== hereAt) return incomingAt > hereAt;
  return editedFields(incoming) > editedFields(here);
}

/**
 * A shoot already here under the same identity keeps its place, id, arrows and notes; when the backup's
 * copy was saved or edited later, its status and place win (the newer edit) and it takes that time, so
 * whichever order copies arrive in, the phones end alike and a deletion judges the latest copy.
 */
function keepLaterShootCopy(
  merged: MergedList<HistoryItem, number, ResavedShoot>,
  at: number,
  incoming: Copy,
): void {
  const here = merged.list[at]!;
  if (!isLaterCopy(incoming, here)) return;
  const next: HistoryItem = withStanding(
    { ...here, shootStatus: shootStatusOf(incoming) },
    standingOf(incoming),
  );
  if (incoming.savedAt !== undefined) next.savedAt = incoming.savedAt;
  if (incoming.location) next.location = incoming.location;
  else delete next.location;
  merged.list[at] = next;
  merged.resaved.set(here.id, {
    id: here.id,
    savedAt: next.savedAt ?? null,
    shootStatus: shootStatusOf(next),
    location: next.location ?? null,
    ...standingOf(next),
  });
}

function mergeHistory(
  local: readonly HistoryItem[],
  raw: unknown,
  findRound: RoundFinder,
  judges: Judges,
  errors: string[],
  skipped: SkippedShoot[],
): MergedList<HistoryItem, number, ResavedShoot> {
  const { kept, removed } = withoutHidden<HistoryItem, number>(local, (item) =>
    judges.incoming.hidesShoot(item),
  );
  const merged: MergedList<HistoryItem, number, ResavedShoot> = {
    list: kept,
    added: 0,
    removed,
    resaved: new Map(),
  };
  // Items from here on in the list came from the backup: matching one of them is a duplicate within it.
  const firstAdded = kept.length;
  if (raw === undefined || raw === null) return merged;
  if (!Array.isArray(raw)) {
    errors.push(MERGE_ERROR.operation);
    return merged;
  }
  const known = new Map<string, number>();
  kept.forEach((item, at) => {
    if (!known.has(shootIdentity(item))) known.set(shootIdentity(item), at);
  });
  let nextId = nextHistoryId(local);
  for (const entry of raw) {
    const read = readHistoryItem(entry, findRound);
    if (!read.ok) {
      const date = asRecord(entry)?.['date'];
      const failed = MERGE_ERROR.historyItem(
        typeof date === 'string' && date.trim() !== '' ? date : UNKNOWN_DATE,
      );
      // An unknown event status is named, so the archer knows which shoot was set aside and why.
      errors.push(read.error.reason === 'unknown-event-status' ? `${failed}: ${read.error.message}` : failed);
      continue;
    }
    const savedAt = savedAtOf(entry);
    const item = savedAt === null ? read.value : { ...read.value, savedAt };
    // Deleted here (or on the phone that made the backup) after this copy was saved: it stays deleted.
    if (judges.all.hidesShoot(item)) continue;
    const key = shootIdentity(item);
    const at = known.get(key);
    if (at !== undefined) {
      if (at >= firstAdded) skipped.push({ gameType: item.gameType, score: item.score, date: item.date });
      keepLaterShootCopy(merged, at, item);
      continue;
    }
    known.set(key, merged.list.length);
    // Backup ids belong to another device's numbering, so added items take the next local ids.
    merged.list.push({ ...item, id: nextId++ });
    merged.added += 1;
  }
  return merged;
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
  judges: Judges,
  errors: string[],
): MergedList<SightMark, string, Resaved<string>> {
  const { kept, removed } = withoutHidden<SightMark, string>(local, (mark) =>
    judges.incoming.hidesSightMark(mark),
  );
  const merged: MergedList<SightMark, string, Resaved<string>> = {
    list: kept,
    added: 0,
    removed,
    resaved: new Map(),
  };
  if (raw === undefined || raw === null) return merged;
  if (!Array.isArray(raw)) {
    errors.push(MERGE_ERROR.operation);
    return merged;
  }
  const taken = new Set(local.map((mark) => mark.id));
  const known = new Map<string, number>();
  kept.forEach((mark, at) => {
    if (!known.has(sightMarkIdentity(mark))) known.set(sightMarkIdentity(mark), at);
  });
  for (const entry of raw) {
    const read = readSightMark(entry, newId);
    if (!read.ok) {
      errors.push(MERGE_ERROR.sightMark);
      continue;
    }
    const savedAt = savedAtOf(entry);
    const mark = savedAt === null ? read.value : { ...read.value, savedAt };
    if (judges.all.hidesSightMark(mark)) continue;
    const key = sightMarkIdentity(mark);
    const at = known.get(key);
    if (at !== undefined) {
      keepLaterSavedTime(merged, at, savedAt);
      continue;
    }
    const id = uniqueId(mark.id, taken, newId);
    taken.add(id);
    known.set(key, merged.list.length);
    merged.list.push({ ...mark, id });
    merged.added += 1;
  }
  return merged;
}

function mergeProfile(local: UserProfile, raw: unknown, errors: string[]): UserProfile {
  if (raw === undefined || raw === null) return local;
  if (asRecord(raw) === null) {
    errors.push(MERGE_ERROR.userProfile);
    return local;
  }
  return mergeUserProfiles(local, readUserProfileFields(raw));
}

/** Merges a backup payload ({ history, sightMarks, user, tombstones, ... }) into local data. Never throws. */
export function mergeBackup(local: LocalData, backup: unknown, options: MergeOptions): MergeResult {
  const payload = asRecord(backup);
  const tombstones = new TombstoneSet(local.tombstones);
  if (payload === null) {
    return {
      success: false,
      history: [...local.history],
      sightMarks: [...local.sightMarks],
      user: local.user,
      addedHistory: 0,
      addedSightMarks: 0,
      removedHistoryIds: [],
      removedSightMarkIds: [],
      skippedDuplicateShoots: [],
      resavedHistory: [],
      resavedSightMarks: [],
      newTombstones: { shoots: [], sightMarks: [] },
      tombstones: tombstones.list(),
      errors: [MERGE_ERROR.operation],
    };
  }
  const errors: string[] = [];
  // Local items were judged against this device's own tombstones when they were deleted or added; the
  // backup's tombstones hide copies here and there alike, and this device's hide the backup's copies.
  const fromBackup = readTombstones(payload['tombstones']);
  const newTombstones = tombstones.addAll(fromBackup);
  const incoming = new TombstoneSet(fromBackup);
  const judges = { incoming, all: tombstones };
  const skipped: SkippedShoot[] = [];
  const history = mergeHistory(local.history, payload['history'], options.findRound, judges, errors, skipped);
  const marks = mergeSightMarks(
    local.sightMarks,
    payload['sightMarks'],
    options.newSightMarkId,
    judges,
    errors,
  );
  const user = mergeProfile(local.user, payload['user'], errors);
  return {
    success: errors.length === 0,
    history: history.list,
    sightMarks: marks.list,
    user,
    addedHistory: history.added,
    addedSightMarks: marks.added,
    removedHistoryIds: history.removed,
    removedSightMarkIds: marks.removed,
    skippedDuplicateShoots: skipped,
    resavedHistory: [...history.resaved.values()],
    resavedSightMarks: [...marks.resaved.values()],
    newTombstones,
    tombstones: tombstones.list(),
    errors,
  };
}
