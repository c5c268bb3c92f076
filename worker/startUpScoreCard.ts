import { replayRecords } from '../shared/projections/replayRecords.js';
import { scoreCardFromSnapshot, takeScoreCardSnapshot } from '../shared/projections/scoreCardSnapshot.js';
import type { ProjectionContext, Projections } from '../shared/projections/projections.js';
import type { UpgradeRegistry } from '../shared/events/upgrades.js';
import type { EventStore } from './eventStore.js';

/**
 * The score card at start-up without replaying the history: a snapshot of what it needs, written after
 * a full replay and read back on the next open. It is a cache beside the log, never the truth: any
 * problem reading it means no early answer (the full replay follows regardless), and any problem
 * writing it only costs the next start-up some speed.
 */

interface SnapshotOptions {
  /** The engine build; a snapshot written by another build is ignored. Absent: no snapshot at all. */
  codeVersion?: string;
  context: ProjectionContext;
  upgrades?: UpgradeRegistry;
}

/**
 * The stored snapshot (if this build wrote it and it reads back whole) with every record written after
 * it applied; `seq` stays the snapshot's own, so start-up knows to write a newer one.
 */
export async function readStartUpScoreCard(
  store: EventStore,
  options: SnapshotOptions,
): Promise<{ state: Projections; seq: number } | null> {
  if (options.codeVersion === undefined) return null;
  try {
    const early = scoreCardFromSnapshot(
      await store.readScoreCardSnapshot(),
      options.codeVersion,
      options.context,
    );
    if (early === null) return null;
    replayRecords(early.state, await store.readAfter(early.seq), options.upgrades, early.seq);
    return early;
  } catch {
    return null;
  }
}

/** The snapshot the next start-up begins from: the state as of log record `seq`. */
export async function writeStartUpScoreCard(
  store: EventStore,
  state: Projections,
  seq: number,
  codeVersion: string | undefined,
): Promise<void> {
  if (codeVersion === undefined) return;
  try {
    await store.writeScoreCardSnapshot(takeScoreCardSnapshot(state, seq, codeVersion));
  } catch {
    // The log is the truth; the next start-up simply replays it in full.
  }
}
