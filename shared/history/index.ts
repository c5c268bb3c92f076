/** Public entry of the history rules: saved shoots, legacy upgrades, queries, profile and merge. */
export {
  DEFAULT_SHOOT_STATUS,
  SHOOT_STATUSES,
  shootStatusOf,
  UNKNOWN_GAME_TYPE,
  type EndRecord,
  type HistoryItem,
  type ShootClassification,
  type ShooterSnapshot,
  type ShootLocation,
  type ShootStatus,
} from './historyItem.js';
export { applyLegacyDistance, canonicalGameType, type RoundFinder } from './legacyGameType.js';
export {
  MAX_ARROWS_PER_SHOOT,
  MISSING_DATE,
  readHistoryItem,
  type HistoryItemRejection,
  type PendingHistoryItem,
} from './readHistoryItem.js';
export {
  assignHistoryIds,
  nextHistoryId,
  upgradeHistory,
  type RejectedHistoryItem,
  type UpgradedHistory,
} from './upgradeHistory.js';
export { newHistoryItem, type FinishedShoot } from './newHistoryItem.js';
export { filterByShootStatus, RECENT_DAYS, recentGameTypes, sortByDateAscending } from './historyQueries.js';
export { isPracticeRoundName, markTopScores } from './topScores.js';
export { shootEndRecords, withDerivedFields } from './derivedFields.js';
export { sanitiseNoteText } from './noteText.js';
export {
  classificationFor,
  DEFAULT_KNOCK_COLOR,
  defaultUserProfile,
  mergeUserProfiles,
  readUserProfileFields,
  UNCLASSIFIED,
  upgradeUserProfile,
  type SearchPreferences,
  type UserProfile,
} from './userProfile.js';
export {
  MERGE_ERROR,
  mergeBackup,
  type LocalData,
  type MergeOptions,
  type MergeResult,
} from './mergeBackup.js';
export { combineErrorToast, combineResultToast, type ToastText } from './combineToast.js';
