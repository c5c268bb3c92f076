/** Public entry of the target face: faces as data, scoring by position, group statistics, sight advice. */
export {
  layoutFor,
  scoresInnerTen,
  scoringRadiusMm,
  targetFaceFor,
  targetFaceForArrow,
  X_RING_DIAMETER_FRACTION,
  type FaceOptions,
  type FacePosition,
  type ScoringRing,
  type SpotLayout,
  type TargetFace,
} from './targetFace.js';
export { arrowValueAt, nearestSpotIndex, positionOnSpot, TYPICAL_SHAFT_DIAMETER_MM } from './arrowValueAt.js';
export {
  FLIER_MEDIAN_MULTIPLE,
  flierIndices,
  groupStatistics,
  groupSummary,
  leastSquaresSlope,
  MIN_ARROWS_FOR_FLIERS,
  type GroupStatistics,
  type GroupSummary,
  type PointCm,
} from './groupStatistics.js';
export {
  compareAcrossShoots,
  endSeries,
  type DistanceComparison,
  type EndGroup,
  type EndSeries,
  type ShootAtDistance,
  type ShootGroup,
} from './groupTrends.js';
export {
  sightAdvice,
  type SightAdvice,
  type SightAdviceError,
  type SightAdviceInput,
  type SightMove,
  type SightUnits,
} from './sightAdvice.js';
export {
  analyseShoot,
  positionsAtDistance,
  type DistanceAnalysis,
  type PlottedArrow,
  type ShootAnalysis,
} from './shootAnalysis.js';
