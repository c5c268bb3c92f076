import type { Achievement, UnreadAchievement } from '../../../../shared/achievements/views.js';
import type { AchievementTier } from '../../../../shared/achievements/types.js';
import { formatCount } from '../../formats.js';

/**
 * Above this many unlocks at once, one summary toast replaces the individual ones: importing years of
 * history can unlock a hundred achievements in one go, and a hundred toasts would bury the screen.
 */
export const MOST_TOASTS_AT_ONCE = 3;

const TIER_WORDS: Record<AchievementTier, string> = {
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  diamond: 'Diamond',
};

/** The tier as a word, so the badge never relies on its colour alone. */
export function tierWords(tier: AchievementTier): string {
  return TIER_WORDS[tier];
}

/** What to toast for one batch of unlocks: one line each for a few, a single summary for many. */
export function celebrationMessages(unlocked: readonly Pick<UnreadAchievement, 'name' | 'tier'>[]): string[] {
  if (unlocked.length === 0) return [];
  if (unlocked.length > MOST_TOASTS_AT_ONCE) return [`${unlocked.length} achievements unlocked — see Awards`];
  return unlocked.map((achievement) => `Achievement unlocked: ${achievement.name} (${achievement.tier})`);
}

/** The same unlocks as one line, for the score card's one-line alert slot. */
export function slotMessage(unlocked: readonly Pick<UnreadAchievement, 'name' | 'tier'>[]): string {
  const messages = celebrationMessages(unlocked);
  return messages.length === 1 ? messages[0]! : `${unlocked.length} achievements unlocked — see Awards`;
}

/** How far a locked achievement has come; null for one-shoot feats that have nothing to count. */
export type ProgressCount = { current: number; target: number; text: string } | null;

/** "640 / 1,000 arrows": arrows for arrow-counting achievements, the rule's own measure for the rest. */
export function progressCount(achievement: Achievement): ProgressCount {
  const { progress } = achievement;
  const counted =
    progress.targetArrows !== undefined
      ? { current: progress.totalArrows ?? 0, target: progress.targetArrows }
      : progress.targetScore !== undefined
        ? { current: progress.currentScore ?? 0, target: progress.targetScore }
        : null;
  if (counted === null) return null;
  const unit = progress.unit === undefined ? '' : ` ${progress.unit}`;
  return {
    ...counted,
    text: `${formatCount(counted.current)} / ${formatCount(counted.target)}${unit}`,
  };
}

/** "12 of 155 unlocked" over every group. */
export function unlockedSummary(
  groups: readonly { achievements: readonly unknown[]; unlockedCount: number }[],
) {
  const total = groups.reduce((sum, group) => sum + group.achievements.length, 0);
  const unlocked = groups.reduce((sum, group) => sum + group.unlockedCount, 0);
  return `${unlocked} of ${total} unlocked`;
}
