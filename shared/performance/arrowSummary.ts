import type { ArrowValue, DistanceUnit, Round } from '../rounds/round.js';
import { effectiveEndSize, roundDistances, type RoundDistance } from '../scoring/ends.js';
import { faceHasRedAndBlue } from '../scoring/ringColour.js';
import { ARROW_CODES, arrowCode, arrowTable, BLUE, GOLD, HIT, RED, X } from './arrowFacts.js';
import { valueCounts } from './replayBuffers.js';

/**
 * Everything worked out from a saved shoot's arrows, in one walk over them when the shoot is added:
 * the distance-performance tallies (score, hits, golds, Xs) and the end-by-end facts the achievement
 * rules read (best and worst end, colour ends, the first three dozen, runs of hits). Replay adds
 * thousands of shoots, so each arrow is read once, with a few table reads, for both projections.
 */

/** What one distance of a shoot did. Arrows are split the way the scorecard splits them. */
export interface DistanceSummary {
  distance: number;
  unit: DistanceUnit;
  /** Face diameter in cm at this distance. */
  faceCm: number;
  /** Shot on a 5-zone (9-7-5-3-1) face: imperial colours are one ring each. */
  fiveZoneFace: boolean;
  /** Arrows the round shoots at this distance (Infinity on practice rounds). */
  plannedArrows: number;
  arrows: number;
  score: number;
  hits: number;
  golds: number;
  xs: number;
  /** Total of the first 3 dozen arrows here, or null when fewer were shot. */
  firstThreeDozen: number | null;
  /** Highest and lowest total of a complete end here; null when no end was completed. */
  bestEnd: number | null;
  worstEnd: number | null;
  /**
   * Highest total of a whole dozen here, counted as the scoresheet's dozen lines count them (arrows 1-12,
   * 13-24... of the distance); null when no dozen was completed.
   */
  bestDozen: number | null;
  hasX: boolean;
  /** A complete end of only 7s (5-zone) or only 7s and 8s (other faces). */
  redEnd: boolean;
  /** A complete end of only 5s (5-zone) or only 5s and 6s (other faces). */
  blueEnd: boolean;
}

export interface ArrowSummary {
  /** One entry per distance reached, in round order; none on a round the catalogue does not know. */
  distances: DistanceSummary[];
  /** Misses over the whole shoot; its runs of hits span distances (the 196-hit streak needs that). */
  misses: number;
  /** Hits before the first miss (every arrow when there was none). */
  leadingHits: number;
  /** Hits after the last miss (every arrow when there was none). */
  trailingHits: number;
  longestHits: number;
}

const DOZEN = 12;
const THREE_DOZEN = 3 * DOZEN;

const distancesOf = new WeakMap<Round, RoundDistance[]>();

/** The round's distances, worked out once per round (replay asks for them per shoot). */
function cachedDistances(round: Round): RoundDistance[] {
  let distances = distancesOf.get(round);
  if (distances === undefined) {
    distances = roundDistances(round);
    distancesOf.set(round, distances);
  }
  return distances;
}

/**
 * Where the misses fell, as the arrows are walked: runs of hits are the gaps between misses, so a hit
 * costs nothing and the rare miss does the counting.
 */
interface MissTracker {
  misses: number;
  first: number;
  last: number;
  /** Longest gap between misses so far (the run after the last miss is added at the end). */
  longest: number;
}

function missAt(tracker: MissTracker, index: number): void {
  if (tracker.misses === 0) tracker.first = index;
  const gap = index - tracker.last - 1;
  if (gap > tracker.longest) tracker.longest = gap;
  tracker.misses += 1;
  tracker.last = index;
}

/** The shoot's summary once its distances are summarised and `walked` arrows have been read. */
function summary(distances: DistanceSummary[], tracker: MissTracker, walked: number): ArrowSummary {
  const trailingHits = walked - tracker.last - 1;
  return {
    distances,
    misses: tracker.misses,
    leadingHits: tracker.misses === 0 ? trailingHits : tracker.first,
    trailingHits,
    longestHits: Math.max(tracker.longest, trailingHits),
  };
}

/** Highest total of arrows 1-12, 13-24... of `count` arrows from `start`; null without a whole dozen. */
function bestWholeDozen(
  arrows: readonly ArrowValue[],
  start: number,
  count: number,
  points: ArrayLike<number>,
): number | null {
  let best: number | null = null;
  for (let dozenStart = start, last = start + count - DOZEN; dozenStart <= last; dozenStart += DOZEN) {
    let total = 0;
    for (let i = dozenStart; i < dozenStart + DOZEN; i++) total += points[arrowCode(arrows[i]!)]!;
    if (best === null || total > best) best = total;
  }
  return best;
}

