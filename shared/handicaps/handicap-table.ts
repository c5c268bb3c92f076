/**
 * Integer handicap tables, cached per scoring table: T(h) for integer h from LOWEST_HANDICAP upwards.
 * A table grows lazily: the official range and class handicaps need h <= 150, and only scores of a
 * handful of points need the long tail where the expected score underflows to nothing (around
 * h = 600). Score -> handicap is a lookup by the forward-table rule (doc section 3.5), never a
 * root-finder.
 */
import type { ScoringTable } from './scoring-table.js';
import { tableScore } from './round-score.js';

/** Low enough that every round's maximum score is reached (1440 (90m) needs -25). */
export const LOWEST_HANDICAP = -80;
/** Safety stop: expected scores underflow to zero well before this. */
const HIGHEST_HANDICAP = 2000;
/** First growth covers the official table (0..150) plus the gap check one point beyond. */
const FIRST_EXTENT = 160;
const GROWTH = 100;

interface IntegerTable {
  /** scores[i] is T(LOWEST_HANDICAP + i); non-increasing. */
  scores: number[];
  /** True once the table reaches a score <= 0 (or the safety stop): nothing changes beyond. */
  complete: boolean;
}

const cache = new Map<string, IntegerTable>();

function grow(table: ScoringTable, integer: IntegerTable, upTo: number): void {
  const { scores } = integer;
  const end = Math.min(upTo, HIGHEST_HANDICAP);
  for (let h = LOWEST_HANDICAP + scores.length; h <= end && !integer.complete; h++) {
    const t = tableScore(table, h);
    scores.push(t);
    if (t <= 0 || h === HIGHEST_HANDICAP) integer.complete = true;
  }
}

/** The cached integer table, computed at least up to handicap `upTo`. */
function integerTable(table: ScoringTable, upTo: number = FIRST_EXTENT): IntegerTable {
  let integer = cache.get(table.key);
  if (!integer) {
    integer = { scores: [], complete: false };
    cache.set(table.key, integer);
  }
  if (!integer.complete && LOWEST_HANDICAP + integer.scores.length - 1 < upTo) {
    grow(table, integer, Math.max(upTo, FIRST_EXTENT));
  }
  return integer;
}

/**
 * Table scores at fractional handicaps (class handicaps such as 20.5), memoised per scoring table:
 * the 64 categories and two schemes ask for the same few handicaps over and over.
 */
const fractional = new Map<string, Map<number, number>>();

/** T(h) for a fractional h, memoised. */
export function fractionalTableScore(table: ScoringTable, handicap: number): number {
  let memo = fractional.get(table.key);
  if (!memo) {
    memo = new Map();
    fractional.set(table.key, memo);
  }
  let score = memo.get(handicap);
  if (score === undefined) {
    score = tableScore(table, handicap);
    memo.set(handicap, score);
  }
  return score;
}

/** Forget every computed table (benchmarks measure from a cold cache). */
export function clearIntegerTables(): void {
  cache.clear();
  fractional.clear();
}

/** T(h) for an integer h, from the cache when in range. */
export function integerTableScore(table: ScoringTable, handicap: number): number {
  if (handicap < LOWEST_HANDICAP) return tableScore(table, handicap); // at the maximum anyway
  const { scores } = integerTable(table, handicap);
  const i = handicap - LOWEST_HANDICAP;
  // Past a complete table the expected score has underflowed: nothing more to score.
  return i < scores.length ? (scores[i] as number) : Math.min(0, scores[scores.length - 1] as number);
}

/**
 * Forward-table rule: the largest h with T(h) = score; if the score falls in a gap of the table, the
 * smallest h with T(h) < score. Caller guarantees 0 < score <= maximum.
 */
export function lookupHandicap(table: ScoringTable, score: number): number {
  let integer = integerTable(table);
  while (!integer.complete && (integer.scores[integer.scores.length - 1] as number) >= score) {
    integer = integerTable(table, LOWEST_HANDICAP + integer.scores.length + GROWTH);
  }
  const { scores } = integer;
  if ((scores[0] as number) < score) return LOWEST_HANDICAP;
  // First index whose table score is below the score (scores are non-increasing).
  let lo = 0;
  let hi = scores.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((scores[mid] as number) < score) hi = mid;
    else lo = mid + 1;
  }
  const firstBelow = lo;
  const answer = scores[firstBelow - 1] === score ? firstBelow - 1 : firstBelow;
  return answer + LOWEST_HANDICAP;
}
