import type { ArrowValue, DistanceUnit, Round } from '../rounds/round.js';
import { DEFAULT_END_SIZE, distanceLabel } from '../scoring/ends.js';
import { averagePerEnd } from '../scoring/estimates.js';
import { toMetres } from '../rounds/build-round.js';
import { summariseArrows, type ArrowSummary } from '../performance/arrowSummary.js';
import type { DistancePerformance, DistanceTally } from '../contract/distances.js';

/**
 * What a shoot adds to each distance: its distance summaries (each one a tally and more), less any
 * distance it shot no arrows at. Catalogue distances always have arrows, so that is nearly always
 * the summaries' own list.
 */
export function distanceTallies(summary: ArrowSummary): readonly DistanceTally[] {
  const { distances } = summary;
  return distances.every(hasArrows) ? distances : distances.filter(hasArrows);
}

function hasArrows(at: DistanceTally): boolean {
  return at.arrows > 0;
}

/** What one shoot's arrows add to each distance (a round the catalogue does not know adds nothing). */
export function shootDistanceTallies(
  arrows: readonly ArrowValue[],
  round: Round | undefined,
): DistanceTally[] {
  return distanceTallies(summariseArrows(arrows, round)).map(
    ({ distance, unit, arrows, score, hits, golds, xs }) => ({
      distance,
      unit,
      arrows,
      score,
      hits,
      golds,
      xs,
    }),
  );
}

interface DistanceSums extends DistanceTally {
  shoots: number;
}

/** Running sums per distance; `add` a shoot's tallies when it is saved, `remove` them when it goes. */
export class DistancePerformanceSums {
  /** By unit, then distance: no label is built for each tally that replay adds. */
  private readonly sums: Record<DistanceUnit, Map<number, DistanceSums>> = { m: new Map(), yd: new Map() };

  add(tallies: readonly DistanceTally[]): void {
    this.apply(tallies, 1);
  }

  remove(tallies: readonly DistanceTally[]): void {
    this.apply(tallies, -1);
  }

  private apply(tallies: readonly DistanceTally[], sign: 1 | -1): void {
    for (const t of tallies) {
      const byDistance = this.sums[t.unit];
      let sums = byDistance.get(t.distance);
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
        byDistance.set(t.distance, sums);
      }
      sums.arrows += sign * t.arrows;
      sums.score += sign * t.score;
      sums.hits += sign * t.hits;
      sums.golds += sign * t.golds;
      sums.xs += sign * t.xs;
      sums.shoots += sign;
      if (sums.shoots === 0) byDistance.delete(t.distance);
    }
  }

  /** Every distance shot, nearest first (yards and metres together, by metres). */
  view(): DistancePerformance[] {
    return [...this.sums.m.values(), ...this.sums.yd.values()]
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
