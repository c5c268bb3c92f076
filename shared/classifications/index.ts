/** Public entry of the AGB classification schemes. */
export {
  AGE_GROUPS,
  allCategories,
  BOW_TYPES,
  GENDERS,
  parseAgeGroup,
  parseBowType,
  parseCategory,
  parseGender,
  type AgeGroup,
  type BowType,
  type Category,
  type Gender,
} from './category.js';
export { classHandicaps, maxDistances, minimumDistances } from './class-handicaps.js';
export { classificationFor, classThresholds, UNCLASSIFIED, type Classification } from './classify.js';
export { FROSTBITE_BADGE_SCORES, frostbiteBadges, type FrostbiteBadge } from './frostbite.js';
export { prestigeRounds } from './prestige.js';
export { AGB_SCHEMES, CURRENT_SCHEME, schemeForDate, type AgbScheme, type SchemeName } from './schemes.js';
export {
  clearThresholdCache,
  INDOOR_CLASSES,
  OUTDOOR_CLASSES,
  type ClassName,
  type ClassThreshold,
} from './thresholds.js';
