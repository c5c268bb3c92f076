import type { DistanceUnit } from '../rounds/round.js';
import {
  marksAtDistance,
  sightMarkEstimator,
  type BowClass,
  type MarkAtDistance,
  type SightEstimate,
} from './estimate.js';
import { distanceInMetres } from './ordering.js';
import type { SightMark } from './sightMark.js';

/** What the archer asks the estimator: a distance, and which extension setting (notches) to use. */
export interface SightEstimateQuery {
  /** Null while the archer has not typed a distance: the view still has the chart of recorded marks. */
  distance: number | null;
  unit: DistanceUnit;
  /** Null picks the setting with the most marks. */
  notches: number | null;
}

export interface SightChartPoint {
  metres: number;
  mark: number;
}

/** The estimate screen's data: the setting used, its marks and the estimated curve, and the answer. */
export interface SightEstimateView {
  bowClass: BowClass;
  /** Extension settings that have marks, the one with most marks first. */
  settings: number[];
  /** The setting the estimate is from (marks of different settings are never mixed: docs/sight-marks.md). */
  notches: number;
  /** How many marks of that setting can be used (a vertical the estimator can read). */
  usableMarks: number;
  recorded: SightChartPoint[];
  /** The estimated mark every metre from 10 m to 100 m where the estimator answers; `beyond` extrapolates. */
  curve: Array<SightChartPoint & { beyond: boolean }>;
  /** Null until a distance is asked. */
  estimate: SightEstimate | null;
  /** The asked distance in metres, to place it on the chart. */
  askedMetres: number | null;
}

const CURVE_FROM_M = 10;
const CURVE_TO_M = 100;

/** Extension settings that have marks, most marks first (ties: fewer notches first). */
function settingsOf(marks: readonly SightMark[]): number[] {
  const counts = new Map<number, number>();
  for (const mark of marks) counts.set(mark.notches, (counts.get(mark.notches) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([notches]) => notches);
}

/**
 * The estimate for one query from the archer's marks, with the chart's points. Metric and imperial marks
 * of one setting are combined: they describe the same physical sight (docs/sight-marks.md 3.1).
 */
export function sightEstimateView(
  marks: readonly SightMark[],
  query: SightEstimateQuery,
  bowClass: BowClass,
): SightEstimateView {
  const settings = settingsOf(marks);
  const notches =
    query.notches !== null && settings.includes(query.notches) ? query.notches : (settings[0] ?? 0);
  const usable: MarkAtDistance[] = marksAtDistance(marks.filter((mark) => mark.notches === notches));
  // One estimator for the 91 points of the curve and the asked distance: the marks are merged once.
  const estimate = sightMarkEstimator(usable, bowClass);
  const recorded = usable.map((mark) => ({
    metres: distanceInMetres(mark.distance, mark.unit),
    mark: mark.mark,
  }));
  const curve: SightEstimateView['curve'] = [];
  if (usable.length >= 2) {
    for (let metres = CURVE_FROM_M; metres <= CURVE_TO_M; metres += 1) {
      const result = estimate({ distance: metres, unit: 'm' });
      if (result.kind !== 'refused')
        curve.push({ metres, mark: result.estimate, beyond: result.kind === 'extrapolated' });
    }
  }
  const asked =
    query.distance !== null && Number.isFinite(query.distance) && query.distance > 0 ? query.distance : null;
  return {
    bowClass,
    settings,
    notches,
    usableMarks: usable.length,
    recorded,
    curve,
    estimate: asked === null ? null : estimate({ distance: asked, unit: query.unit }),
    askedMetres: asked === null ? null : distanceInMetres(asked, query.unit),
  };
}
