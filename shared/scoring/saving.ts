import type { Round } from '../rounds/round.js';

/**
 * Whether a shoot can be saved now: the round is complete, or the round allows saving at any point
 * (practice rounds). An empty shoot is never saved, since it would only add a zero to the history.
 */
export function canSaveShoot(
  round: Pick<Round, 'maxArrows' | 'canSaveAnytime'>,
  arrowsShot: number,
): boolean {
  if (arrowsShot <= 0) return false;
  if (round.canSaveAnytime) return true;
  return round.maxArrows !== null && arrowsShot >= round.maxArrows;
}

/** Whether every arrow of a fixed-length round has been shot. Unlimited rounds are never complete. */
export function isRoundComplete(round: Pick<Round, 'maxArrows'>, arrowsShot: number): boolean {
  return round.maxArrows !== null && arrowsShot >= round.maxArrows;
}
