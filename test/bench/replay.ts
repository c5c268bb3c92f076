/**
 * Benchmark "replay": rebuild every projection from the events of a deterministic ten-year history
 * (5,000 saved shoots), against one plain loop summing the same arrows in the same run. `ms` and
 * `rawPassMs` are medians of warm runs; `coldMs` is the first rebuild after dropping the handicap and
 * classification caches, as a fresh worker does it.
 */
import { clearThresholdCache } from '../../shared/classifications/index.js';
import { replay } from '../../shared/engine/projections.js';
import { clearHandicapCache } from '../../shared/handicaps/index.js';
import { findRound } from '../../shared/rounds/catalogue.js';
import type { SyntheticHistory } from '../fixtures/syntheticHistory.js';
import { median, round, timed } from './measure.js';

const RUNS = 7;

/** The baseline: one plain loop adding up every arrow (X as 10, M as 0). */
export function rawPass(history: SyntheticHistory): number {
  let total = 0;
  for (const arrows of history.arrowLists) {
    for (const arrow of arrows) total += arrow === 'X' ? 10 : arrow === 'M' ? 0 : arrow;
  }
  return total;
}

export async function benchReplay(history: SyntheticHistory): Promise<Record<string, unknown>> {
  const context = { findRound, startedAt: new Date(Date.UTC(2026, 0, 1)) };
  clearHandicapCache();
  clearThresholdCache();
  let shootsReplayed = 0;
  const coldMs = timed(() => {
    shootsReplayed = replay(history.events, context).history.shoots.size;
  });
  if (shootsReplayed !== history.shoots)
    throw new Error(`Replay rebuilt ${shootsReplayed} shoots, not ${history.shoots}`);
  const replayRuns: number[] = [];
  const rawRuns: number[] = [];
  let checksum = 0;
  for (let i = 0; i < RUNS; i++) {
    replayRuns.push(timed(() => void replay(history.events, context)));
    rawRuns.push(timed(() => (checksum = rawPass(history))));
  }
  const ms = median(replayRuns);
  const rawPassMs = median(rawRuns);
  return {
    bench: 'replay',
    shoots: history.shoots,
    arrows: history.arrows,
    ms: round(ms),
    rawPassMs: round(rawPassMs),
    ratio: round(ms / rawPassMs),
    coldMs: round(coldMs),
    events: history.events.length,
    arrowSum: checksum,
  };
}
