import { fail, ok, type Result } from '../core/result.js';
import { bigDaysRule } from './bigDays.js';
import { busyMonthRule } from './busyMonth.js';
import { deliberatePracticeRule } from './deliberatePractice.js';
import { dontBeBlueRule, goldenEndRule, redAlertRule, sightMarkRule } from './endFeats.js';
import { explorerRule } from './explorer.js';
import { fastShootingRule } from './fastShooting.js';
import { frostbiteRule } from './frostbite.js';
import { milestonesRule } from './milestones.js';
import { olympianEffortRule } from './olympianEffort.js';
import { doublePortsmouthRule, indoorTwoFiftyRule, portsmouthRule } from './portsmouth.js';
import { brayRule, forTheWindsorRule, twelveDozenRule } from './roundCounts.js';
import { sevenTwentyMasteryRule } from './sevenTwentyMastery.js';
import { spiderRule } from './spider.js';
import { gettingSeriousRule, missesRule, totalArrowsRule } from './totals.js';
import { travellerRule } from './traveller.js';
import { twoFiftyTwoRule } from './twoFiftyTwoAwards.js';
import type { AchievementDefinition, AchievementRule } from './types.js';
import { yorkForGirlsRule } from './yorkForGirls.js';

/** The rules table (docs/achievements.md), row by row. Each call makes fresh rules for a new fold. */
export function achievementRules(): AchievementRule[] {
  return [
    totalArrowsRule(),
    busyMonthRule(),
    deliberatePracticeRule(),
    twoFiftyTwoRule(),
    goldenEndRule(),
    olympianEffortRule(),
    sevenTwentyMasteryRule(),
    spiderRule(),
    frostbiteRule(),
    yorkForGirlsRule(),
    redAlertRule(),
    dontBeBlueRule(),
    forTheWindsorRule(),
    twelveDozenRule(),
    portsmouthRule(),
    doublePortsmouthRule(),
    sightMarkRule(),
    fastShootingRule(),
    travellerRule(),
    missesRule(),
    explorerRule(),
    milestonesRule(),
    bigDaysRule(),
    gettingSeriousRule(),
    brayRule(),
    indoorTwoFiftyRule(),
  ];
}

/** Every achievement the app lists, in table order. */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = Object.freeze(
  achievementRules().flatMap((rule) => rule.definitions),
);

const BY_ID = new Map(ACHIEVEMENTS.map((definition) => [definition.id, definition]));
if (BY_ID.size !== ACHIEVEMENTS.length) throw new Error('Two achievements share an id');

/** Group names in table order. */
export const ACHIEVEMENT_GROUPS: readonly string[] = [...new Set(ACHIEVEMENTS.map((d) => d.group))];

/** docs/product.md section 8's wording when an achievement is named that no rule decides. */
function definitionNotFound(id: string): string {
  return `Achievement definition not found for: ${id}`;
}

/** The definition of a listed achievement, or docs/product.md section 8's error as data. */
export function achievementDefinition(id: string): Result<AchievementDefinition, 'unknown-achievement'> {
  const definition = BY_ID.get(id);
  return definition ? ok(definition) : fail('unknown-achievement', definitionNotFound(id));
}
