import { summariseArrows, type ArrowSummary } from '../performance/arrowSummary.js';
import { lowerCase } from '../performance/nameCaches.js';
import { calendar } from '../performance/replayBuffers.js';
import { shootStatusOf, type HistoryItem } from '../history/historyItem.js';
import type { Round } from '../rounds/round.js';
import { DAY_MS, parseDateMs } from '../time/dates.js';
import type { ShootFacts } from './types.js';

/**
 * The facts every achievement rule reads, worked out when a shoot is added from the one walk over its
 * arrows (shared/performance/arrowSummary.ts) that the history projection makes too. Rules then never touch
 * arrows again, so re-deriving after a delete or edit only re-runs the cheap rule fold, and replaying
 * years of shoots walks each arrow once.
 */

/** What the history projection has already worked out from a shoot (its SavedShoot carries both). */
export interface ShootWorkings {
  arrowSummary: ArrowSummary;
  /** The date as parsed by parseDateMs. */
  time: number | null;
}

/** The facts of a shoot; `workings` spares a caller that has them already from working them out again. */
export function shootFacts(
  item: HistoryItem,
  round: Round | undefined,
  workings: ShootWorkings = {
    arrowSummary: summariseArrows(item.scores, round),
    time: parseDateMs(item.date),
  },
): ShootFacts {
  const summary = workings.arrowSummary;
  const time = workings.time ?? 0;
  calendar.setTime(time);
  const arrows = item.scores.length;
  return {
    id: item.id,
    date: item.date,
    time,
    day: Math.floor(time / DAY_MS),
    monthKey: calendar.getUTCFullYear() * 12 + calendar.getUTCMonth(),
    month: calendar.getUTCMonth(),
    gameType: round?.name ?? lowerCase(item.gameType),
    round,
    score: item.score,
    arrows,
    hits: arrows - summary.misses,
    misses: summary.misses,
    leadingHits: summary.leadingHits,
    trailingHits: summary.trailingHits,
    longestHits: summary.longestHits,
    // A round kept unfinished never counts as complete, whatever its arrows.
    complete:
      item.complete !== false && round !== undefined && round.maxArrows !== null && arrows >= round.maxArrows,
    status: shootStatusOf(item),
    bowType: lowerCase(item.userProfile?.bowType ?? ''),
    gender: lowerCase(item.userProfile?.gender ?? ''),
    duration: item.shootDuration ?? 0,
    location: item.location,
    // A field round's passes are modelled distances, not where the arrows were shot: a field shoot
    // earns no per-distance feats (docs/field-and-vi-rounds.md section 7); its arrows still count.
    distances: round?.discipline === 'field' ? [] : summary.distances,
  };
}

/** Date order, ties by id: the order every rule folds shoots in. */
export function compareShoots(
  a: Pick<ShootFacts, 'time' | 'id'>,
  b: Pick<ShootFacts, 'time' | 'id'>,
): number {
  return a.time - b.time || a.id - b.id;
}
