import type { Achievement } from '../../../../shared/achievements/views.js';

/** A test achievement: Total arrows 1,000 (bronze), locked at 0 %, but for what a test changes. */
export function achievement(
  overrides: Partial<Achievement>,
  progress: Partial<Achievement['progress']>,
): Achievement {
  return {
    id: 'total-arrows-1000',
    name: 'Total arrows 1,000',
    description: 'Shoot 1,000 arrows',
    tier: 'bronze',
    group: 'Total arrows',
    progress: {
      isUnlocked: false,
      unlockedAt: null,
      achievingShootId: null,
      achievedDate: null,
      ...progress,
    },
    progressPercentage: 0,
    ...overrides,
  };
}
