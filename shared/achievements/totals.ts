import { ladder, ladderSteps as steps } from './ruleKit.js';
import type { AchievementRule } from './types.js';

/** Rows 1, 20 and 24: running totals over the whole history (arrows, misses, record-status shoots). */

/** Row 1: arrows shot, practice included; 1,415 is the Agincourt bonus (the year of the battle). */
export function totalArrowsRule(): AchievementRule {
  let arrows = 0;
  const ladderSteps = steps('total-arrows', 'Total arrows', (n) => `Shoot ${n} arrows in all`, [
    [1000, 'bronze'],
    [10000, 'silver'],
    [25000, 'gold'],
  ]);
  ladderSteps.splice(1, 0, {
    id: 'agincourt',
    name: 'Agincourt',
    description: 'Shoot 1,415 arrows in all, one for each year to Agincourt',
    tier: 'bronze',
    target: 1415,
  });
  return ladder('Total arrows', 'arrows', ladderSteps, (shoot) => (arrows += shoot.arrows));
}

/** Row 20: arrows that missed the face, over every shoot. */
export function missesRule(): AchievementRule {
  let misses = 0;
  return ladder(
    'Misses',
    'arrows',
    steps('misses', 'Misses', (n) => `Miss the face ${n} times in all`, [
      [100, 'bronze'],
      [250, 'silver'],
      [500, 'gold'],
      [750, 'diamond'],
    ]),
    (shoot) => (misses += shoot.misses),
  );
}

/** Row 24: shoots saved with the RecordStatus status. */
export function gettingSeriousRule(): AchievementRule {
  let recordShoots = 0;
  return ladder(
    'Getting serious',
    'shoots',
    steps('getting-serious', 'Getting serious', (n) => `Save ${n} record-status shoots`, [
      [1, 'bronze'],
      [5, 'silver'],
      [20, 'gold'],
      [50, 'diamond'],
    ]),
    (shoot) => (recordShoots += shoot.status === 'RecordStatus' ? 1 : 0),
  );
}
