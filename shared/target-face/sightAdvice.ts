/**
 * Sight advice from where a group sits (issue #18). The rule archers learn first: move the sight towards
 * the group. Group high: sight up (the archer then lowers the bow to aim, and the arrows come down);
 * group left: sight left.
 */
import { fail, ok, type Result } from '../core/result.js';
import type { MarkScale } from '../sight-marks/markScale.js';
import type { GroupStatistics } from './groupStatistics.js';

/** The archer's units for moving the sight (a setting). */
export type SightUnits =
  | {
      kind: 'millimetres';
      /** Eye to aperture, mm. */
      sightRadiusMm: number;
      /** Which way the aperture moves as the scale's number goes up, when the archer has said. */
      higherMarkMovesSight: 'up' | 'down' | null;
    }
  | {
      kind: 'marks';
      /** From learnMarkScale (the archer's own marks) or set by hand. */
      scale: MarkScale;
      /** Eye to aperture, mm, when known: windage in mm at the sight. */
      sightRadiusMm: number | null;
    };

export interface SightAdviceInput {
  /** The group to correct: the grouped arrows (fliers left out) at one distance. */
  group: GroupStatistics;
  /** Distance to the target, metres. */
  distanceMetres: number;
  units: SightUnits;
  /** The elevation mark the group was shot with, to offer the corrected mark for saving. */
  currentMark: number | null;
}

export interface SightMove<Direction extends string> {
  /** Which way to move the sight; null when the offset is within chance of the group's own spread. */
  move: Direction | null;
  /** The group centre's offset from the spot centre along this axis, cm (positive: high / right). */
  offsetCm: number;
  /** How far to move the sight for the whole offset, in `unit`; null when no unit can say it. */
  amount: number | null;
  unit: 'mm' | 'marks';
}

export interface SightAdvice {
  elevation: SightMove<'up' | 'down'>;
  windage: SightMove<'left' | 'right'>;
  /**
   * The mark to offer saving as the sight mark for this distance (the current mark when no move is
   * advised); null without a current mark or without knowing which way the scale's numbers run.
   */
  correctedMark: number | null;
}

export type SightAdviceError = 'invalid-distance' | 'invalid-sight-radius' | 'invalid-mark-scale';

/**
 * An offset counts only beyond two standard errors of the centre (about 95 % sure it is not chance): a
 * single arrow, or three arrows spread over the boss, never moves a sight.
 */
const STANDARD_ERRORS_FOR_A_MOVE = 2;

function clearOffset(offsetCm: number, standardErrorCm: number | null): boolean {
  return standardErrorCm !== null && Math.abs(offsetCm) > STANDARD_ERRORS_FOR_A_MOVE * standardErrorCm;
}

/**
 * Millimetres at the sight for an offset at the target: similar triangles from the eye, the aperture R
 * from the eye and the target D away, so offset_at_sight = offset_at_target × R / D.
 */
function millimetresAtSight(offsetCm: number, sightRadiusMm: number, distanceMetres: number): number {
  return (Math.abs(offsetCm) * 10 * sightRadiusMm) / (distanceMetres * 1000);
}

/** Which way and how far to move the sight for a group, in the archer's units. */
export function sightAdvice(input: SightAdviceInput): Result<SightAdvice, SightAdviceError> {
  const { group, distanceMetres, units, currentMark } = input;
  if (!(distanceMetres > 0) || !Number.isFinite(distanceMetres))
    return fail('invalid-distance', `distance must be a positive number of metres, not ${distanceMetres}`);
  const radius = units.sightRadiusMm;
  if (radius !== null && (!(radius > 0) || !Number.isFinite(radius)))
    return fail('invalid-sight-radius', `sight radius must be a positive number of mm, not ${radius}`);
  if (units.kind === 'marks' && (!(units.scale.marksPerCm > 0) || !Number.isFinite(units.scale.marksPerCm)))
    return fail('invalid-mark-scale', `marks per cm must be positive, not ${units.scale.marksPerCm}`);

  const se = group.centreStandardErrorCm;
  const high = group.centre.y;
  const right = group.centre.x;
  const elevationAmount =
    units.kind === 'marks'
      ? Math.abs(high) * units.scale.marksPerCm
      : millimetresAtSight(high, units.sightRadiusMm, distanceMetres);
  const elevationMove = clearOffset(high, se?.y ?? null) ? (high > 0 ? 'up' : 'down') : null;
  const windageMove = clearOffset(right, se?.x ?? null) ? (right > 0 ? 'right' : 'left') : null;

  const numbersUp = units.kind === 'marks' ? units.scale.higherMarkMovesSight : units.higherMarkMovesSight;
  let correctedMark: number | null = null;
  if (currentMark !== null && Number.isFinite(currentMark) && numbersUp !== null) {
    if (elevationMove === null) correctedMark = currentMark;
    else correctedMark = currentMark + (elevationMove === numbersUp ? 1 : -1) * elevationAmount;
  }
  return ok({
    elevation: {
      move: elevationMove,
      offsetCm: high,
      amount: elevationAmount,
      unit: units.kind === 'marks' ? 'marks' : 'mm',
    },
    windage: {
      move: windageMove,
      offsetCm: right,
      amount: radius === null ? null : millimetresAtSight(right, radius, distanceMetres),
      unit: 'mm',
    },
    correctedMark,
  });
}
