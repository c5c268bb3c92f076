import type { ChangeTopic } from './changes.js';
import type {
  AchievementGroupView,
  AchievementPreferences,
  UnreadAchievement,
} from '../achievements/views.js';
import type { AchievementReadView } from './achievementViews.js';
import type { EngineResult } from './answers.js';

/** Achievements (docs/product.md sections 3, 4 and 9; the rules are docs/achievements.md); worker/achievements.ts. */
export interface AchievementsContract {
  /** Every achievement with its progress, grouped in the order of the rules table. */
  achievements(): Promise<EngineResult<AchievementGroupView[]>>;
  /** Unlocked achievements not yet read, oldest first (unread for over 24 h at start-up: dropped). */
  unreadAchievements(): Promise<EngineResult<UnreadAchievement[]>>;
  achievementReadState(): Promise<EngineResult<AchievementReadView>>;
  /**
   * Marks achievements read: listed ones join the celebrated set, 'all' clears the unread list. An id
   * no rule decides is refused as `invalid-achievements`, 'Achievement definition not found for: {id}'.
   */
  markAchievementsRead(achievementIds: string[] | 'all'): Promise<EngineResult<AchievementReadView>>;
  /** docs/product.md section 3 achievement preferences (popups on by default). */
  achievementPreferences(): Promise<EngineResult<AchievementPreferences>>;
  setAchievementPopups(enabled: boolean): Promise<EngineResult<AchievementPreferences>>;
}

/**
 * What each read of AchievementsContract depends on, declared once beside it (issue #46): a change batch with none of
 * these topics leaves the read's answer as it was, so a query of it is fetched again on these alone.
 */
export const ACHIEVEMENTS_READS = {
  achievements: ['history', 'profile', 'sight-marks', 'achievements'],
  unreadAchievements: ['history', 'profile', 'sight-marks', 'achievements'],
  achievementReadState: ['achievements'],
  achievementPreferences: ['achievements'],
} as const satisfies Partial<Record<keyof AchievementsContract, readonly ChangeTopic[]>>;
