import type { DistanceUnit } from '../rounds/round.js';
import { distanceInMetres } from './ordering.js';
import type { SightMark, SightMarkVertical } from './sightMark.js';

/**
 * Estimating a sight mark for a distance with no recorded mark (docs/sight-marks.md). Marks are not
 * linear in distance: close in, the eye sitting above the arrow bends the curve; far out, drag and the
 * growing launch angle bend it the other way. So marks are interpolated linearly in a physics-shaped
 * coordinate S(D) (fixed constants per bow class; only the sight's datum and scale come from the marks):
 * exact at recorded marks, monotone between them, extrapolated with the slope fitted to all of them, and
 * refused beyond the limits where a guess would mislead.
 */

export type BowClass = 'recurve' | 'compound' | 'light';

interface ShapeConstants {
  /** Arrow speed, m/s. */
  v: number;
  /** Eye height above the arrow, m. */
  p: number;
  /** Drag, per metre. */
  k: number;
}

export const BOW_CLASS_SHAPES: Record<BowClass, ShapeConstants> = {
  recurve: { v: 58, p: 0.11, k: 0.0015 },
  compound: { v: 88, p: 0.1, k: 0.0015 },
  light: { v: 45, p: 0.08, k: 0.0025 },
};

/** The profile's bow type as a shape class: barebow and longbow shoot like light sighted bows. */
export function bowClassFor(bowType: string): BowClass {
  const bow = bowType.trim().toLowerCase();
  if (bow === 'compound') return 'compound';
  if (bow === 'recurve' || bow === '') return 'recurve';
  return 'light';
}

const G = 9.80665;
const MIN_DISTANCE_M = 10;
const MERGE_WITHIN_M = 1;
const MAX_UP_M = 20;
const MAX_DOWN_M = 15;
const SIGMA_ANGLE = 0.00035;
/** Speed, eye height and drag multiplied by these give the shape's own uncertainty. */
const SHAPE_ALTERNATIVES: ReadonlyArray<readonly [number, number, number]> = [
  [1.08, 0.8, 0.75],
  [0.92, 1.25, 1.35],
  [1.08, 1.25, 1.0],
  [0.92, 0.8, 1.0],
];

/** The shape coordinate S(D) for D in metres. */
export function sightShape(metres: number, shape: ShapeConstants): number {
  const { v, p, k } = shape;
  const f = k === 0 ? metres / 2 : (Math.exp(2 * k * metres) - 1 - 2 * k * metres) / (4 * k * k * metres);
  const c = (G * f) / (v * v);
  const launch = c === 0 ? 0 : (1 - Math.sqrt(Math.max(0, 1 - 4 * c * c))) / (2 * c);
  return Math.tan(Math.atan(launch) + Math.atan(p / metres));
}

/** One number for a vertical reading: parts are read as decimal digits (major 5, minor 3, micro 5 is 5.35). */
export function verticalValue(vertical: SightMarkVertical): number | null {
  if (typeof vertical === 'number') return Number.isFinite(vertical) ? vertical : null;
  const part = (name: string) => {
    const value = vertical[name];
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  };
  if (!['major', 'minor', 'micro'].some((name) => typeof vertical[name] === 'number')) return null;
  return part('major') + part('minor') / 10 + part('micro') / 100;
}

/** Recorded marks as the estimator reads them: one number each, leaving out verticals it cannot read. */
export function marksAtDistance(marks: readonly SightMark[]): MarkAtDistance[] {
  return marks.flatMap((mark) => {
    const value = verticalValue(mark.vertical);
    return value === null ? [] : [{ distance: mark.distance, unit: mark.unit, mark: value }];
  });
}

export interface MarkAtDistance {
  distance: number;
  unit: DistanceUnit;
  mark: number;
}

export type SightEstimate =
  | { kind: 'recorded'; estimate: number; u95: 0 }
  | {
      kind: 'interpolated' | 'extrapolated';
      estimate: number;
      /** About 95% of true marks lie within ± this (in marks). */
      u95: number;
      /** The same at the target, in cm. */
      u95TargetCm: number;
      /** Marks beyond 15 m do not all move one way: one may be a typo or from another setup. */
      inconsistent: boolean;
    }
  | { kind: 'refused'; reason: string };

/** One distance's mark, distance in metres (marks under 1 m apart merged). */
interface MarkPoint {
  metres: number;
  mark: number;
}

