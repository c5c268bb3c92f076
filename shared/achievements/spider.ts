import { distanceFeats, distanceFeatsRule, thresholdTiers } from './ruleKit.js';
import type { AchievementRule } from './types.js';

/** Row 8: at least one X at a metric distance of an outdoor round. */
export function spiderRule(): AchievementRule {
  return distanceFeatsRule(
    'Spider (X)',
    distanceFeats(
      'spider',
      'Spider',
      (at) => `Shoot an X at ${at} on an outdoor round`,
      'm',
      thresholdTiers([
        [[30], 'bronze'],
        [[40, 50], 'silver'],
        [[60, 70], 'gold'],
        [[90], 'diamond'],
      ]),
      (at, shoot) => at.hasX && shoot.round?.isOutdoor === true,
    ),
  );
}
