/**
 * Leaderboard positions of a live shoot.
 *
 * The rule: when every archer shoots the same round with the same bow type, positions go by raw total.
 * Otherwise (a Portsmouth beside a Bray I, a compound beside a recurve) they go by the AGB handicap each
 * archer's score so far implies, lower first. For a round still in progress that handicap is measured
 * on the arrows actually shot: the AGB table rule applied to the round's first `arrowsShot` arrows (same
 * distances and faces, in shooting order) and the total so far. A strong start is therefore
 * neither penalised for the arrows still to come nor flattered by projecting them. Handicaps are whole
 * numbers, as AGB prints them and as the score card shows them; equal ones share a position, and archers
 * with no scoring arrow yet come last. Compound archers are measured on the inner-10 table of indoor
 * rounds, as AGB does.
 *
 * Archers level on total on one round are told apart by the tie-break columns of that round in the era
 * of the shoot's date (shared/scoring/tieBreaks.ts: 10+X then X for WA outdoor before 2026, Xs then 10s
 * from 2026, hits then golds for AGB imperial, indoor and field rounds), counted on the arrows shot so
 * far. Level on those too, they share the position. Equal handicaps across rounds stay shared: counts
 * of different faces say nothing about who shot better.
 */
import { isCompoundBow } from '../classifications/category.js';
import { handicapForArrowsShot } from '../handicaps/handicaps.js';
import { findRound } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { tally } from '../scoring/arrowCounts.js';
import { compareByTieBreaks, tieBreakColumns, type TieBreakColumn } from '../scoring/tieBreaks.js';
import type { RankedBy } from './types.js';

export interface RankEntry {
  archerName: string;
  roundName: string;
  bowType: string;
  totalScore: number;
  arrowsShot: number;
  /** The arrows shot so far, for the tie-break counts. */
  scores: readonly ArrowValue[];
  /** Saved as incomplete: ranked below every archer not retired, with no handicap (retirement.ts). */
  retired?: boolean;
}

interface Standing {
  position: number;
  roundPosition: number;
  handicap: number | null;
}

interface Ranking {
  rankedBy: RankedBy;
  /** One standing per entry, in the order the entries were given. */
  standings: Standing[];
}

/**
 * The whole-number AGB handicap implied by `totalScore` over the first `arrowsShot` arrows of the round,
 * by the score card's own rule (handicapForArrowsShot, the same as a saved shoot's on a complete round)
 * and its own compound test, or null when there is nothing to measure (no scoring arrow yet, or a round
 * without a handicap table).
 */
export function impliedHandicap(
  roundName: string,
  bowType: string,
  totalScore: number,
  arrowsShot: number,
): number | null {
  if (!(totalScore > 0) || !(arrowsShot > 0)) return null;
  const round = findRound(roundName);
  if (!round) return null;
  const handicap = handicapForArrowsShot(round, totalScore, arrowsShot, { compound: isCompoundBow(bowType) });
  return handicap.ok ? handicap.handicap : null;
}

function roundKey(roundName: string): string {
  return findRound(roundName)?.name ?? roundName.trim().toLowerCase();
}

/** Competition ranking (1, 2, 2, 4) of the indexes by `better`, which returns < 0 when a ranks first. */
function competitionPositions(
  indexes: number[],
  better: (a: number, b: number) => number,
): Map<number, number> {
  const sorted = [...indexes].sort(better);
  const positions = new Map<number, number>();
  sorted.forEach((index, place) => {
    const previous = sorted[place - 1];
    const tied = previous !== undefined && better(previous, index) === 0;
    positions.set(index, tied ? (positions.get(previous) ?? place + 1) : place + 1);
  });
  return positions;
}

/** The era's tie-break columns of an entry's arrows so far; none for a round the catalogue does not hold. */
function entryTieBreaks(entry: RankEntry, shootDate: string): TieBreakColumn[] {
  const round = findRound(entry.roundName);
  return round ? tieBreakColumns(tally(entry.scores, round), round, shootDate) : [];
}

/**
 * Positions of every archer in a shoot, by the rule in this file's header; `shootDate` (ISO) picks the
 * era of the tie-break columns.
 */
export function rankArchers(entries: readonly RankEntry[], shootDate: string): Ranking {
  const rounds = entries.map((entry) => roundKey(entry.roundName));
  const bows = entries.map((entry) => entry.bowType.trim().toLowerCase());
  const sameField = rounds.every((round) => round === rounds[0]) && bows.every((bow) => bow === bows[0]);
  const rankedBy: RankedBy = sameField ? 'score' : 'handicap';

  const handicaps = entries.map((entry) =>
    entry.retired === true
      ? null
      : impliedHandicap(entry.roundName, entry.bowType, entry.totalScore, entry.arrowsShot),
  );
  // A retired archer's total is final but short: they rank below everyone still in the round.
  const retiredLast = (a: number, b: number): number =>
    Number(entries[a]?.retired === true) - Number(entries[b]?.retired === true);
  const tieBreaks = entries.map((entry) => entryTieBreaks(entry, shootDate));
  // Only used within one round (every entry, or one round's group), so the columns always match.
  const byTotal = (a: number, b: number): number =>
    retiredLast(a, b) ||
    (entries[b]?.totalScore ?? 0) - (entries[a]?.totalScore ?? 0) ||
    compareByTieBreaks(tieBreaks[a] ?? [], tieBreaks[b] ?? []);
  const byTotalOnly = (a: number, b: number): number =>
    (entries[b]?.totalScore ?? 0) - (entries[a]?.totalScore ?? 0);
  const byHandicap = (a: number, b: number): number => {
    const retired = retiredLast(a, b);
    if (retired !== 0) return retired;
    const ha = handicaps[a] ?? null;
    const hb = handicaps[b] ?? null;
    if (ha === null && hb === null) return byTotalOnly(a, b);
    if (ha === null) return 1;
    if (hb === null) return -1;
    return ha - hb;
  };

  const all = entries.map((_, index) => index);
  const positions = competitionPositions(all, rankedBy === 'score' ? byTotal : byHandicap);
  const roundPositions = new Map<number, number>();
  for (const round of new Set(rounds)) {
    const group = all.filter((index) => rounds[index] === round);
    for (const [index, position] of competitionPositions(group, byTotal)) roundPositions.set(index, position);
  }
  return {
    rankedBy,
    standings: all.map((index) => ({
      position: positions.get(index) ?? index + 1,
      roundPosition: roundPositions.get(index) ?? 1,
      handicap: handicaps[index] ?? null,
    })),
  };
}
