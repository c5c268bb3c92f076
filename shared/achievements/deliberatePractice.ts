import { UNKNOWN_GAME_TYPE } from '../history/historyItem.js';
import { ladder } from './ruleKit.js';
import type { AchievementRule } from './types.js';

const TIMES = 3;
/** "Within any 7 days": the first and third shoot are at most 6 calendar days apart. */
const WINDOW_DAYS = 7;

/**
 * Row 3: the same round 3 times within any 7 days. Per round only the days of its last two shoots are
 * kept: in date order nothing older can share a 7-day window with a later shoot and two others.
 */
export function deliberatePracticeRule(): AchievementRule {
  const recentDays = new Map<string, number[]>();
  return ladder(
    'Deliberate practice',
    'shoots',
    [
      {
        id: 'deliberate-practice',
        name: 'Deliberate practice',
        description: 'Shoot the same round 3 times within 7 days',
        tier: 'diamond',
        target: TIMES,
      },
    ],
    (shoot) => {
      if (shoot.gameType === UNKNOWN_GAME_TYPE.toLowerCase()) return 0;
      const days = (recentDays.get(shoot.gameType) ?? []).filter((day) => shoot.day - day < WINDOW_DAYS);
      days.push(shoot.day);
      recentDays.set(shoot.gameType, days.slice(-(TIMES - 1)));
      return days.length;
    },
  );
}
