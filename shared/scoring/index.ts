/** Public entry of the scoring rules (spec section 9). */
export {
  arrowScore,
  arrowsTotal,
  isAllowedArrow,
  isWorcesterRound,
  keypadValues,
  topArrowValue,
  xValue,
} from './arrowValues.js';
export {
  addTallies,
  goldCount,
  hitCount,
  isGold,
  isHit,
  missCount,
  tally,
  xCount,
  type Tally,
} from './arrowCounts.js';
export { arrowRank, compareArrowsDescending, sortByArrowDescending, sortEndDescending } from './endOrder.js';
export {
  DEFAULT_END_SIZE,
  distanceBlocks,
  distanceLabel,
  effectiveEndSize,
  roundDistances,
  splitIntoEnds,
  type DistanceBlock,
  type EndSlice,
  type RoundDistance,
} from './ends.js';
export {
  distanceSubtotals,
  endTotals,
  plainEndTotals,
  runningTotals,
  shootTotals,
  type DistanceSubtotal,
} from './totals.js';
export { endCell, type ArrowCell, type EndCell } from './scorecardCells.js';
export {
  ENDS_PER_LANDSCAPE_ROW,
  landscapeScorecard,
  type LandscapeEndsRow,
  type LandscapeRow,
  type LandscapeScorecard,
  type LandscapeTable,
  type SubtotalsRow,
  type TotalsRow,
} from './landscapeScorecard.js';
export {
  portraitScorecard,
  type DistanceHeaderRow,
  type PortraitEndRow,
  type PortraitGrandTotalsRow,
  type PortraitRow,
  type PortraitScorecard,
  type PortraitSubtotalRow,
} from './portraitScorecard.js';
export {
  averagePerEnd,
  classificationEstimateInputs,
  projectedScore,
  roundToOneDecimal,
  type ClassificationEstimateInputs,
} from './estimates.js';
export {
  isOnTrackFor252,
  ON_TRACK_DOZEN_TOTAL,
  TWO_FIFTY_TWO,
  twoFiftyTwoProgress,
  type TwoFiftyTwoProgress,
} from './twoFiftyTwo.js';
export { formatDuration, shootDuration } from './duration.js';
export { canSaveShoot, isRoundComplete } from './saving.js';
