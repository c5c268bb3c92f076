/** Public entry of the AGB 2023 handicap scheme. */
export {
  clearHandicapCache,
  decimalHandicapForScore,
  expectedScore,
  handicapForScore,
  handicapTable,
  hasHandicapTable,
  OFFICIAL_HANDICAPS,
  scoreForHandicap,
  type HandicapErrorReason,
  type HandicapOptions,
  type HandicapResult,
} from './handicaps.js';
export { AGB_2023, expectedArrowScore, sigmaR, sigmaT } from './model.js';
