/**
 * "Rounds to the next class" on My record (not the score card's What I need, which gives the score each goal takes on one round): for a class not yet held, how many more rounds of a chosen round, at what event status
 * and score, would make it claimable this period. Worked from a period's progress and the class
 * thresholds the rest of the app uses.
 */
import type { Category } from '../classifications/category.js';
import { classThresholds } from '../classifications/classify.js';
import { schemeForDate } from '../classifications/schemes.js';
import type { ClassName } from '../classifications/thresholds.js';
import { fail, ok, type Result } from '../core/result.js';
import { findRound } from '../rounds/catalogue.js';
import { classLabel, tierOf, TIER_RULES, type ClassProgress } from './claims.js';
import type { EventStatus } from './event-status.js';
import type { Environment } from './periods.js';
import type { ClassTier, LedgerSettings } from './settings.js';

export interface Need {
  class: ClassName;
  /** Whole rounds still to shoot; 0 when the arrows are already in. */
  rounds: number;
  /** The lowest score on the round that reaches the class; null when the round cannot give it. */
  score: number | null;
  /** The lowest event status whose rounds count. */
  minStatus: EventStatus;
  witnessed: boolean;
}

/**
 * What it takes to reach `progress.class` with rounds of `roundName`, shot by an archer of `category`
 * on `date` (which decides the table, as for any shoot).
 */
export function needOnRound(
  progress: ClassProgress,
  roundName: string,
  category: Category,
  date: string,
  settings: LedgerSettings,
): Result<Need, 'unknown-round'> {
  const round = findRound(roundName);
  if (!round || round.maxArrows === null) {
    return fail('unknown-round', `"${roundName}" is not a round with a fixed number of arrows.`);
  }
  const tier = tierOf(progress.class);
  const threshold = classThresholds(round, category, schemeForDate(date))?.find(
    (t) => t.name === progress.class,
  );
  const missing = Math.max(0, progress.arrowsNeeded - progress.arrowsCounted);
  return ok({
    class: progress.class,
    rounds: Math.ceil(missing / round.maxArrows),
    score: threshold?.score ?? null,
    minStatus: TIER_RULES[tier].minStatus,
    witnessed: settings.claimsRequireWitness[tier],
  });
}

const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];
const KIND: Record<ClassTier, string> = {
  archer: '',
  bowman: 'Bowman-eligible ',
  masterBowman: 'record-status ',
};

/** "one more witnessed Bowman-eligible round of 684 or better on a York". */
export function describeNeed(need: Need, roundLabel: string, environment: Environment): string {
  const name = classLabel(environment, need.class);
  if (need.score === null) return `${name} cannot be reached on a ${roundLabel}`;
  if (need.rounds === 0) return `${name}: the arrows are in`;
  const count = COUNTS[need.rounds] ?? String(need.rounds);
  const witnessed = need.witnessed ? 'witnessed ' : '';
  const plural = need.rounds === 1 ? 'round' : 'rounds';
  return `${name}: ${count} more ${witnessed}${KIND[tierOf(need.class)]}${plural} of ${need.score} or better on a ${roundLabel}`;
}
