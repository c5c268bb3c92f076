/**
 * Where a group of arrows sits and how tight it is, from their positions on the face (issue #18).
 * Positions are millimetres relative to the arrow's own spot centre (see positionOnSpot), x right, y up;
 * results are in centimetres, the unit archers talk about groups in.
 */
import type { FacePosition } from './targetFace.js';

export interface PointCm {
  readonly x: number;
  readonly y: number;
}

export interface GroupStatistics {
  /** Arrows in the group. */
  count: number;
  /** Mean position (the group centre), cm from the spot centre; y positive is high. */
  centre: PointCm;
  /** Mean distance of the arrows from the group centre, cm. */
  meanRadiusCm: number;
  /** Sample standard deviation (n − 1) of those distances, cm; null for a single arrow. */
  radiusSdCm: number | null;
  /**
   * Standard error of the centre along each axis (sample SD of x and of y over √n), cm: how far the
   * centre itself may be off by chance. Null for a single arrow.
   */
  centreStandardErrorCm: PointCm | null;
}

const MM_PER_CM = 10;

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

function sampleSd(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const m = mean(values);
  let squares = 0;
  for (const value of values) squares += (value - m) ** 2;
  return Math.sqrt(squares / (values.length - 1));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Centre, mean radius and its spread for a group; null for no arrows. */
export function groupStatistics(positions: readonly FacePosition[]): GroupStatistics | null {
  if (positions.length === 0) return null;
  const xs = positions.map((p) => p.x);
  const ys = positions.map((p) => p.y);
  const cx = mean(xs);
  const cy = mean(ys);
  const radii = positions.map((p) => Math.hypot(p.x - cx, p.y - cy));
  const radiusSd = sampleSd(radii);
  const sdX = sampleSd(xs);
  const sdY = sampleSd(ys);
  const root = Math.sqrt(positions.length);
  return {
    count: positions.length,
    centre: { x: cx / MM_PER_CM, y: cy / MM_PER_CM },
    meanRadiusCm: mean(radii) / MM_PER_CM,
    radiusSdCm: radiusSd === null ? null : radiusSd / MM_PER_CM,
    centreStandardErrorCm:
      sdX === null || sdY === null ? null : { x: sdX / root / MM_PER_CM, y: sdY / root / MM_PER_CM },
  };
}

/**
 * Fewer arrows than an end cannot tell a flier from the group's own spread, so none are marked.
 */
export const MIN_ARROWS_FOR_FLIERS = 6;

/**
 * A flier is an arrow further from the group's median centre than three times the median distance of the
 * arrows from it (and at least a shaft's width, so a group of arrows on one spot marks nothing).
 *
 * Why median-based and not "mean + 2 SD": a flier pulls the mean centre towards itself and inflates both
 * the mean radius and its SD, so it can hide itself (masking). Six arrows, five at (0,0), (±10,0),
 * (0,±10) mm and one at (100,0): about the mean centre (16.7, 0) the radii are 16.7, 6.7, 26.7, 19.4, 19.4
 * and 83.3 mm, mean 28.7, SD 27.5, so mean + 2 SD = 83.8 mm and the wild arrow is not a flier by that
 * rule. The coordinate-wise median centre is (0, 0), the median radius 10 mm, and 100 mm > 30 mm.
 * Medians ignore up to half the arrows being wild.
 *
 * Why three times: for a round group (circular normal scatter, σ per axis) the distance from the centre
 * follows a Rayleigh law, whose median is σ·√(2 ln 2). P(r > k · median) = exp(−k² ln 2) = 2^(−k²), so at
 * k = 3 one good arrow in 512 is marked: about one false flier in seven 72-arrow rounds, while a
 * genuinely bad arrow (a dropped bow arm, a plucked release) lands well beyond it.
 */
export const FLIER_MEDIAN_MULTIPLE = 3;
const FLIER_FLOOR_MM = 5;

/** Indices (into `positions`) of the fliers, ascending. */
export function flierIndices(positions: readonly FacePosition[]): number[] {
  if (positions.length < MIN_ARROWS_FOR_FLIERS) return [];
  const cx = median(positions.map((p) => p.x));
  const cy = median(positions.map((p) => p.y));
  const radii = positions.map((p) => Math.hypot(p.x - cx, p.y - cy));
  const limit = Math.max(FLIER_MEDIAN_MULTIPLE * median(radii), FLIER_FLOOR_MM);
  const fliers: number[] = [];
  radii.forEach((radius, index) => {
    if (radius > limit) fliers.push(index);
  });
  return fliers;
}

export interface GroupSummary {
  /** Every arrow, fliers included. */
  all: GroupStatistics;
  /** The arrows that grouped (fliers left out): what sight advice and comparisons use. */
  grouped: GroupStatistics;
  /** Indices of the fliers in the positions given. */
  fliers: number[];
}

/** The group with its fliers marked; null for no arrows. */
export function groupSummary(positions: readonly FacePosition[]): GroupSummary | null {
  const all = groupStatistics(positions);
  if (all === null) return null;
  const fliers = flierIndices(positions);
  const flierSet = new Set(fliers);
  const grouped = groupStatistics(positions.filter((_, index) => !flierSet.has(index))) ?? all;
  return { all, grouped, fliers };
}

/** Least-squares slope of y on x; null with fewer than two distinct x. */
export function leastSquaresSlope(points: ReadonlyArray<readonly [number, number]>): number | null {
  if (points.length < 2) return null;
  const mx = mean(points.map(([x]) => x));
  const my = mean(points.map(([, y]) => y));
  let sxx = 0;
  let sxy = 0;
  for (const [x, y] of points) {
    sxx += (x - mx) ** 2;
    sxy += (x - mx) * (y - my);
  }
  return sxx === 0 ? null : sxy / sxx;
}
