import type { ArrowValue, DistanceUnit, Round } from '../rounds/round.js';
import { DEFAULT_END_SIZE, distanceLabel, roundDistances, type RoundDistance } from '../scoring/ends.js';
import { averagePerEnd } from '../scoring/estimates.js';
import { toMetres } from '../rounds/build-round.js';
import { arrowFactsTable, factsFor } from './arrowFacts.js';

/**
 * Distance performance: how an archer scores at each distance across every saved shoot. Kept as running
 * sums that each shoot adds to and takes away from, so saving or deleting a shoot never rescans the
 * history. Arrows are split across a round's distances the way the scorecard splits them (arrows past
 * the last distance stay with it), and a shoot on a round whose distances are unknown adds nothing.
 */

export interface DistanceTally {
  distance: number;
  unit: DistanceUnit;
  arrows: number;
  score: number;
  hits: number;
  golds: number;
  xs: number;
}

/** One distance of the distance-performance screen. */
export interface DistancePerformance extends DistanceTally {
  /** "70m", "100yd". */
  label: string;
  /** Shoots with at least one arrow at this distance. */
  shoots: number;
  /** Mean points per arrow, two decimals. */
  averagePerArrow: number;
  /** Mean score of a six-arrow end (the default end size), one decimal. */
  averagePerEnd: number | null;
  /** Share of arrows on the face, 0 to 1, three decimals. */
  hitRate: number;
}

const distancesOf = new WeakMap<Round, RoundDistance[]>();

/** The round's distances, worked out once per round (replay asks for them per shoot). */
export function cachedDistances(round: Round): RoundDistance[] {
  let distances = distancesOf.get(round);
  if (distances === undefined) {
    distances = roundDistances(round);
    distancesOf.set(round, distances);
  }
  return distances;
}

/** What one shoot adds to each distance it was shot at. */
export function shootDistanceTallies(
  arrows: readonly ArrowValue[],
  round: Round | undefined,
): DistanceTally[] {
  if (round === undefined) return [];
  const distances = cachedDistances(round);
  const table = arrowFactsTable(round);
  const tallies: DistanceTally[] = [];
  let cursor = 0;
  for (let d = 0; d < distances.length && cursor < arrows.length; d++) {
    const at = distances[d]!;
    const end = d === distances.length - 1 ? arrows.length : Math.min(cursor + at.arrows, arrows.length);
    // Plain local sums: this loop runs for every arrow of every shoot at start-up.
    let score = 0;
    let hits = 0;
    let golds = 0;
    let xs = 0;
    const first = cursor;
    for (; cursor < end; cursor++) {
      const facts = factsFor(table, arrows[cursor]!);
      if (facts === undefined) continue;
      score += facts.points;
      if (facts.hit) hits += 1;
      if (facts.gold) golds += 1;
      if (facts.x) xs += 1;
    }
    const count = end - first;
    if (count > 0)
      tallies.push({ distance: at.distance, unit: at.unit, arrows: count, score, hits, golds, xs });
  }
  return tallies;
}

interface DistanceSums extends DistanceTally {
  shoots: number;
}

/** Running sums per distance; `add` a shoot's tallies when it is saved, `remove` them when it goes. */
export class DistancePerformanceSums {
  private readonly sums = new Map<string, DistanceSums>();

  add(tallies: readonly DistanceTally[]): void {
    this.apply(tallies, 1);
  }

  remove(tallies: readonly DistanceTally[]): void {
    this.apply(tallies, -1);
  }

  private apply(tallies: readonly DistanceTally[], sign: 1 | -1): void {
    for (const t of tallies) {
      const key = distanceLabel(t);
      let sums = this.sums.get(key);
      if (sums === undefined) {
        sums = {
          distance: t.distance,
          unit: t.unit,
          arrows: 0,
          score: 0,
          hits: 0,
          golds: 0,
          xs: 0,
          shoots: 0,
        };
        this.sums.set(key, sums);
      }
      sums.arrows += sign * t.arrows;
      sums.score += sign * t.score;
      sums.hits += sign * t.hits;
      sums.golds += sign * t.golds;
      sums.xs += sign * t.xs;
      sums.shoots += sign;
      if (sums.shoots === 0) this.sums.delete(key);
    }
  }

  /** Every distance shot, nearest first (yards and metres together, by metres). */
  view(): DistancePerformance[] {
    return [...this.sums.values()]
      .sort(
        (a, b) => toMetres(a.distance, a.unit) - toMetres(b.distance, b.unit) || a.unit.localeCompare(b.unit),
      )
      .map((s) => ({
        distance: s.distance,
        unit: s.unit,
        label: distanceLabel(s),
        arrows: s.arrows,
        score: s.score,
        hits: s.hits,
        golds: s.golds,
        xs: s.xs,
        shoots: s.shoots,
        averagePerArrow: s.arrows > 0 ? Math.round((s.score / s.arrows) * 100) / 100 : 0,
        averagePerEnd: averagePerEnd(s.score, s.arrows, DEFAULT_END_SIZE),
        hitRate: s.arrows > 0 ? Math.round((s.hits / s.arrows) * 1000) / 1000 : 0,
      }));
  }
}
