import type { Round } from '../rounds/round.js';
import { ladder, ladderSteps } from './ruleKit.js';
import type { AchievementRule, AchievementTier, ShootFacts } from './types.js';

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

/** A ladder of completed rounds of one family, with ids `${prefix}-${count}`. */
function completedRoundsRule(
  group: string,
  prefix: string,
  rounds: string,
  tiers: ReadonlyArray<readonly [number, AchievementTier]>,
  family: (round: Round) => boolean,
): AchievementRule {
  return ladder(
    group,
    'rounds',
    ladderSteps(prefix, group, (n) => `Complete ${n} ${rounds}`, tiers),
    completedCount(family),
  );
}

/** Row 13: St George, Albion and the Windsor family. */
export function forTheWindsorRule(): AchievementRule {
  return completedRoundsRule(
    'For the Windsor',
    'for-the-windsor',
    'nine-dozen imperial rounds',
    [
      [5, 'bronze'],
      [10, 'silver'],
      [25, 'gold'],
      [50, 'diamond'],
    ],
    imperialOfLength(NINE_DOZEN),
  );
}

/** Row 14: York, Hereford and the Bristols. */
export function twelveDozenRule(): AchievementRule {
  return completedRoundsRule(
    'Twelve dozen',
    'twelve-dozen',
    'twelve-dozen imperial rounds',
    [
      [1, 'bronze'],
      [5, 'silver'],
      [25, 'gold'],
      [50, 'diamond'],
    ],
    imperialOfLength(TWELVE_DOZEN),
  );
}

/** Row 25: Bray I and Bray II, either face. */
export function brayRule(): AchievementRule {
  return completedRoundsRule(
    'Bray',
    'bray',
    'Bray I or Bray II rounds',
    [
      [10, 'bronze'],
      [25, 'silver'],
      [50, 'gold'],
      [75, 'diamond'],
    ],
    isBray,
  );
}
