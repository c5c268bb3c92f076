/**
 * Public handicap API: score for a handicap, the official 0..150 table, and the handicap a score earns
 * (integer by the table rule, or decimal by bisection for display). Errors cross boundaries as data.
 */
import { fail, type Failed } from '../core/result.js';
import type { Round } from '../rounds/round.js';
import {
  clearIntegerTables,
  fractionalTableScore,
  integerTableScore,
  LOWEST_HANDICAP,
  lookupHandicap,
} from './handicap-table.js';
import { clearFaceCache } from './model.js';
import { expectedTableScore } from './round-score.js';
import {
  clearScoringTables,
  scoringTableFor,
  type HandicapOptions,
  type ScoringTable,
} from './scoring-table.js';

export type { HandicapOptions } from './scoring-table.js';

/** The official AGB tables print handicaps 0 to 150. */
const OFFICIAL_HANDICAPS = { min: 0, max: 150 } as const;

type HandicapErrorReason = 'no-handicap-table' | 'score-not-positive' | 'score-above-maximum';

type HandicapResult = { ok: true; handicap: number } | Failed<HandicapErrorReason>;

function tableOrThrow(round: Round, options: HandicapOptions): ScoringTable {
  const table = scoringTableFor(round, options);
  if (!table) throw new Error(`No handicap table for ${round.name}`);
  return table;
}

/** True when the round has a fixed set of arrows and so a handicap table (not practice rounds). */
export function hasHandicapTable(round: Round): boolean {
  return scoringTableFor(round) !== null;
}

/** Unrounded expected score of a handicap-h archer (h may be fractional). */
export function expectedScore(round: Round, handicap: number, options: HandicapOptions = {}): number {
  return expectedTableScore(tableOrThrow(round, options), handicap);
}

/**
 * Minimum score for handicap h, as the AGB table prints it: ceil of the expected total. Integer h are
 * served from the cached table; fractional h (class handicaps like 20.5) are computed.
 */
export function scoreForHandicap(round: Round, handicap: number, options: HandicapOptions = {}): number {
  const table = tableOrThrow(round, options);
  return Number.isInteger(handicap)
    ? integerTableScore(table, handicap)
    : fractionalTableScore(table, handicap);
}

/** The published table: scores for handicaps 0..150 (index = handicap). */
export function handicapTable(round: Round, options: HandicapOptions = {}): number[] {
  const table = tableOrThrow(round, options);
  const out: number[] = [];
  for (let h = OFFICIAL_HANDICAPS.min; h <= OFFICIAL_HANDICAPS.max; h++)
    out.push(integerTableScore(table, h));
  return out;
}

function checkScore(round: Round, score: number, options: HandicapOptions): ScoringTable | HandicapResult {
  const table = scoringTableFor(round, options);
  if (!table) return fail('no-handicap-table', `No handicap table for ${round.name}`);
  if (!(score > 0)) return fail('score-not-positive', `No handicap for a score of ${score}`);
  if (score > table.maxScore) {
    return fail(
      'score-above-maximum',
      `Score ${score} is above the maximum of ${table.maxScore} for ${round.name}`,
    );
  }
  return table;
}

/**
 * Integer handicap for a score by the forward-table rule: the worst handicap whose table score equals
 * it, or the worse neighbour when it falls in a gap. Can be negative (better than the table) or above
 * 150 (off the table) — callers decide how to show those.
 */
export function handicapForScore(round: Round, score: number, options: HandicapOptions = {}): HandicapResult {
  const checked = checkScore(round, score, options);
  if ('ok' in checked) return checked;
  return { ok: true, handicap: lookupHandicap(checked, Math.ceil(score)) };
}

/** Continuous handicap h with expected score = score, by bisection (for display only; max score -> table value). */
export function decimalHandicapForScore(
  round: Round,
  score: number,
  options: HandicapOptions = {},
): HandicapResult {
  const checked = checkScore(round, score, options);
  if ('ok' in checked) return checked;
  // The expected score only approaches the maximum, so a perfect score has no root: report the table
  // handicap (the worst handicap whose table still shows the maximum), as the official tables do.
  if (score === checked.maxScore) return { ok: true, handicap: lookupHandicap(checked, score) };
  let better = LOWEST_HANDICAP;
  let worse = 300;
  for (let i = 0; i < 60; i++) {
    const mid = (better + worse) / 2;
    if (expectedTableScore(checked, mid) > score) better = mid;
    else worse = mid;
  }
  return { ok: true, handicap: (better + worse) / 2 };
}

/** Scoring tables of a round's first N arrows, by the whole round's table key and N. */
let partialTables = new Map<string, ScoringTable>();

/** The table of the first `arrowsShot` arrows of a round's table, the last pass cut short. */
function firstArrowsTable(table: ScoringTable, arrowsShot: number): ScoringTable {
  const key = `${table.key} first ${arrowsShot}`;
  let partial = partialTables.get(key);
  if (partial) return partial;
  const passes: Array<ScoringTable['passes'][number]> = [];
  let remaining = arrowsShot;
  for (const pass of table.passes) {
    if (remaining <= 0) break;
    passes.push({ ...pass, arrows: Math.min(pass.arrows, remaining) });
    remaining -= pass.arrows;
  }
  partial = { key, passes, indoor: table.indoor, maxScore: table.maxScore };
  partialTables.set(key, partial);
  return partial;
}

/**
 * Integer handicap for a score made over the first `arrowsShot` arrows of a round (a live shoot part
 * way through), by the same forward-table rule as handicapForScore measured on the arrows actually
 * shot: a strong start is neither penalised for the arrows to come nor flattered by projecting them.
 * With every arrow shot it is handicapForScore exactly.
 */
export function handicapForArrowsShot(
  round: Round,
  score: number,
  arrowsShot: number,
  options: HandicapOptions = {},
): HandicapResult {
  const checked = checkScore(round, score, options);
  if ('ok' in checked) return checked;
  const roundArrows = checked.passes.reduce((sum, pass) => sum + pass.arrows, 0);
  if (!(arrowsShot > 0) || arrowsShot >= roundArrows) {
    return { ok: true, handicap: lookupHandicap(checked, Math.ceil(score)) };
  }
  return { ok: true, handicap: lookupHandicap(firstArrowsTable(checked, arrowsShot), Math.ceil(score)) };
}

/** Drop every cached table so the next call recomputes (benchmarks start cold). */
export function clearHandicapCache(): void {
  clearIntegerTables();
  clearScoringTables();
  partialTables = new Map();
  clearFaceCache();
}
