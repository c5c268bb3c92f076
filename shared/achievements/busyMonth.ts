import { ladder } from './ruleKit.js';
import type { AchievementRule } from './types.js';

const BUSY_MONTH_SHOOTS = 20;

/** Row 2: 20 shoots in one calendar month. Shoots come in date order, so only this month is counted. */
export function busyMonthRule(): AchievementRule {
  let month = Number.NaN;
  let shoots = 0;
  return ladder(
    'Busy month',
    'shoots',
    [
      {
        id: 'busy-month',
        name: 'Busy month',
        description: `Shoot ${BUSY_MONTH_SHOOTS} times in one calendar month`,
        tier: 'diamond',
        target: BUSY_MONTH_SHOOTS,
      },
    ],
    (shoot) => {
      if (shoot.monthKey !== month) {
        month = shoot.monthKey;
        shoots = 0;
      }
      return (shoots += 1);
    },
  );
}
