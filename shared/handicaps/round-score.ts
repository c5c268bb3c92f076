/**
 * Expected round score and the AGB table score T(h) = ceil(expected score), the score at or above
 * which an archer earns handicap h (doc section 3.4).
 */
import { expectedArrowScore } from './model.js';
import type { ScoringTable } from './scoring-table.js';

/** Sum over passes of arrows x expected arrow score, unrounded (rounding happens once, on the total). */
export function expectedTableScore(table: ScoringTable, handicap: number): number {
  let total = 0;
  for (const p of table.passes) {
    total += p.arrows * expectedArrowScore(p.scoring, p.faceCm, p.distanceM, handicap, table.indoor);
  }
  return total;
}

/** The minimum score printed against handicap h: the expected total rounded up once. */
export function tableScore(table: ScoringTable, handicap: number): number {
  return Math.ceil(expectedTableScore(table, handicap));
}
