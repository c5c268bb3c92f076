import { ACHIEVEMENT_GROUPS, ACHIEVEMENTS, achievementDefinition } from './catalogue.js';
import type { AchievementsProjection, UnlockRecord } from './projection.js';
import type { AchievementDefinition, AchievementTier, MeasureUnit } from './types.js';

/** The achievement views of docs/product.md section 3, as the worker hands them to the UI. */

export interface AchievementProgress {
  isUnlocked: boolean;
  /** When it was recorded as unlocked; null while met but not yet recorded, or locked. */
  unlockedAt: number | null;
  achievingShootId: number | null;
  achievedDate: string | null;
  /** Counting achievements other than arrows: the measure now and the number to reach. */
  currentScore?: number;
  targetScore?: number;
  /** Arrow-counting achievements (total arrows, misses, Olympian Effort). */
  totalArrows?: number;
  targetArrows?: number;
  unit?: MeasureUnit;
  /** Traveller: the distinct places, countries or UK nations counted so far. */
  locationDetails?: string[];
}

export interface Achievement {
  id: string;
  name: string;
  description: string;
  tier: AchievementTier;
  group: string;
  targetScore?: number;
  targetArrows?: number;
  gameType?: string;
  progress: AchievementProgress;
  /** 0 to 100; 100 once unlocked. */
  progressPercentage: number;
}

export interface AchievementGroupView {
  group: string;
  achievements: Achievement[];
  unlockedCount: number;
}

/** docs/product.md section 3's unread achievement record. */
export interface UnreadAchievement {
  id: string;
  name: string;
  description: string;
  tier: AchievementTier;
  achievingShootId: number;
  achievedDate: string;
  unlockedAt: number;
}

/** docs/product.md section 3's achievement preferences. */
export interface AchievementPreferences {
  popupsEnabled: boolean;
  /** When the archer last marked achievements read; null if never. */
  lastCheckedTimestamp: number | null;
  celebratedAchievements: string[];
  unreadAchievements: UnreadAchievement[];
}

function targets(definition: AchievementDefinition): Pick<Achievement, 'targetScore' | 'targetArrows'> {
  if (definition.target === undefined) return {};
  return definition.unit === 'arrows'
    ? { targetArrows: definition.target }
    : { targetScore: definition.target };
}

function achievementView(projection: AchievementsProjection, definition: AchievementDefinition): Achievement {
  const unlock = projection.unlockOf(definition.id);
  const measure = projection.current().progress(definition.id);
  const progress: AchievementProgress = {
    isUnlocked: unlock !== undefined,
    unlockedAt: projection.unlocked.get(definition.id)?.unlockedAt ?? null,
    achievingShootId: unlock?.achievingShootId ?? null,
    achievedDate: unlock?.achievedDate ?? null,
  };
  if (measure !== null) {
    // Once unlocked it stays complete, even if a deleted shoot took the measure back down.
    const current = unlock ? measure.target : measure.current;
    if (measure.unit === 'arrows')
      Object.assign(progress, { totalArrows: current, targetArrows: measure.target });
    else Object.assign(progress, { currentScore: current, targetScore: measure.target });
    progress.unit = measure.unit;
    if (measure.details) progress.locationDetails = measure.details;
  }
  const percentage =
    unlock !== undefined
      ? 100
      : measure === null || measure.target <= 0
        ? 0
        : Math.min(100, Math.floor((measure.current / measure.target) * 100));
  return {
    id: definition.id,
    name: definition.name,
    description: definition.description,
    tier: definition.tier,
    group: definition.group,
    ...targets(definition),
    ...(definition.gameType === undefined ? {} : { gameType: definition.gameType }),
    progress,
    progressPercentage: percentage,
  };
}

/** Every achievement with its progress, grouped in table order. */
export function achievementGroups(projection: AchievementsProjection): AchievementGroupView[] {
  return ACHIEVEMENT_GROUPS.map((group) => {
    const achievements = ACHIEVEMENTS.filter((d) => d.group === group).map((d) =>
      achievementView(projection, d),
    );
    return { group, achievements, unlockedCount: achievements.filter((a) => a.progress.isUnlocked).length };
  });
}

/**
 * Unlock records as the UI celebrates them. A record naming an achievement this app has no rule for
 * (written by another version) is left out: docs/product.md section 8 logs it as a warning and goes on.
 */
export function unreadViews(records: readonly UnlockRecord[]): UnreadAchievement[] {
  return records.flatMap((record) => {
    const found = achievementDefinition(record.id);
    if (!found.ok) return [];
    const { name, description, tier } = found.value;
    return [
      {
        id: record.id,
        name,
        description,
        tier,
        achievingShootId: record.achievingShootId,
        achievedDate: record.achievedDate,
        unlockedAt: record.unlockedAt,
      },
    ];
  });
}

export function achievementPreferences(
  projection: AchievementsProjection,
  droppedBefore: number,
): AchievementPreferences {
  return {
    popupsEnabled: projection.popupsEnabled,
    lastCheckedTimestamp: projection.lastCheckedAt,
    celebratedAchievements: [...projection.celebrated],
    unreadAchievements: unreadViews(projection.unread(droppedBefore)),
  };
}
