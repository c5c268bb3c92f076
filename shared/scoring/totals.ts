import type { ArrowValue, DistanceUnit, Round } from '../rounds/round.js';
import { arrowsTotal } from './arrowValues.js';
import { addTallies, tally, type Tally } from './arrowCounts.js';
import { distanceBlocks, type DistanceBlock } from './ends.js';

type TotalsRound = Pick<Round, 'passes' | 'endSize' | 'goldThreshold'>;

/** Totals of one distance of a shoot. */
export interface DistanceSubtotal extends Tally {
  distanceIndex: number;
  distance: number | null;
  unit: DistanceUnit | null;
  arrowsShot: number;
  /** Running total of the whole shoot at the end of this distance. */
  runningTotal: number;
}

/**
 * The score of each end, in shot order. Ends follow the round's distances, so a distance whose arrow
 * count is not a multiple of the end size starts a fresh end at the next distance.
 */
export function endTotals(arrows: readonly ArrowValue[], round: Pick<Round, 'passes' | 'endSize'>): number[] {
  return endTotalsOfBlocks(distanceBlocks(arrows, round), round);
}

/** endTotals from blocks already cut, so the per-arrow path cuts the arrows once (shootFigures.ts). */
export function endTotalsOfBlocks(blocks: readonly DistanceBlock[], round: Pick<Round, 'passes'>): number[] {
  return blocks.flatMap((block) => block.ends.map((end) => arrowsTotal(end.arrows, round)));
}

/** Hits, score, golds and Xs per distance shot so far, with the running total at each. */
export function distanceSubtotals(arrows: readonly ArrowValue[], round: TotalsRound): DistanceSubtotal[] {
  return subtotalsOfBlocks(distanceBlocks(arrows, round), round);
}

/** distanceSubtotals from blocks already cut (see endTotalsOfBlocks). */
export function subtotalsOfBlocks(
  blocks: readonly DistanceBlock[],
  round: Pick<Round, 'passes' | 'goldThreshold'>,
): DistanceSubtotal[] {
  let running = 0;
  return blocks.map((block) => {
    const t = tally(block.arrows, round);
    running += t.score;
    return {
      ...t,
      distanceIndex: block.distanceIndex,
      distance: block.distance?.distance ?? null,
      unit: block.distance?.unit ?? null,
      arrowsShot: block.arrows.length,
      runningTotal: running,
    };
  });
}

/** Grand totals of the whole shoot. */
export function shootTotals(arrows: readonly ArrowValue[], round: TotalsRound): Tally {
  return addTallies(distanceSubtotals(arrows, round));
}