function summariseDistance(
  arrows: readonly ArrowValue[],
  start: number,
  count: number,
  at: RoundDistance,
  round: Round,
  tracker: MissTracker,
): DistanceSummary {
  const scoring = round.passes[at.firstPassIndex]?.scoring;
  const fiveZone = scoring === '5_zone';
  // Only a face with red and blue rings can have an end of only reds or only blues.
  const colourRings = scoring !== undefined && faceHasRedAndBlue(scoring) ? RED | BLUE : 0;
  const { points, flags } = arrowTable(round, fiveZone);
  const endSize = effectiveEndSize(round.endSize);
  let score = 0;
  let bestEnd: number | null = null;
  let worstEnd: number | null = null;
  let redEnd = false;
  let blueEnd = false;
  let firstThreeDozen: number | null = null;
  let bestDozen: number | null = null;
  // Ends of 6, 4, 3 or 2 close every dozen, so a dozen is two (three...) end totals; other end sizes
  // (Worcester's 5) take a second walk over the distance's arrows, after the loop.
  const dozensCloseEnds = DOZEN % endSize === 0;
  let dozenTotal = 0;
  // Hits, golds and Xs come from how many arrows had each value, counted here and read after the loop.
  // Held in a local: the per-arrow loop then reads a variable rather than an imported binding.
  const counts = valueCounts;
  counts.fill(0);
  for (let endStart = 0; endStart < count; endStart += endSize) {
    const endLength = Math.min(endSize, count - endStart);
    let endTotal = 0;
    let colours = colourRings;
    for (let i = start + endStart, last = i + endLength; i < last; i++) {
      const code = arrowCode(arrows[i]!);
      const flag = flags[code]!;
      endTotal += points[code]!;
      colours &= flag;
      counts[code]! += 1;
      if (!(flag & HIT)) missAt(tracker, i);
    }
    score += endTotal;
    if (dozensCloseEnds) {
      dozenTotal += endTotal;
      if ((endStart + endLength) % DOZEN === 0) {
        if (bestDozen === null || dozenTotal > bestDozen) bestDozen = dozenTotal;
        dozenTotal = 0;
      }
    }
    if (firstThreeDozen === null && endStart + endLength >= THREE_DOZEN) {
      // Ends of 6 or 5 close exactly on arrow 36; the sum is taken there either way.
      let extra = 0;
      for (let i = THREE_DOZEN; i < endStart + endLength; i++)
        extra += points[arrowCode(arrows[start + i]!)]!;
      firstThreeDozen = score - extra;
    }
    // Only a whole end counts as "an end": a part end at the close of a practice is not one.
    if (endLength === endSize) {
      if (bestEnd === null || endTotal > bestEnd) bestEnd = endTotal;
      if (worstEnd === null || endTotal < worstEnd) worstEnd = endTotal;
      if (colours & RED) redEnd = true;
      if (colours & BLUE) blueEnd = true;
    }
  }
  if (!dozensCloseEnds) bestDozen = bestWholeDozen(arrows, start, count, points);
  let hits = 0;
  let golds = 0;
  let xs = 0;
  for (let code = 0; code < ARROW_CODES; code++) {
    const n = counts[code]!;
    if (flags[code]! & HIT) hits += n;
    if (flags[code]! & GOLD) golds += n;
    if (flags[code]! & X) xs += n;
  }
  return {
    distance: at.distance,
    unit: at.unit,
    faceCm: at.faceCm,
    fiveZoneFace: fiveZone,
    plannedArrows: at.arrows,
    arrows: count,
    score,
    hits,
    golds,
    xs,
    firstThreeDozen,
    bestEnd,
    worstEnd,
    bestDozen,
    hasX: xs > 0,
    redEnd,
    blueEnd,
  };
}

/** How many of the round's distances a shoot of `arrowCount` arrows reaches. */
function distancesReached(distances: readonly RoundDistance[], arrowCount: number): number {
  let reached = 0;
  for (let cursor = 0; reached < distances.length && cursor < arrowCount; reached++) {
    cursor += distances[reached]!.arrows;
  }
  return reached;
}

/** Walks a shoot's arrows once (extra arrows past the last distance stay with it, as on the scorecard). */
export function summariseArrows(arrows: readonly ArrowValue[], round: Round | undefined): ArrowSummary {
  const tracker: MissTracker = { misses: 0, first: -1, last: -1, longest: 0 };
  if (round === undefined) {
    // No faces to read: only hits and misses are known.
    for (let i = 0; i < arrows.length; i++) if (arrows[i] === 'M') missAt(tracker, i);
    return summary([], tracker, arrows.length);
  }
  const plan = cachedDistances(round);
  // Sized up front: every saved shoot keeps this list, so it should hold no spare room.
  const distances = new Array<DistanceSummary>(distancesReached(plan, arrows.length));
  let cursor = 0;
  for (let d = 0; d < distances.length; d++) {
    const at = plan[d]!;
    const isLast = d === plan.length - 1;
    const count = isLast ? arrows.length - cursor : Math.min(at.arrows, arrows.length - cursor);
    distances[d] = summariseDistance(arrows, cursor, count, at, round, tracker);
    cursor += count;
  }
  // A round without distances walks no arrows, and so has no runs of hits either.
  return summary(distances, tracker, cursor);
}
