import type { ArrowValue } from '../rounds/round.js';
import { shootDuration } from '../scoring/duration.js';
import type { FacePosition } from '../target-face/targetFace.js';
import { copyPositions } from '../target-face/positionChecks.js';

/**
 * The shoot being scored right now, as the event log leaves it. Only its own arrows live here, so
 * scoring one more arrow costs the same with five shoots in the history or five thousand.
 */

/** Round of a device that has never picked one (docs/product.md section 3: game defaults to national). */
const DEFAULT_ROUND_NAME = 'national';

export interface CurrentShootState {
  roundName: string;
  /** Every arrow in the order shot (corrections replace in place). */
  arrows: ArrowValue[];
  /** Where each arrow was plotted, aligned with `arrows`; null for keypad arrows. */
  positions: Array<FacePosition | null>;
  /** Time stamps of the first and latest arrow events, for the shoot's duration. */
  firstArrowAt: number | null;
  lastArrowAt: number | null;
}

export function emptyShoot(roundName: string = DEFAULT_ROUND_NAME): CurrentShootState {
  return { roundName, arrows: [], positions: [], firstArrowAt: null, lastArrowAt: null };
}

export function withArrow(
  shoot: CurrentShootState,
  value: ArrowValue,
  at: number,
  position: FacePosition | null = null,
): CurrentShootState {
  shoot.arrows.push(value);
  shoot.positions.push(position);
  shoot.firstArrowAt ??= at;
  shoot.lastArrowAt = at;
  return shoot;
}

/**
 * A correction changes a value, not when the arrow was shot: the duration (read by the fast-shooting
 * achievements) stays from the first to the last arrow shot, however late the archer fixes one.
 */
export function withCorrection(
  shoot: CurrentShootState,
  index: number,
  value: ArrowValue,
  position: FacePosition | null = null,
): CurrentShootState {
  if (index < shoot.arrows.length) {
    shoot.arrows[index] = value;
    shoot.positions[index] = position;
  }
  return shoot;
}

export function withoutLastArrow(shoot: CurrentShootState): CurrentShootState {
  shoot.arrows.pop();
  shoot.positions.pop();
  if (shoot.arrows.length === 0) {
    shoot.firstArrowAt = null;
    shoot.lastArrowAt = null;
  }
  return shoot;
}

/** Milliseconds from the first to the latest arrow: the saved shoot's duration. */
export function shootingTime(shoot: CurrentShootState): number {
  return shoot.firstArrowAt === null || shoot.lastArrowAt === null
    ? 0
    : shootDuration(shoot.firstArrowAt, shoot.lastArrowAt);
}

/** The positions to save with the shoot: null when no arrow was plotted (a keypad-only shoot). */
export function plottedPositions(shoot: CurrentShootState): Array<FacePosition | null> | null {
  return shoot.positions.some((position) => position !== null) ? copyPositions(shoot.positions) : null;
}
