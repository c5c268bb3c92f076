import { achievementGroups } from '../../shared/achievements/views.js';
import type { AchievementsContract } from '../../shared/contract/engine.js';
import { ok } from '../../shared/core/result.js';
import * as achievementCommands from '../../shared/commands/achievementCommands.js';
import type { Projections } from '../../shared/projections/projections.js';
import {
  achievementPreferencesView,
  achievementReadState,
  unreadAchievements,
} from '../../shared/views/achievementReads.js';
import type { FeatureContext } from './context.js';

/** The achievements' handlers (shared/contract/achievementsContract.ts). */
export function achievementsHandlers({ core, startedAt }: FeatureContext): AchievementsContract {
  const achievementsRead = (state: Projections) => ok(achievementReadState(state, startedAt));
  const preferences = (state: Projections) => ok(achievementPreferencesView(state, startedAt));
  return {
    achievements: () => core.read((state) => ok(achievementGroups(state.achievements))),
    unreadAchievements: () => core.read((state) => ok(unreadAchievements(state, startedAt))),
    achievementReadState: () => core.read(achievementsRead),
    markAchievementsRead: (ids) =>
      core.write(achievementCommands.markAchievementsRead(ids), achievementsRead),
    achievementPreferences: () => core.read(preferences),
    setAchievementPopups: (enabled) =>
      core.write(achievementCommands.setAchievementPopups(enabled), preferences),
  };
}
