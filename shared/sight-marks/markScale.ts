import type { DistanceUnit } from '../rounds/round.js';
import { BOW_CLASS_SHAPES, markPoints, sightShape, type BowClass, type MarkAtDistance } from './estimate.js';
import { distanceInMetres } from './ordering.js';

/**
 * How far the archer's own sight scale moves the arrows at a distance: marks per centimetre at the
 * target, learned from their recorded marks (issue #18 sight advice).
 *
 * Derivation. The estimator's model (docs/sight-marks.md) is mark = datum + b·S(D), where S(D) = tan α
 * and α is the angle between the arrow and the eye-to-target line (launch angle plus the eye-offset
 * angle); b = ±R / (length per mark) is the scale and direction of the archer's sight. At a fixed distance
 * D, a group h metres high means the arrows leave δα ≈ h / D too steep (a small change of launch angle
 * moves the impact by D·δα to first order; the trajectory's own curvature changes it by well under 1 %
 * at target launch angles). Taking δα off needs δS = (1 + S²)·δα (the derivative of tan), i.e.
 *
 *     Δmark = −b·(1 + S(D)²)·h / D,   so   marks per cm = |b|·(1 + S²) / (100·D).
 *
 * b near D is the slope the estimator itself uses there: between two recorded marks, the slope of the
 * line through them in S; outside them, the least-squares slope over all marks. The sign of b says which
 * way the numbers run: S grows with distance and the aperture goes down, so b > 0 means a higher number
 * is a lower aperture.
 *
 * How good it is. The marks fix b·ΔS between distances, so b is only as right as the bow class's S(D):
 * an arrow faster than the class's speed makes ΔS smaller than assumed (ΔS ∝ 1/v² for the gravity part)
 * and the learned scale comes out low. On the three simulated archers of sight-mark-vectors.json it is
 * 0.83-0.85 of the true scale (recurve, 62 m/s against 58), 0.91-0.92 (compound, 91 against 88) and
 * 1.17-1.36 (light bow, 42 against 45, heavier drag). Good enough to say which way and roughly how far;
 * an archer who knows their sight radius and scale gets the exact figure from it (sightAdvice).
 */
export interface MarkScale {
  /** Marks the sight moves for each centimetre the group should move at the target (positive). */
  marksPerCm: number;
  /** Which way the aperture moves when the number goes up. */
  higherMarkMovesSight: 'up' | 'down';
}

export type LearnedMarkScale =
  | (MarkScale & { kind: 'learned'; from: 'bracketing-marks' | 'all-marks' })
  | { kind: 'refused'; reason: string };

const MIN_DISTANCE_M = 10;

/** The archer's marks per cm at the target at a distance, from their marks for one sight setup. */
export function learnMarkScale(
  marks: readonly MarkAtDistance[],
  query: { distance: number; unit: DistanceUnit },
  bowClass: BowClass,
): LearnedMarkScale {
  const metres = distanceInMetres(query.distance, query.unit);
  if (!(metres >= MIN_DISTANCE_M)) return { kind: 'refused', reason: 'below 10 m' };
  const all = markPoints(marks);
  if (all.length < 2) return { kind: 'refused', reason: 'record a second distance' };
  const shape = BOW_CLASS_SHAPES[bowClass];
  const shapes = all.map((point) => sightShape(point.metres, shape));
  const inside = metres >= all[0]!.metres && metres <= all[all.length - 1]!.metres;
  let slope: number;
  if (inside) {
    const upper = Math.max(
      1,
      all.findIndex((point) => point.metres >= metres),
    );
    slope = (all[upper]!.mark - all[upper - 1]!.mark) / (shapes[upper]! - shapes[upper - 1]!);
  } else {
    const meanS = shapes.reduce((sum, value) => sum + value, 0) / shapes.length;
    const meanM = all.reduce((sum, point) => sum + point.mark, 0) / all.length;
    let sxx = 0;
    let sxy = 0;
    shapes.forEach((value, index) => {
      sxx += (value - meanS) ** 2;
      sxy += (value - meanS) * (all[index]!.mark - meanM);
    });
    slope = sxx === 0 ? 0 : sxy / sxx;
  }
  if (!Number.isFinite(slope) || slope === 0)
    return { kind: 'refused', reason: 'marks do not change with distance' };
  const s = sightShape(metres, shape);
  return {
    kind: 'learned',
    from: inside ? 'bracketing-marks' : 'all-marks',
    marksPerCm: (Math.abs(slope) * (1 + s * s)) / (100 * metres),
    higherMarkMovesSight: slope > 0 ? 'down' : 'up',
  };
}
