/**
 * Leaderboard positions of a live shoot.
 *
 * The rule: when every archer shoots the same round with the same bow type, positions go by raw total.
 * Otherwise (a Portsmouth beside a Bray I, a compound beside a recurve) they go by the AGB handicap each
 * archer's score so far implies, lower first. For a round still in progress that handicap is measured
 * on the arrows actually shot: the h whose expected score over the round's first `arrowsShot` arrows
 * (same distances and faces, in shooting order) equals the total so far. A strong start is therefore
 * neither penalised for the arrows still to come nor flattered by projecting them. Handicaps are compared
 * at one decimal, as shown; equal ones share a position, and archers with no scoring arrow yet come last.
 * Compound archers are measured on the inner-10 table of indoor rounds, as AGB does.
 */
import { expectedArrowScore } from '../handicaps/model.js';
import { toMetres } from '../rounds/build-round.js';
import { findRound } from '../rounds/catalogue.js';
import type { Pass } from '../rounds/round.js';
import type { RankedBy } from './types.js';

export interface RankEntry {
  archerName: string;
  roundName: string;
  bowType: string;
  totalScore: number;
  arrowsShot: number;
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

/** Search range of the handicap scale (the AGB tables print 0..150; the model extends both ways). */
const BEST_HANDICAP = -80;
const WORST_HANDICAP = 300;

interface ShotPass {
  arrows: number;
  scoring: Pass['scoring'];
  faceCm: number;
  distanceM: number;
}

/** The passes covering the first `arrowsShot` arrows of a round, the last one cut short. */
function passesShot(passes: readonly Pass[], arrowsShot: number): ShotPass[] {
  const shot: ShotPass[] = [];
  let remaining = arrowsShot;
  for (const pass of passes) {
    if (remaining <= 0) break;
    const arrows = Math.min(pass.arrows, remaining);
    shot.push({
      arrows,
      scoring: pass.scoring,
      faceCm: pass.faceCm,
      distanceM: toMetres(pass.distance, pass.unit),
    });
    remaining -= arrows;
  }
  const last = shot[shot.length - 1];
  // More arrows than the round holds cannot reach here through the API; count them at the last distance.
  if (remaining > 0 && last) last.arrows += remaining;
  return shot;
}

function isCompound(bowType: string): boolean {
  return /compound/i.test(bowType);
}

const cache = new Map<string, number | null>();
const CACHE_LIMIT = 20_000;

/**
 * Handicap (unrounded) implied by `totalScore` over the first `arrowsShot` arrows of the round, or
 * null when there is nothing to measure (no scoring arrow yet, or a round the catalogue does not know).
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
  const compound = isCompound(bowType) && round.compoundVariant !== null;
  const key = `${round.name}|${compound ? 'c' : ''}|${totalScore}|${arrowsShot}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;

  const passes = compound && round.compoundVariant ? round.compoundVariant.passes : round.passes;
  const shot = passesShot(passes, arrowsShot);
  const indoor = !round.isOutdoor;
  const expected = (handicap: number): number =>
    shot.reduce(
      (sum, p) => sum + p.arrows * expectedArrowScore(p.scoring, p.faceCm, p.distanceM, handicap, indoor),
      0,
    );

  let handicap: number;
  if (expected(BEST_HANDICAP) <= totalScore) handicap = BEST_HANDICAP;
  else if (expected(WORST_HANDICAP) >= totalScore) handicap = WORST_HANDICAP;
  else {
    // Expected score falls as the handicap rises: bisect for the crossing.
    let better = BEST_HANDICAP;
    let worse = WORST_HANDICAP;
    for (let i = 0; i < 40; i++) {
      const mid = (better + worse) / 2;
      if (expected(mid) > totalScore) better = mid;
      else worse = mid;
    }
    handicap = (better + worse) / 2;
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, handicap);
  return handicap;
}

function roundKey(roundName: string): string {
  return findRound(roundName)?.name ?? roundName.trim().toLowerCase();
}

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
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

/** Positions of every archer in a shoot, by the rule in this file's header. */
export function rankArchers(entries: readonly RankEntry[]): Ranking {
  const rounds = entries.map((entry) => roundKey(entry.roundName));
  const bows = entries.map((entry) => entry.bowType.trim().toLowerCase());
  const sameField = rounds.every((round) => round === rounds[0]) && bows.every((bow) => bow === bows[0]);
  const rankedBy: RankedBy = sameField ? 'score' : 'handicap';

  const handicaps = entries.map((entry) => {
    const handicap = impliedHandicap(entry.roundName, entry.bowType, entry.totalScore, entry.arrowsShot);
    return handicap === null ? null : oneDecimal(handicap);
  });
  const byTotal = (a: number, b: number): number =>
    (entries[b]?.totalScore ?? 0) - (entries[a]?.totalScore ?? 0);
  const byHandicap = (a: number, b: number): number => {
    const ha = handicaps[a] ?? null;
    const hb = handicaps[b] ?? null;
    if (ha === null && hb === null) return byTotal(a, b);
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
