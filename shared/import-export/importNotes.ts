import type { NoteRecord } from '../events/records.js';
import type { HistoryItem } from '../history/historyItem.js';
import type { RoundFinder } from '../history/legacyGameType.js';
import { sanitiseNoteText } from '../history/noteText.js';
import { asFiniteNumber, asRecord } from '../history/readFields.js';
import { shootIdentity } from '../history/mergeIdentity.js';
import type { TombstoneSet } from '../history/tombstones.js';
import { readHistoryItem } from '../history/readHistoryItem.js';
import { parseDateMs } from '../time/dates.js';
import { MAX_NOTE_LENGTH } from '../commands/diaryCommands.js';

/**
 * Notes of an imported file. The merge rules of shared/history cover history, sight marks and profile;
 * notes need one more step: a note points at a shoot by the file's id, and shoots take new local ids
 * when merged. A shoot is recognised across the two numberings the way the merge recognises it (same
 * date, round and score), so a note follows its shoot whether that shoot was added or already here.
 */

/** File shoot id -> local shoot id, for every readable shoot of the file now in the local history. */
export function shootIdMapping(
  rawHistory: readonly unknown[],
  merged: readonly HistoryItem[],
  findRound: RoundFinder,
): Map<number, number> {
  const local = new Map<string, number>();
  for (const item of merged) if (!local.has(shootIdentity(item))) local.set(shootIdentity(item), item.id);
  const mapping = new Map<number, number>();
  for (const raw of rawHistory) {
    const read = readHistoryItem(raw, findRound);
    if (!read.ok || read.value.id === null) continue;
    const localId = local.get(shootIdentity(read.value));
    if (localId !== undefined) mapping.set(read.value.id, localId);
  }
  return mapping;
}

/**
 * File shoot ids of the shoots a tombstone hides (deleted after that copy was saved): their notes went
 * with them, so they are left out quietly rather than reported as notes without a shoot.
 */
export function deletedShootIds(
  rawHistory: readonly unknown[],
  tombstones: TombstoneSet,
  findRound: RoundFinder,
): Set<number> {
  const ids = new Set<number>();
  for (const raw of rawHistory) {
    const read = readHistoryItem(raw, findRound);
    if (!read.ok || read.value.id === null) continue;
    const savedAt = asFiniteNumber(asRecord(raw)?.['savedAt']) ?? undefined;
    if (tombstones.hidesShoot({ ...read.value, ...(savedAt === undefined ? {} : { savedAt }) }))
      ids.add(read.value.id);
  }
  return ids;
}

interface ImportedNotes {
  notes: NoteRecord[];
  setAside: string[];
}

const NOTE_SET_ASIDE = 'Failed to add note';

function readTimestamp(raw: unknown): number | null {
  const n = asFiniteNumber(raw);
  if (n !== null) return n;
  return typeof raw === 'string' ? parseDateMs(raw) : null;
}

/**
 * The file's notes that are new here, with shoot ids moved to local numbering. A note already here (same
 * id, or same text and time) is skipped, so importing a file twice adds its notes once.
 */
export function importNotes(
  raw: unknown,
  existing: readonly NoteRecord[],
  shootIds: ReadonlyMap<number, number>,
  newId: () => string,
  deletedShoots: ReadonlySet<number> = new Set(),
): ImportedNotes {
  const result: ImportedNotes = { notes: [], setAside: [] };
  if (!Array.isArray(raw)) return result;
  const ids = new Set(existing.map((note) => note.id));
  const seen = new Set(existing.map((note) => JSON.stringify([note.text, note.timestamp])));
  for (const entry of raw) {
    const record = asRecord(entry);
    const text = typeof record?.['text'] === 'string' ? sanitiseNoteText(record['text']).trim() : '';
    const timestamp = readTimestamp(record?.['timestamp']);
    if (record === null || text === '' || text.length > MAX_NOTE_LENGTH || timestamp === null) {
      result.setAside.push(NOTE_SET_ASIDE);
      continue;
    }
    const rawShootId = asFiniteNumber(record['shootId']);
    const shootId = rawShootId === null ? null : (shootIds.get(rawShootId) ?? undefined);
    if (shootId === undefined && rawShootId !== null && deletedShoots.has(rawShootId)) continue;
    if (shootId === undefined) {
      result.setAside.push(`${NOTE_SET_ASIDE}: its shoot is not in the file`);
      continue;
    }
    const rawId = record['id'];
    const id = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : '';
    const fingerprint = JSON.stringify([text, timestamp]);
    if ((id !== '' && ids.has(id)) || seen.has(fingerprint)) continue;
    const noteId = id !== '' ? id : newId();
    const endNumber = asFiniteNumber(record['endNumber']);
    result.notes.push({
      id: noteId,
      text,
      timestamp,
      shootId,
      endNumber: endNumber !== null && Number.isSafeInteger(endNumber) && endNumber >= 1 ? endNumber : null,
      highlighted: record['highlighted'] === true,
    });
    ids.add(noteId);
    seen.add(fingerprint);
  }
  return result;
}
