import type { EngineFailureReason } from '../contract/engine.js';
import { fail, type Result } from '../core/result.js';
import type { ImportSummary } from '../contract/backupViews.js';
import { BACKUP_ITEM_LIMITS, TOMBSTONE_LIMITS } from '../backups/limits.js';
import type { HistoryImported, ImportSource } from '../events/eventTypes.js';
import { makeEvent, type EventSource } from '../events/makeEvent.js';
import type { ProfileChanges } from '../events/records.js';
import { mergeBackup } from '../history/mergeBackup.js';
import { missingArrows } from '../history/missingArrows.js';
import { asRecord } from '../history/readFields.js';
import type { UserProfile } from '../history/userProfile.js';
import { TombstoneSet } from '../history/tombstones.js';
import { deletedShootIds, importNotes, shootIdMapping } from './importNotes.js';
import { plainData } from './plainData.js';
import type { Projections } from '../projections/projections.js';
import { appCategoryValues } from './importedProfileValues.js';
import { parseFile, unwrapPayload } from './readBackupFile.js';

/**
 * Importing a backup payload or the old app's export ({ history, notes, user }). The whole outcome is
 * decided here, before anything is stored: the merge rules of shared/history pick the shoots and sight
 * marks that are new, and the result becomes one history-imported event. So a file is either applied
 * whole, in one transaction, or (when it is not such a file at all) refused with nothing changed.
 * Single entries that cannot be read are set aside and listed, as the merge rules do.
 */

interface ImportPlan {
  /** Null when the file adds nothing: nothing is stored. */
  event: HistoryImported | null;
  summary: ImportSummary;
}

type ImportResult = Result<ImportPlan, EngineFailureReason>;

function invalid(message: string): ImportResult {
  return fail('invalid-import', message);
}

function checkShape(payload: Record<string, unknown>): string | null {
  const lists = {
    history: BACKUP_ITEM_LIMITS.history,
    notes: BACKUP_ITEM_LIMITS.notes,
    sightMarks: BACKUP_ITEM_LIMITS.sightMarks,
  };
  if (!['history', 'notes', 'user', 'sightMarks'].some((key) => key in payload)) {
    return 'The file has no history, notes, profile or sight marks';
  }
  for (const [key, limit] of Object.entries(lists)) {
    const value = payload[key];
    if (value === undefined || value === null) continue;
    if (!Array.isArray(value)) return `The file's ${key} is not a list`;
    if (value.length > limit) return `The file holds more ${key} than this app accepts (${limit})`;
  }
  const user = payload['user'];
  if (user !== undefined && user !== null && asRecord(user) === null)
    return "The file's profile is not an object";
  return checkTombstones(payload['tombstones']);
}

/** Tombstones are optional (older files have none), but a file cannot make this app read millions. */
function checkTombstones(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  const tombstones = asRecord(raw);
  if (tombstones === null) return "The file's deleted items are not an object";
  for (const [key, limit] of Object.entries(TOMBSTONE_LIMITS)) {
    const value = tombstones[key];
    if (value === undefined || value === null) continue;
    if (!Array.isArray(value)) return `The file's deleted ${key} are not a list`;
    if (value.length > limit) return `The file holds more deleted ${key} than this app accepts (${limit})`;
  }
  return null;
}

/** What a backup or export may hold that this app keeps (or, for the wrapper fields, reads). */
const KNOWN_PARTS = new Set([
  'history',
  'notes',
  'user',
  'sightMarks',
  'preferences',
  'timestamp',
  'deviceId',
  'tombstones',
  // Checked before the import is planned (readBackupFile.ts), so never an unknown part.
  'manifest',
]);

/** Parts of the file this app does not keep (a newer app's data, say): named, never dropped silently. */
function unkeptParts(payload: Record<string, unknown>): string[] {
  return Object.keys(payload)
    .filter((key) => !KNOWN_PARTS.has(key))
    .map((key) => key.slice(0, 40));
}

function profileChanges(before: UserProfile, after: UserProfile): ProfileChanges {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof UserProfile)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  }
  return changes as ProfileChanges;
}

function preferencesOf(payload: Record<string, unknown>): Record<string, unknown> | null {
  const preferences = asRecord(payload['preferences']);
  if (preferences === null) return null;
  return plainData(preferences) as Record<string, unknown>;
}

