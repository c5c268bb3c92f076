import type { Round } from '../rounds/round.js';
import { ladder, ladderSteps } from './ruleKit.js';
import type { AchievementRule, ShootFacts } from './types.js';

/** Rows 13, 14 and 25: completed rounds of a family, counted over the whole history. */

const NINE_DOZEN = 108;
const TWELVE_DOZEN = 144;

/** Imperial outdoor rounds of a given length: St George, Albion and Windsors are the nine-dozen ones. */
function imperialOfLength(arrows: number): (round: Round) => boolean {
  return (round) => round.isImperial && round.isOutdoor && round.maxArrows === arrows;
}

const isBray = (round: Round) => round.name.startsWith('bray i');

function completedCount(family: (round: Round) => boolean): (shoot: ShootFacts) => number {
  let completed = 0;
  return (shoot) => {
    if (shoot.complete && shoot.round !== undefined && family(shoot.round)) completed += 1;
    return completed;
  };
}

/** Row 13: St George, Albion and the Windsor family. */
export function forTheWindsorRule(): AchievementRule {
  return ladder(
    'For the Windsor',
    'rounds',
    ladderSteps('for-the-windsor', 'For the Windsor', (n) => `Complete ${n} nine-dozen imperial rounds`, [
      [5, 'bronze'],
      [10, 'silver'],
      [25, 'gold'],
      [50, 'diamond'],
    ]),
    completedCount(imperialOfLength(NINE_DOZEN)),
  );
}

/** Row 14: York, Hereford and the Bristols. */
export function twelveDozenRule(): AchievementRule {
  return ladder(
    'Twelve dozen',
    'rounds',
    ladderSteps('twelve-dozen', 'Twelve dozen', (n) => `Complete ${n} twelve-dozen imperial rounds`, [
      [1, 'bronze'],
      [5, 'silver'],
      [25, 'gold'],
      [50, 'diamond'],
    ]),
    completedCount(imperialOfLength(TWELVE_DOZEN)),
  );
}

/** Row 25: Bray I and Bray II, either face. */
export function brayRule(): AchievementRule {
  return ladder(
    'Bray',
    'rounds',
    ladderSteps('bray', 'Bray', (n) => `Complete ${n} Bray I or Bray II rounds`, [
      [10, 'bronze'],
      [25, 'silver'],
      [50, 'gold'],
      [75, 'diamond'],
    ]),
    completedCount(isBray),
  );
}
