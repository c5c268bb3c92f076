import { arrowFactsTable } from '../engine/arrowFacts.js';
import { cachedDistances } from '../engine/distancePerformance.js';
import { shootStatusOf, type HistoryItem } from '../history/historyItem.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import { effectiveEndSize, type RoundDistance } from '../scoring/ends.js';
import { DAY_MS, parseDateMs } from '../time/dates.js';
import type { DistanceFacts, ShootFacts } from './types.js';

/**
 * The facts every achievement rule reads, worked out in one pass over a shoot's arrows when it is
 * added. Rules then never touch arrows again, so re-deriving after a delete or edit only re-runs the
 * cheap rule fold, and replaying years of shoots walks each arrow once.
 */

const THREE_DOZEN = 36;

/**
 * Per round and face, what each arrow value means, in flat tables indexed by `arrowCode`: points, and
 * flag bits for hit, X, red and blue. Replay reads about half a million arrows, so the inner loop is a
 * few table reads per arrow rather than calls into the scoring rules.
 */
interface ArrowTable {
  points: Int16Array;
  flags: Uint8Array;
}

const HIT = 1;
const X = 2;
const RED = 4;
const BLUE = 8;
/** Codes 0-11 are ring values; X and M follow. */
const X_CODE = 12;
const M_CODE = 13;

function arrowCode(arrow: ArrowValue): number {
  return typeof arrow === 'number' ? arrow : arrow === 'X' ? X_CODE : M_CODE;
}

/** Red and blue: one ring each on a 5-zone face (7, 5), two rings on the others (7-8, 5-6). */
function colourFlags(ring: number, fiveZone: boolean): number {
  const isColour = (start: number) => (fiveZone ? ring === start : ring === start || ring === start + 1);
  return (isColour(7) ? RED : 0) | (isColour(5) ? BLUE : 0);
}

const arrowTables = new WeakMap<Round, ArrowTable[]>();

/** The table of one distance of the round: [0] for 5-zone faces, [1] for every other face. */
function arrowTable(round: Round, fiveZone: boolean): ArrowTable {
  let tables = arrowTables.get(round);
  if (tables === undefined) {
    const facts = arrowFactsTable(round);
    tables = [true, false].map((five) => {
      const points = new Int16Array(M_CODE + 1);
      const flags = new Uint8Array(M_CODE + 1);
      facts.rings.forEach((ring, value) => {
        points[value] = ring.points;
        flags[value] = (ring.hit ? HIT : 0) | colourFlags(value, five);
      });
      points[X_CODE] = facts.x.points;
      flags[X_CODE] = HIT | X;
      points[M_CODE] = facts.miss.points;
      return { points, flags };
    });
    arrowTables.set(round, tables);
  }
  return tables[fiveZone ? 0 : 1]!;
}

/** Runs of hits over the whole shoot, kept while its arrows are read (the 196-hit streak needs them). */
interface HitRuns {
  misses: number;
  /** Hits before the first miss; -1 until there is a miss. */
  leading: number;
  run: number;
  longest: number;
}

function hitRuns(): HitRuns {
  return { misses: 0, leading: -1, run: 0, longest: 0 };
}

function countArrow(runs: HitRuns, hit: boolean): void {
  if (hit) {
    runs.run += 1;
    if (runs.run > runs.longest) runs.longest = runs.run;
    return;
  }
  runs.misses += 1;
  if (runs.leading < 0) runs.leading = runs.run;
  runs.run = 0;
}

