/**
 * Benchmark "replay": rebuild every projection from the events of a deterministic ten-year history
 * (5,000 saved shoots), against one plain loop summing the same arrows in the same run. `ms` and
 * `rawPassMs` are medians of warm runs; `coldMs` is the first rebuild after dropping the handicap and
 * classification caches, as a fresh worker does it. The rebuild includes the achievements (every rule
 * of docs/achievements.md folded over the history), read out as the worker does after start-up;
 * `achievementsMet` is how many the history meets.
 */
import { clearThresholdCache } from '../../shared/classifications/thresholds.js';
import { replay, type ProjectionContext } from '../../shared/projections/projections.js';
import { clearHandicapCache } from '../../shared/handicaps/handicaps.js';
import { findRound } from '../../shared/rounds/catalogue.js';
import type { SyntheticHistory } from '../fixtures/syntheticHistory.js';
import { median, round, timed } from './measure.js';

const RUNS = 7;

/** Rebuilds every projection, achievements included; returns the shoots and achievements rebuilt. */
function rebuild(history: SyntheticHistory, context: ProjectionContext): { shoots: number; met: number } {
  const state = replay(history.events, context);
  return { shoots: state.history.shoots.size, met: state.achievements.current().met.size };
}

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
  let rebuilt = { shoots: 0, met: 0 };
  const coldMs = timed(() => {
    rebuilt = rebuild(history, context);
  });
  if (rebuilt.shoots !== history.shoots)
    throw new Error(`Replay rebuilt ${rebuilt.shoots} shoots, not ${history.shoots}`);
  const replayRuns: number[] = [];
  const rawRuns: number[] = [];
  let checksum = 0;
  for (let i = 0; i < RUNS; i++) {
    replayRuns.push(timed(() => void rebuild(history, context)));
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
    achievementsMet: rebuilt.met,
    arrowSum: checksum,
  };
}
