import type { ArrowValue, DistanceUnit, Round } from '../rounds/round.js';
import { arrowsTotal } from './arrowValues.js';
import { distanceBlocks, type DistanceBlock } from './ends.js';

/**
 * The 252 award (achievements.md row 4): 252 or more in the first 3 dozen arrows at one imperial
 * distance. 252 over three dozen is 84 a dozen, so docs/product.md section 9's "on track for 252" is a dozen
 * (or the average of the dozens shot so far) of 84 or more.
 */

export const TWO_FIFTY_TWO = 252;
const ON_TRACK_DOZEN_TOTAL = 84;
const DOZEN = 12;
const COUNTED_ARROWS = 3 * DOZEN;

/** docs/product.md section 9: a dozen total of 84 or more is on track for 252. */
export function isOnTrackFor252(dozenTotal: number): boolean {
  return dozenTotal >= ON_TRACK_DOZEN_TOTAL;
}

export interface TwoFiftyTwoProgress {
  distanceIndex: number;
  distance: number;
  unit: DistanceUnit;
  /** Totals of the dozens shot so far among the first three at this distance (last may be partial). */
  dozenTotals: number[];
  /** Total of the first 3 dozen (or as many as shot so far). */
  total: number;
  /** Every completed dozen so far averages 84 or more; false before a dozen is complete. */
  onTrack: boolean;
  /** All 3 dozen shot and 252 or more. */
  achieved: boolean;
}

/** 252 progress at each imperial distance of the round that shoots at least 3 dozen. */
export function twoFiftyTwoProgress(
  arrows: readonly ArrowValue[],
  round: Pick<Round, 'passes' | 'endSize'>,
): TwoFiftyTwoProgress[] {
  return twoFiftyTwoOfBlocks(distanceBlocks(arrows, round), round);
}

/** twoFiftyTwoProgress from blocks already cut, so the per-arrow path cuts the arrows once. */
export function twoFiftyTwoOfBlocks(
  blocks: readonly DistanceBlock[],
  round: Pick<Round, 'passes'>,
): TwoFiftyTwoProgress[] {
  const progress: TwoFiftyTwoProgress[] = [];
  for (const block of blocks) {
    const at = block.distance;
    if (at === null || at.unit !== 'yd' || at.arrows < COUNTED_ARROWS) continue;
    const counted = block.arrows.slice(0, COUNTED_ARROWS);
    const dozenTotals: number[] = [];
    for (let start = 0; start < counted.length; start += DOZEN) {
      dozenTotals.push(arrowsTotal(counted.slice(start, start + DOZEN), round));
    }
    const completeDozens = Math.floor(counted.length / DOZEN);
    const completeTotal = dozenTotals.slice(0, completeDozens).reduce((a, b) => a + b, 0);
    const total = arrowsTotal(counted, round);
    progress.push({
      distanceIndex: block.distanceIndex,
      distance: at.distance,
      unit: at.unit,
      dozenTotals,
      total,
      onTrack: completeDozens > 0 && isOnTrackFor252(completeTotal / completeDozens),
      achieved: counted.length === COUNTED_ARROWS && total >= TWO_FIFTY_TWO,
    });
  }
  return progress;
}
