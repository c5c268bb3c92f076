/**
 * Integer handicap tables, computed once per scoring table and cached: T(h) for every integer h from
 * LOWEST_HANDICAP until the expected score underflows to nothing. Score -> handicap is then a lookup by
 * the forward-table rule (doc section 3.5), never a root-finder.
 */
import type { ScoringTable } from './scoring-table.js';
import { tableScore } from './round-score.js';

/** Low enough that every round's maximum score is reached (1440 (90m) needs -25). */
export const LOWEST_HANDICAP = -80;
/** Safety stop: expected scores underflow to zero well before this (around h = 600). */
const HIGHEST_HANDICAP = 2000;

export interface IntegerTable {
  /** scores[i] is T(LOWEST_HANDICAP + i); non-increasing, last entry <= 0. */
  scores: Int32Array;
}

const cache = new Map<string, IntegerTable>();

/** The cached integer table of a scoring table (computed on first use). */
export function integerTable(table: ScoringTable): IntegerTable {
  const cached = cache.get(table.key);
  if (cached) return cached;
  const scores: number[] = [];
  for (let h = LOWEST_HANDICAP; h <= HIGHEST_HANDICAP; h++) {
    const t = tableScore(table, h);
    scores.push(t);
    if (t <= 0) break;
  }
  const built = { scores: Int32Array.from(scores) };
  cache.set(table.key, built);
  return built;
}

/** Forget every computed table (benchmarks measure from a cold cache). */
export function clearIntegerTables(): void {
  cache.clear();
}

/** T(h) for an integer h, from the cache when in range. */
export function integerTableScore(table: ScoringTable, handicap: number): number {
  const { scores } = integerTable(table);
  const i = handicap - LOWEST_HANDICAP;
  if (i >= 0 && i < scores.length) return scores[i] as number;
  // Above the computed range the expected score has underflowed; below it, it is the maximum.
  return i < 0 ? tableScore(table, handicap) : Math.min(0, scores[scores.length - 1] as number);
}

/**
 * Forward-table rule: the largest h with T(h) = score; if the score falls in a gap of the table, the
 * smallest h with T(h) < score. Caller guarantees 0 < score <= maximum.
 */
export function lookupHandicap(table: ScoringTable, score: number): number {
  const { scores } = integerTable(table);
  // First index whose table score is below the score (scores are non-increasing).
  let lo = 0;
  let hi = scores.length - 1;
  if ((scores[0] as number) < score) return LOWEST_HANDICAP;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((scores[mid] as number) < score) hi = mid;
    else lo = mid + 1;
  }
  const firstBelow = lo;
  const answer = scores[firstBelow - 1] === score ? firstBelow - 1 : firstBelow;
  return answer + LOWEST_HANDICAP;
}