function distanceFacts(
  arrows: readonly ArrowValue[],
  start: number,
  count: number,
  at: RoundDistance,
  round: Round,
  runs: HitRuns,
): DistanceFacts {
  const fiveZone = round.passes[at.firstPassIndex]?.scoring === '5_zone';
  const { points, flags } = arrowTable(round, fiveZone);
  const endSize = effectiveEndSize(round.endSize);
  let hits = 0;
  let hasX = false;
  let bestEnd: number | null = null;
  let worstEnd: number | null = null;
  let redEnd = false;
  let blueEnd = false;
  let firstThreeDozen: number | null = null;
  let running = 0;
  // The shoot's hit runs, kept in locals through the loop and written back after it.
  let { misses, leading, run, longest } = runs;
  for (let endStart = 0; endStart < count; endStart += endSize) {
    const endLength = Math.min(endSize, count - endStart);
    let endTotal = 0;
    let colours = RED | BLUE;
    for (let i = start + endStart, last = start + endStart + endLength; i < last; i++) {
      const code = arrowCode(arrows[i]!);
      const flag = flags[code]!;
      endTotal += points[code]!;
      if (flag & HIT) {
        hits += 1;
        run += 1;
        if (run > longest) longest = run;
      } else {
        misses += 1;
        if (leading < 0) leading = run;
        run = 0;
      }
      if (flag & X) hasX = true;
      colours &= flag;
    }
    running += endTotal;
    if (firstThreeDozen === null && endStart + endLength >= THREE_DOZEN) {
      // Ends of 6 or 5 close exactly on arrow 36; the sum is taken there either way.
      let extra = 0;
      for (let i = THREE_DOZEN; i < endStart + endLength; i++)
        extra += points[arrowCode(arrows[start + i]!)] ?? 0;
      firstThreeDozen = running - extra;
    }
    // Only a whole end counts as "an end": a part end at the close of a practice is not one.
    if (endLength === endSize) {
      if (bestEnd === null || endTotal > bestEnd) bestEnd = endTotal;
      if (worstEnd === null || endTotal < worstEnd) worstEnd = endTotal;
      if (colours & RED) redEnd = true;
      if (colours & BLUE) blueEnd = true;
    }
  }
  Object.assign(runs, { misses, leading, run, longest });
  return {
    distance: at.distance,
    unit: at.unit,
    fiveZoneFace: fiveZone,
    plannedArrows: at.arrows,
    arrows: count,
    hits,
    firstThreeDozen,
    bestEnd,
    worstEnd,
    hasX,
    redEnd,
    blueEnd,
  };
}

/** Splits the arrows across the round's distances the way the scorecard does (extra arrows stay with the last). */
function allDistanceFacts(
  arrows: readonly ArrowValue[],
  round: Round | undefined,
  runs: HitRuns,
): DistanceFacts[] {
  if (round === undefined) {
    for (const arrow of arrows) countArrow(runs, arrow !== 'M');
    return [];
  }
  const distances = cachedDistances(round);
  const facts: DistanceFacts[] = [];
  let cursor = 0;
  for (let d = 0; d < distances.length && cursor < arrows.length; d++) {
    const at = distances[d]!;
    const isLast = d === distances.length - 1;
    const count = isLast ? arrows.length - cursor : Math.min(at.arrows, arrows.length - cursor);
    facts.push(distanceFacts(arrows, cursor, count, at, round, runs));
    cursor += count;
  }
  return facts;
}

export function shootFacts(item: HistoryItem, round: Round | undefined): ShootFacts {
  const time = parseDateMs(item.date) ?? 0;
  const date = new Date(time);
  const runs = hitRuns();
  const distances = allDistanceFacts(item.scores, round, runs);
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
    hits: arrows - runs.misses,
    misses: runs.misses,
    leadingHits: runs.leading < 0 ? runs.run : runs.leading,
    trailingHits: runs.run,
    longestHits: runs.longest,
    complete: round !== undefined && round.maxArrows !== null && arrows >= round.maxArrows,
    status: shootStatusOf(item),
    bowType: (item.userProfile?.bowType ?? '').toLowerCase(),
    gender: (item.userProfile?.gender ?? '').toLowerCase(),
    duration: item.shootDuration ?? 0,
    location: item.location,
    distances,
  };
}

/** Date order, ties by id: the order every rule folds shoots in. */
export function compareShoots(
  a: Pick<ShootFacts, 'time' | 'id'>,
  b: Pick<ShootFacts, 'time' | 'id'>,
): number {
  return a.time - b.time || a.id - b.id;
}
