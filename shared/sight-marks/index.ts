/** Public entry of the sight-mark rules. */
export { sameSightMark, sameVertical, type SightMark, type SightMarkVertical } from './sightMark.js';
export {
  DEFAULT_UNIT_FILTER,
  distanceInMetres,
  filterSightMarksByUnit,
  METRES_PER_YARD,
  sortSightMarks,
  type SightMarkUnitFilter,
} from './ordering.js';
export {
  DISTANCE_TEXT_MESSAGE,
  parseDistanceText,
  type DistanceTextError,
  type ParsedDistance,
} from './distanceText.js';
export {
  readSightMark,
  restoreSightMarks,
  type RestoredSightMarks,
  type SightMarkRejection,
} from './restore.js';
export { learnMarkScale, markScaleFromSight, type LearnedMarkScale, type MarkScale } from './markScale.js';
