import type { EngineEvent } from '../events/eventTypes.js';
import { EVENT_VERSIONS, readStoredEvent, type UpgradeRegistry } from '../events/upgrades.js';
import { applyEvent, type Projections } from './projections.js';

/** A record of the event log as read back: its place in the log and the event as stored (untrusted). */
export interface LogRecord {
  seq: number;
  raw: unknown;
}

/** Why a record was set aside at replay. */
export type SetAsideReason = 'unreadable' | 'not-applied';

/** What the worker does beside applying: keep track of records, tell screens, count what was set aside. */
interface ReplayHooks {
  /** After an event is applied, with its record's seq. */
  applied?: (event: EngineEvent, seq: number) => void;
  /**
   * For a record set aside: one that cannot be read (`unreadable`), or one the projections threw on
   * (`not-applied`: a fault in the app, not in the record or the storage). Either stays in the log.
   */
  setAside?: (seq: number, why: SetAsideReason) => void;
}

/**
 * The one loop that turns stored records into state: at start-up (the whole log), for the early score
 * card (the records after its snapshot) and when catching up with another tab (the records after the
 * last one seen). Records at or before `afterSeq` are skipped; one that cannot be read (damaged, or from
 * a newer app) is set aside, so it never stops the replay of everything after it. So is one whose
 * projection throws: a bug in one rule must not keep the archer from every screen. What it changed
 * before throwing cannot be undone here; the rest of the log still replays. Returns the last seq seen.
 */
export function replayRecords(
  state: Projections,
  records: Iterable<LogRecord>,
  upgrades: UpgradeRegistry = EVENT_VERSIONS,
  afterSeq = 0,
  hooks: ReplayHooks = {},
): number {
  let lastSeq = afterSeq;
  for (const record of records) {
    if (record.seq <= lastSeq) continue;
    lastSeq = record.seq;
    const read = readStoredEvent(record.raw, upgrades);
    if (!read.ok) {
      hooks.setAside?.(record.seq, 'unreadable');
      continue;
    }
    try {
      applyEvent(state, read.value);
    } catch {
      hooks.setAside?.(record.seq, 'not-applied');
      continue;
    }
    hooks.applied?.(read.value, record.seq);
  }
  return lastSeq;
}
