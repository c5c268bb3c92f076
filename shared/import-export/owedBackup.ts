import type { BackupOwed } from '../contract/engine.js';
import type { EngineEvent } from '../events/eventTypes.js';

/**
 * The owed-backup rule: this device owes the server a backup whenever its log holds a change a backup
 * carries that was written after the log position the last acknowledged backup held. The position is
 * stamped only once the server's answer says it stored that backup, so the rule never counts a change
 * as backed up that the server may not have; and it is kept with the log, so it holds across closing
 * the app. The mark also names whom the backup was stored under (the account signed in, or this
 * device's recovery code): a backup under one does not settle what is owed under another, so after
 * signing in everything is owed to the account until the server acknowledges a backup under it.
 */

/**
 * Events that change what a backup holds and so make one owed: a saved, edited, deleted or imported
 * shoot, a saved or deleted sight mark, and a restore. Scoring arrows of a shoot not yet saved, reading
 * achievements or stamping the time of a backup do not.
 */
const OWING_EVENTS: ReadonlySet<EngineEvent['type']> = new Set<EngineEvent['type']>([
  'shoot-saved',
  'shoot-updated',
  'shoot-deleted',
  'history-imported',
  'sight-mark-saved',
  'sight-mark-deleted',
  'data-restored',
]);

export function owesBackup(event: Pick<EngineEvent, 'type'>): boolean {
  return OWING_EVENTS.has(event.type);
}

/** What the device keeps about the last backup the server acknowledged. */
export interface BackupMark {
  /** The log position (seq of the last record) the backup held. */
  logPosition: number;
  /** When the server stored it (ISO time, from the server's answer). */
  storedAt: string;
  /** Whom it was stored under: the app's name for the account or the recovery code. */
  owner: string;
}

/** The mark as read back from storage: untrusted, so anything but a well-formed mark is no mark. */
export function backupMarkFrom(raw: unknown): BackupMark | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { logPosition, storedAt, owner } = raw as Partial<Record<keyof BackupMark, unknown>>;
  if (typeof logPosition !== 'number' || !Number.isSafeInteger(logPosition) || logPosition < 0) return null;
  if (typeof storedAt !== 'string' || Number.isNaN(Date.parse(storedAt))) return null;
  if (typeof owner !== 'string') return null;
  return { logPosition, storedAt, owner };
}

/**
 * The mark after the server acknowledged a backup holding `logPosition` under `owner`: never moved
 * back for the same owner, as an answer to an older upload (another tab's, or a slow one) must not undo
 * a newer acknowledgement. A different owner's acknowledgement replaces it: the latest owner is the one
 * backups now go to.
 */
export function acknowledge(previous: BackupMark | null, acknowledged: BackupMark): BackupMark {
  const sameOwner = previous !== null && previous.owner === acknowledged.owner;
  return sameOwner && previous.logPosition >= acknowledged.logPosition ? previous : acknowledged;
}

/**
 * How many changes the log holds past the mark, given the seqs of its owing records in log order; a
 * mark under another owner settles nothing.
 */
function changesNotBackedUp(owingSeqs: readonly number[], mark: BackupMark | null, owner: string): number {
  const through = mark !== null && mark.owner === owner ? mark.logPosition : 0;
  // Seqs only grow, so the ones past the mark are a tail: count back from the end.
  let count = 0;
  for (let i = owingSeqs.length - 1; i >= 0 && owingSeqs[i]! > through; i--) count += 1;
  return count;
}

export function backupOwed(owingSeqs: readonly number[], mark: BackupMark | null, owner: string): BackupOwed {
  return {
    changesNotBackedUp: changesNotBackedUp(owingSeqs, mark, owner),
    lastBackupAt: mark?.storedAt ?? null,
  };
}