/**
 * `from` names shoots that are not the archer's own file read back (a competition's results, a target
 * card): the event says so, since the awards they earn are news (shared/achievements/arrival.ts).
 */
export function planImport(
  state: Projections,
  file: unknown,
  source: EventSource,
  from?: Extract<ImportSource, 'competition-results' | 'target-card'>,
): ImportResult {
  let parsed: unknown;
  try {
    parsed = parseFile(file);
  } catch (error) {
    return invalid(error instanceof Error ? error.message : String(error));
  }
  const record = asRecord(parsed);
  if (record === null) return invalid('The file is not a backup or an export of this app');
  const payload = unwrapPayload(record);
  const problem = checkShape(payload);
  if (problem !== null) return invalid(problem);

  const format = ['sightMarks', 'deviceId', 'preferences', 'tombstones'].some((key) => key in payload)
    ? 'backup'
    : 'legacy-export';
  const findRound = state.context.findRound;
  const local = {
    history: [...state.history.shoots.values()].map((shoot) => shoot.item),
    sightMarks: [...state.sightMarks.values()],
    user: state.profile,
    tombstones: state.tombstones.list(),
  };
  const merged = mergeBackup(local, payload, { findRound, newSightMarkId: () => source.newId() });
  // Added items take ids no local item had; local items keep theirs (some with a later saved time).
  const localShootIds = new Set(local.history.map((item) => item.id));
  const localMarkIds = new Set(local.sightMarks.map((mark) => mark.id));
  const items = merged.history.filter((item) => !localShootIds.has(item.id));
  const sightMarks = merged.sightMarks.filter((mark) => !localMarkIds.has(mark.id));
  const tombstones = {
    tombstones: merged.newTombstones,
    removedShootIds: merged.removedHistoryIds,
    removedSightMarkIds: merged.removedSightMarkIds,
    resaved: {
      shoots: merged.resavedHistory.map((copy) => ({ ...copy })),
      sightMarks: merged.resavedSightMarks.map(({ id, savedAt }) => ({ id, savedAt })),
    },
  };
  // The file's old spellings ("senior", "Women") come in as the app's values, never as a raw extra choice.
  const profile = profileChanges(state.profile, appCategoryValues(merged.user));
  const rawHistory = Array.isArray(payload['history']) ? payload['history'] : [];
  const notes = importNotes(
    payload['notes'],
    // Deleted notes count as here: an older file still holding one must not bring it back.
    [...state.notes.all(), ...state.notes.deleted()],
    shootIdMapping(rawHistory, merged.history, findRound),
    () => source.newId(),
    deletedShootIds(rawHistory, new TombstoneSet(merged.tombstones), findRound),
  );

  const summary: ImportSummary = {
    format,
    shootsAdded: items.length,
    sightMarksAdded: sightMarks.length,
    shootsRemoved: tombstones.removedShootIds.length,
    sightMarksRemoved: tombstones.removedSightMarkIds.length,
    notesAdded: notes.notes.length,
    profileFieldsFilled: Object.keys(profile),
    setAside: [...merged.errors, ...notes.setAside],
    duplicatesSkipped: merged.skippedDuplicateShoots,
    unknownRounds: [...new Set(items.map((item) => item.gameType))].filter((name) => !findRound(name)),
    ignoredParts: unkeptParts(payload),
    preferences: preferencesOf(payload),
    shootsMissingArrows: items.flatMap((item) => {
      const missing = missingArrows(item, findRound(item.gameType));
      return missing === null
        ? []
        : [{ gameType: item.gameType, score: item.score, date: item.date, ...missing }];
    }),
  };
  const changesSomething =
    items.length > 0 ||
    sightMarks.length > 0 ||
    notes.notes.length > 0 ||
    summary.profileFieldsFilled.length > 0 ||
    tombstones.tombstones.shoots.length + tombstones.tombstones.sightMarks.length > 0 ||
    tombstones.removedShootIds.length + tombstones.removedSightMarkIds.length > 0 ||
    tombstones.resaved.shoots.length + tombstones.resaved.sightMarks.length > 0;
  const event = changesSomething
    ? makeEvent(
        'history-imported',
        { source: from ?? format, items, notes: notes.notes, sightMarks, profile, ...tombstones },
        source,
      )
    : null;
  return { ok: true, value: { event, summary } };
}
