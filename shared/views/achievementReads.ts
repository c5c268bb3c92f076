import {
  achievementPreferences,
  unreadViews,
  type AchievementPreferences,
  type UnreadAchievement,
} from '../achievements/views.js';
import type { AchievementReadView } from '../contract/achievementViews.js';
import type { Projections } from '../projections/projections.js';

/**
 * docs/product.md section 4: unread achievements older than 24 hours are dropped when the app loads. "Loads" is the
 * session's start, so the answer does not change under the archer while the app stays open.
 */
const UNREAD_KEPT_MS = 24 * 60 * 60 * 1000;

/** The unread achievements still shown in a session that started at `startedAt` (ms), oldest first. */
export function unreadAchievements(state: Projections, startedAt: number): UnreadAchievement[] {
  return unreadViews(state.achievements.unread(startedAt - UNREAD_KEPT_MS));
}

/** What is celebrated and read, with the unread ones the session still shows. */
export function achievementReadState(state: Projections, startedAt: number): AchievementReadView {
  return {
    celebrated: [...state.achievements.celebrated],
    allReadAt: state.achievements.allReadAt,
    unread: unreadAchievements(state, startedAt),
  };
}

/** The achievement settings, counting only the unread achievements the session still shows. */
export function achievementPreferencesView(state: Projections, startedAt: number): AchievementPreferences {
  return achievementPreferences(state.achievements, startedAt - UNREAD_KEPT_MS);
}
