import { arrowFactsTable, factsFor } from '../engine/arrowFacts.js';
import { shootStatusOf, type HistoryItem } from '../history/historyItem.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import { effectiveEndSize, roundDistances, type RoundDistance } from '../scoring/ends.js';
import { DAY_MS, parseDateMs } from '../time/dates.js';
import type { DistanceFacts, ShootFacts } from './types.js';

/**
 * The facts every achievement rule reads, worked out in one pass over a shoot's arrows when it is
 * added. Rules then never touch arrows again, so re-deriving after a delete or edit only re-runs the
 * cheap rule fold, and replaying years of shoots walks each arrow once.
 */

const THREE_DOZEN = 36;

const distancesOf = new WeakMap<Round, RoundDistance[]>();

function cachedDistances(round: Round): RoundDistance[] {
  let distances = distancesOf.get(round);
  if (distances === undefined) {
    distances = roundDistances(round);
    distancesOf.set(round, distances);
  }
  return distances;
}

/** Ring values of the red and blue colours: one ring on a 5-zone face, two rings on a 10-zone one. */
function isColour(arrow: ArrowValue, fiveZone: boolean, ring: number): boolean {
  return fiveZone ? arrow === ring : arrow === ring || arrow === ring + 1;
}

function distanceFacts(
  arrows: readonly ArrowValue[],
  start: number,
  count: number,
  at: RoundDistance,
  round: Round,
): DistanceFacts {
  const table = arrowFactsTable(round);
  const fiveZone = round.passes[at.firstPassIndex]?.scoring === '5_zone';
  const endSize = effectiveEndSize(round.endSize);
  const facts: DistanceFacts = {
    distance: at.distance,
    unit: at.unit,
    fiveZoneFace: fiveZone,
    plannedArrows: at.arrows,
    arrows: count,
    hits: 0,
    firstThreeDozen: null,
    bestEnd: null,
    worstEnd: null,
    hasX: false,
    redEnd: false,
    blueEnd: false,
  };
  let running = 0;
  for (let endStart = 0; endStart < count; endStart += endSize) {
    const endLength = Math.min(endSize, count - endStart);
    let endTotal = 0;
    let allRed = true;
    let allBlue = true;
    for (let i = endStart; i < endStart + endLength; i++) {
      const arrow = arrows[start + i]!;
      const points = factsFor(table, arrow)?.points ?? 0;
      endTotal += points;
      if (arrow !== 'M') facts.hits += 1;
      if (arrow === 'X') facts.hasX = true;
      if (allRed && !isColour(arrow, fiveZone, 7)) allRed = false;
      if (allBlue && !isColour(arrow, fiveZone, 5)) allBlue = false;
      running += points;
      if (i === THREE_DOZEN - 1) facts.firstThreeDozen = running;
    }
    // Only a whole end counts as "an end": a part end at the close of a practice is not one.
    if (endLength === endSize) {
      if (facts.bestEnd === null || endTotal > facts.bestEnd) facts.bestEnd = endTotal;
      if (facts.worstEnd === null || endTotal < facts.worstEnd) facts.worstEnd = endTotal;
      if (allRed) facts.redEnd = true;
      if (allBlue) facts.blueEnd = true;
    }
  }
  return facts;
}

/** Splits the arrows across the round's distances the way the scorecard does (extra arrows stay with the last). */
function allDistanceFacts(arrows: readonly ArrowValue[], round: Round | undefined): DistanceFacts[] {
  if (round === undefined) return [];
  const distances = cachedDistances(round);
  const facts: DistanceFacts[] = [];
  let cursor = 0;
  for (let d = 0; d < distances.length && cursor < arrows.length; d++) {
    const at = distances[d]!;
    const isLast = d === distances.length - 1;
    const count = isLast ? arrows.length - cursor : Math.min(at.arrows, arrows.length - cursor);
    facts.push(distanceFacts(arrows, cursor, count, at, round));
    cursor += count;
  }
  return facts;
}

export function shootFacts(item: HistoryItem, round: Round | undefined): ShootFacts {
  const time = parseDateMs(item.date) ?? 0;
  const date = new Date(time);
  let misses = 0;
  let leadingHits = -1;
  let run = 0;
  let longestHits = 0;
  for (const arrow of item.scores) {
    if (arrow === 'M') {
      misses += 1;
      if (leadingHits < 0) leadingHits = run;
      run = 0;
    } else {
      run += 1;
      if (run > longestHits) longestHits = run;
    }
  }
  const arrows = item.scores.length;
  return {
    id: item.id,
    date: item.date,
    time,
    day: Math.floor(time / DAY_MS),
    monthKey: date.getUTCFullYear() * 12 + date.getUTCMonth(),
    month: date.getUTCMonth(),
    gameType: round?.name ?? item.gameType.toLowerCase(),
    round,
    score: item.score,
    arrows,
    hits: arrows - misses,
    misses,
    leadingHits: leadingHits < 0 ? run : leadingHits,
    trailingHits: run,
    longestHits,
    complete: round !== undefined && round.maxArrows !== null && arrows >= round.maxArrows,
    status: shootStatusOf(item),
    bowType: (item.userProfile?.bowType ?? '').toLowerCase(),
    gender: (item.userProfile?.gender ?? '').toLowerCase(),
    duration: item.shootDuration ?? 0,
    location: item.location,
    distances: allDistanceFacts(item.scores, round),
  };
}

/** Date order, ties by id: the order every rule folds shoots in. */
export function compareShoots(
  a: Pick<ShootFacts, 'time' | 'id'>,
  b: Pick<ShootFacts, 'time' | 'id'>,
): number {
  return a.time - b.time || a.id - b.id;
}
