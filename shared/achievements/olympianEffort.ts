import { ladder, ladderSteps } from './ruleKit.js';
import type { AchievementRule } from './types.js';

const CONSECUTIVE_DAYS = 3;

/** Row 6: arrows shot within any 3 consecutive calendar days; only the last 3 days' totals are kept. */
export function olympianEffortRule(): AchievementRule {
  // Arrows of the latest day shot and the two calendar days before it, newest first.
  const window = [0, 0, 0];
  let latestDay = Number.NaN;
  return ladder(
    'Olympian Effort',
    'arrows',
    ladderSteps('olympian-effort', 'Olympian Effort', (n) => `Shoot ${n} arrows within 3 days`, [
      [210, 'bronze'],
      [375, 'silver'],
      [600, 'gold'],
      [900, 'diamond'],
    ]),
    (shoot) => {
      // Shoots come in date order: move the window on by the days since the last shoot.
      const gap = Number.isNaN(latestDay)
        ? CONSECUTIVE_DAYS
        : Math.min(shoot.day - latestDay, CONSECUTIVE_DAYS);
      for (let moved = 0; moved < gap; moved++) {
        window[2] = window[1]!;
        window[1] = window[0]!;
        window[0] = 0;
      }
      latestDay = shoot.day;
      window[0]! += shoot.arrows;
      return window[0]! + window[1]! + window[2]!;
    },
  );
}