/** Marks from 10 m, sorted, the newest per distance, and marks under 1 m apart merged into one point. */
export function markPoints(marks: readonly MarkAtDistance[]): MarkPoint[] {
  const newest = new Map<string, MarkAtDistance>();
  for (const mark of marks) newest.set(`${mark.distance}${mark.unit}`, mark);
  const sorted = [...newest.values()]
    .map((mark) => ({ metres: distanceInMetres(mark.distance, mark.unit), mark: mark.mark }))
    .filter((point) => point.metres >= MIN_DISTANCE_M && Number.isFinite(point.mark))
    .sort((a, b) => a.metres - b.metres);
  const merged: Array<{ metres: number[]; marks: number[] }> = [];
  for (const point of sorted) {
    const last = merged[merged.length - 1];
    if (last && point.metres - last.metres[0]! < MERGE_WITHIN_M) {
      last.metres.push(point.metres);
      last.marks.push(point.mark);
    } else merged.push({ metres: [point.metres], marks: [point.mark] });
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return merged.map((group) => ({ metres: mean(group.metres), mark: mean(group.marks) }));
}

/** Beyond 15 m the marks must all move one way with distance. */
function consistent(all: readonly MarkPoint[]): boolean {
  const far = all.filter((point) => point.metres > 15);
  const steps = far.slice(1).map((point, index) => Math.sign(point.mark - far[index]!.mark));
  return steps.every((step) => step === steps[0] || step === 0);
}

interface Fit {
  estimate: number;
  slope: number;
  /** 0..1 between the bracketing marks, or null when extrapolating. */
  t: number | null;
  end: MarkPoint | null;
  shapes: number[];
}

function fitAt(all: readonly MarkPoint[], metres: number, shape: ShapeConstants): Fit {
  const shapes = all.map((point) => sightShape(point.metres, shape));
  const s = sightShape(metres, shape);
  const meanS = shapes.reduce((sum, value) => sum + value, 0) / shapes.length;
  const meanM = all.reduce((sum, point) => sum + point.mark, 0) / all.length;
  const sxx = shapes.reduce((sum, value) => sum + (value - meanS) ** 2, 0);
  const sxy = shapes.reduce((sum, value, index) => sum + (value - meanS) * (all[index]!.mark - meanM), 0);
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const upper = all.findIndex((point) => point.metres >= metres);
  if (upper > 0) {
    const low = all[upper - 1]!;
    const high = all[upper]!;
    const t = (s - shapes[upper - 1]!) / (shapes[upper]! - shapes[upper - 1]!);
    const raw = low.mark + t * (high.mark - low.mark);
    const estimate = Math.min(Math.max(raw, Math.min(low.mark, high.mark)), Math.max(low.mark, high.mark));
    return { estimate, slope, t, end: null, shapes };
  }
  const endIndex = upper === 0 ? 0 : all.length - 1;
  const end = all[endIndex]!;
  return { estimate: end.mark + slope * (s - shapes[endIndex]!), slope, t: null, end, shapes };
}

/** The estimated mark for a distance, from the archer's marks for one sight setup. */
export function estimateSightMark(
  marks: readonly MarkAtDistance[],
  query: { distance: number; unit: DistanceUnit },
  bowClass: BowClass,
): SightEstimate {
  return sightMarkEstimator(marks, bowClass)(query);
}

/**
 * estimateSightMark for many distances from one set of marks: the marks are merged and checked once,
 * not per distance asked (the estimate screen's curve asks every metre from 10 to 100).
 */
export function sightMarkEstimator(
  marks: readonly MarkAtDistance[],
  bowClass: BowClass,
): (query: { distance: number; unit: DistanceUnit }) => SightEstimate {
  const all = markPoints(marks);
  const isConsistent = consistent(all);
  return (query) => {
    const recorded = [...marks]
      .reverse()
      .find((mark) => mark.distance === query.distance && mark.unit === query.unit);
    if (recorded) return { kind: 'recorded', estimate: recorded.mark, u95: 0 };
    const metres = distanceInMetres(query.distance, query.unit);
    if (!(metres >= MIN_DISTANCE_M)) return { kind: 'refused', reason: 'below 10 m' };
    if (all.length < 2) return { kind: 'refused', reason: 'record a second distance' };
    const shortest = all[0]!.metres;
    const longest = all[all.length - 1]!.metres;
    const span = longest - shortest;
    const inside = metres >= shortest && metres <= longest;
    if (!inside && !isConsistent)
      return { kind: 'refused', reason: 'marks disagree: check them before extrapolating' };
    if (metres > longest + Math.min(MAX_UP_M, span))
      return { kind: 'refused', reason: 'too far beyond the longest mark' };
    if (metres < shortest - Math.min(MAX_DOWN_M, span))
      return { kind: 'refused', reason: 'too far below the shortest mark' };

    const shape = BOW_CLASS_SHAPES[bowClass];
    const fit = fitAt(all, metres, shape);
    // Uncertainty: the archer's own scatter, and how much a different (plausible) shape would change it.
    let sigma = Math.abs(fit.slope) * SIGMA_ANGLE;
    if (all.length >= 4) {
      const meanS = fit.shapes.reduce((sum, value) => sum + value, 0) / fit.shapes.length;
      const meanM = all.reduce((sum, point) => sum + point.mark, 0) / all.length;
      const residuals = all.map(
        (point, index) => point.mark - (meanM + fit.slope * (fit.shapes[index]! - meanS)),
      );
      const ssr = residuals.reduce((sum, value) => sum + value * value, 0);
      sigma = Math.max(sigma, Math.sqrt(ssr / (all.length - 2)));
    }
    let noise: number;
    if (fit.t !== null) noise = Math.sqrt((1 - fit.t) ** 2 + fit.t ** 2);
    else {
      const meanS = fit.shapes.reduce((sum, value) => sum + value, 0) / fit.shapes.length;
      const sxx = fit.shapes.reduce((sum, value) => sum + (value - meanS) ** 2, 0);
      const endShape = sightShape(fit.end!.metres, shape);
      noise = Math.sqrt(1 + (sightShape(metres, shape) - endShape) ** 2 / sxx);
    }
    const shapeError = Math.max(
      ...SHAPE_ALTERNATIVES.map(([v, p, k]) =>
        Math.abs(
          fitAt(all, metres, { v: shape.v * v, p: shape.p * p, k: shape.k * k }).estimate - fit.estimate,
        ),
      ),
    );
    const u95 = 2 * Math.sqrt(shapeError ** 2 + (sigma * noise) ** 2);
    const u95TargetCm = fit.slope === 0 ? 0 : (u95 / Math.abs(fit.slope)) * metres * 100;
    return {
      kind: fit.t !== null ? 'interpolated' : 'extrapolated',
      estimate: fit.estimate,
      u95,
      u95TargetCm,
      inconsistent: !isConsistent,
    };
  };
}
