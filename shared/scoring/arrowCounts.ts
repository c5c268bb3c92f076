import type { ArrowValue, Round } from '../rounds/round.js';
import { arrowScore } from './arrowValues.js';

/** Hits, score, golds and Xs of a run of arrows: the H, S, G and X columns of a scorecard. */
export interface Tally {
  hits: number;
  score: number;
  golds: number;
  xs: number;
}

type ScoringRound = Pick<Round, 'passes' | 'goldThreshold'>;

/** A hit is any arrow on the face: everything but a miss. */
export function isHit(arrow: ArrowValue): boolean {
  return arrow !== 'M';
}

/**
 * A gold is an arrow at or above the round's gold threshold (9 imperial, 10 metric, 5 Worcester,
 * 10 Vegas 300). An X is always a gold because it is worth the top ring.
 */
export function isGold(arrow: ArrowValue, round: ScoringRound): boolean {
  if (arrow === 'M') return false;
  return arrowScore(arrow, round) >= round.goldThreshold;
}

/** Hits, score, golds and Xs of the arrows in one pass. */
export function tally(arrows: readonly ArrowValue[], round: ScoringRound): Tally {
  const result: Tally = { hits: 0, score: 0, golds: 0, xs: 0 };
  for (const arrow of arrows) {
    if (isHit(arrow)) result.hits += 1;
    if (isGold(arrow, round)) result.golds += 1;
    if (arrow === 'X') result.xs += 1;
    result.score += arrowScore(arrow, round);
  }
  return result;
}

/** Adds tallies column by column (distance subtotals into grand totals). */
export function addTallies(tallies: readonly Tally[]): Tally {
  const sum: Tally = { hits: 0, score: 0, golds: 0, xs: 0 };
  for (const t of tallies) {
    sum.hits += t.hits;
    sum.score += t.score;
    sum.golds += t.golds;
    sum.xs += t.xs;
  }
  return sum;
}
