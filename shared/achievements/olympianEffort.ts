import { ladder, ladderSteps } from './ruleKit.js';
import type { AchievementRule } from './types.js';

const CONSECUTIVE_DAYS = 3;

/** Row 6: arrows shot within any 3 consecutive calendar days; only the last 3 days' totals are kept. */
export function olympianEffortRule(): AchievementRule {
  // [day, arrows] of the days still inside the window, oldest first.
  let days: [number, number][] = [];
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
      days = days.filter(([day]) => shoot.day - day < CONSECUTIVE_DAYS);
      const today = days[days.length - 1];
      if (today !== undefined && today[0] === shoot.day) today[1] += shoot.arrows;
      else days.push([shoot.day, shoot.arrows]);
      let arrows = 0;
      for (const [, dayArrows] of days) arrows += dayArrows;
      return arrows;
    },
  );
}
