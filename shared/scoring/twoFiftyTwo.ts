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
/** The gold of imperial (9-7-5-3-1) scoring: the most one arrow can add towards 252. */
const IMPERIAL_GOLD = 9;
/** The scheme's face: the full-size 122 cm outdoor face. */
const SCHEME_FACE_CM = 122;

/** What a distance is shot at, as far as the 252 scheme cares. */
export interface TwoFiftyTwoDistance {
  unit: DistanceUnit;
  faceCm: number;
  /** Scored 9-7-5-3-1 (imperial), not 10-zone. */
  imperialScoring: boolean;
}

/**
 * The one home of the scheme's eligibility: three dozen in yards on a 122 cm face with imperial scoring.
 * A Portsmouth (20 yd on a 60 cm 10-zone face) shoots in yards but is not a 252 distance; an arrow there
 * is worth 10, so "84 a dozen" would mean nothing.
 */
export function countsFor252(at: TwoFiftyTwoDistance): boolean {
  return at.unit === 'yd' && at.faceCm === SCHEME_FACE_CM && at.imperialScoring;
}

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
  /**
   * Every completed dozen so far averages 84 or more and 252 can still be reached with the arrows left of
   * the three dozen; false before a dozen is complete and once the three dozen are shot (then it is
   * `achieved` or it is not).
   */
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
    if (at === null || at.arrows < COUNTED_ARROWS) continue;
    const pass = round.passes[at.firstPassIndex];
    if (!pass || !countsFor252({ ...at, imperialScoring: pass.scoring === '5_zone' })) continue;
    const counted = block.arrows.slice(0, COUNTED_ARROWS);
    const dozenTotals: number[] = [];
    for (let start = 0; start < counted.length; start += DOZEN) {
      dozenTotals.push(arrowsTotal(counted.slice(start, start + DOZEN), round));
    }
    const completeDozens = Math.floor(counted.length / DOZEN);
    const completeTotal = dozenTotals.slice(0, completeDozens).reduce((a, b) => a + b, 0);
    const total = arrowsTotal(counted, round);
    const arrowsLeft = COUNTED_ARROWS - counted.length;
    const reachable = arrowsLeft > 0 && total + arrowsLeft * IMPERIAL_GOLD >= TWO_FIFTY_TWO;
    progress.push({
      distanceIndex: block.distanceIndex,
      distance: at.distance,
      unit: at.unit,
      dozenTotals,
      total,
      onTrack: reachable && completeDozens > 0 && isOnTrackFor252(completeTotal / completeDozens),
      achieved: counted.length === COUNTED_ARROWS && total >= TWO_FIFTY_TWO,
    });
  }
  return progress;
}
