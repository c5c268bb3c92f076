import type { EngineEvent } from '../events/eventTypes.js';
import { EVENT_VERSIONS, readStoredEvent, type UpgradeRegistry } from '../events/upgrades.js';
import { applyEvent, type Projections } from './projections.js';

/** A record of the event log as read back: its place in the log and the event as stored (untrusted). */
export interface LogRecord {
  seq: number;
  raw: unknown;
}

/** What the worker does beside applying: keep track of records, tell screens, count what was set aside. */
interface ReplayHooks {
  /** After an event is applied, with its record's seq. */
  applied?: (event: EngineEvent, seq: number) => void;
  /** For a record that cannot be read: it is set aside, never applied. */
  setAside?: (seq: number) => void;
}

/**
 * The one loop that turns stored records into state: at start-up (the whole log), for the early score
 * card (the records after its snapshot) and when catching up with another tab (the records after the
 * last one seen). Records at or before `afterSeq` are skipped; one that cannot be read (damaged, or from
 * a newer app) is set aside, so it never stops the replay of everything after it. Returns the last seq
 * seen.
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
      hooks.setAside?.(record.seq);
      continue;
    }
    applyEvent(state, read.value);
    hooks.applied?.(read.value, record.seq);
  }
  return lastSeq;
}
