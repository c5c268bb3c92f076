/** Public entry of the achievements: the rules table as incremental reducers, and their views. */
export { ACHIEVEMENT_GROUPS, ACHIEVEMENTS, achievementDefinition, definitionNotFound } from './catalogue.js';
export { AchievementFold } from './fold.js';
export { AchievementsProjection, type UnlockRecord } from './projection.js';
export type { AchievementDefinition, AchievementTier, Measure, MeasureUnit } from './types.js';
export {
  achievementGroups,
  achievementPreferences,
  achievementView,
  unreadViews,
  type Achievement,
  type AchievementGroupView,
  type AchievementPreferences,
  type AchievementProgress,
  type UnreadAchievement,
} from './views.js';
