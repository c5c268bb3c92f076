import { bestScoreOn, ladder, ladderSteps, thresholdTiers } from './ruleKit.js';
import type { AchievementRule } from './types.js';

const ROUND = 'frostbite';

/** Row 9: best Frostbite total. */
export function frostbiteRule(): AchievementRule {
  return ladder(
    'Frostbite',
    'points',
    ladderSteps(
      'frostbite',
      'Frostbite',
      (n) => `Score ${n} on a Frostbite`,
      thresholdTiers([
        [[200, 225, 250], 'bronze'],
        [[275, 300], 'silver'],
        [[315, 325, 330], 'gold'],
        [[340, 350, 355], 'diamond'],
      ]),
    ),
    bestScoreOn([ROUND]),
    ROUND,
  );
}
