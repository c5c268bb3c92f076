import { bestScoreOn, ladder, ladderSteps } from './ruleKit.js';
import type { AchievementRule } from './types.js';

const ROUND = 'wa 70m';

/** Row 7: a recurve archer's best WA 70m (the 720 round), by the bow type saved with the shoot. */
export function sevenTwentyMasteryRule(): AchievementRule {
  return ladder(
    '720 mastery',
    'points',
    ladderSteps('720-mastery', '720 mastery', (n) => `Score ${n} with a recurve on a WA 70m`, [
      [450, 'bronze'],
      [500, 'silver'],
      [550, 'gold'],
      [600, 'diamond'],
    ]),
    bestScoreOn([ROUND], (shoot) => shoot.bowType === 'recurve'),
    ROUND,
  );
}
