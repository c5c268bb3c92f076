import type { ArrowValue, Round } from '../rounds/round.js';
import { arrowsTotal, topArrowValue } from './arrowValues.js';
import { effectiveEndSize } from './ends.js';

/** Rounds to one decimal place, as averages are shown. */
export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Average score per end, one decimal: score divided by the ends shot. Ends shot counts a part-shot
 * end by its share of arrows, so the average does not jump when the first arrow of an end lands.
 * Null when no arrow has been shot (there is no average of nothing).
 */
export function averagePerEnd(score: number, arrowsShot: number, endSize: number): number | null {
  if (!(arrowsShot > 0)) return null;
  const endsShot = arrowsShot / effectiveEndSize(endSize);
  return roundToOneDecimal(score / endsShot);
}

/** What the classification estimate (docs/product.md section 5) is computed from, part way through a round. */
interface ClassificationEstimateInputs {
  score: number;
  arrowsShot: number;
  /** Arrows left in the round; 0 for rounds without a fixed length (practice). */
  remainingArrows: number;
  averagePerEnd: number | null;
  /** Score plus every remaining arrow at the round's top value: the best the round can still end on. */
  projectedScore: number;
  /** The round's total if every arrow left scores the average so far; null without a fixed length. */
  paceScore: number | null;
}

/** docs/product.md section 5: projected score = score + remaining arrows x the round's top arrow value (default 10). */
export function projectedScore(score: number, remainingArrows: number, topValue = 10): number {
  return score + Math.max(remainingArrows, 0) * topValue;
}

/**
 * What the current average projects to over the whole round: the figure an archer means by "on track
 * for", since the best possible score says little after one end. Null on rounds without a fixed length
 * or before the first arrow.
 */
export function paceScore(score: number, arrowsShot: number, maxArrows: number | null): number | null {
  if (maxArrows === null || !(arrowsShot > 0)) return null;
  return Math.round((score / arrowsShot) * Math.max(maxArrows, arrowsShot));
}

/** The classification estimate inputs for the arrows shot so far on a round. */
export function classificationEstimateInputs(
  arrows: readonly ArrowValue[],
  round: Pick<Round, 'passes' | 'scores' | 'endSize' | 'maxArrows'>,
): ClassificationEstimateInputs {
  const score = arrowsTotal(arrows, round);
  const remainingArrows = round.maxArrows === null ? 0 : Math.max(round.maxArrows - arrows.length, 0);
  return {
    score,
    arrowsShot: arrows.length,
    remainingArrows,
    averagePerEnd: averagePerEnd(score, arrows.length, round.endSize),
    projectedScore: projectedScore(score, remainingArrows, topArrowValue(round)),
    paceScore: paceScore(score, arrows.length, round.maxArrows),
  };
}
