import type { CardArcher } from './card.js';
import type { TargetSetup } from './target-sheet.js';

/**
 * The archers of this phone's earlier targets, for the setup to pick from instead of typing them again
 * (docs/scoring-a-target.md): newest target first, each person once. A person is their name, spelt as
 * the scorer spelt it but compared without case or spaces around it, so "robin " on one target and
 * "Robin" on the next are one archer; the newest target's bow, age group and gender win, since an archer
 * moves up an age group or changes bow and the last sheet is the one that knows.
 */

/** How many archers the list keeps: enough for a club's regular targets, short enough to scan. */
export const MOST_RECENT_ARCHERS = 30;

function person(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/** The list once a new target is set up: its archers first, in target order, then those before. */
export function withTargetArchers(recent: readonly CardArcher[], setup: TargetSetup): CardArcher[] {
  const newest: CardArcher[] = setup.archers.map(({ name, bowType, ageGroup, gender }) => ({
    name: name.trim(),
    bowType,
    ageGroup,
    gender,
  }));
  const seen = new Set<string>();
  const kept: CardArcher[] = [];
  for (const archer of [...newest, ...recent]) {
    const who = person(archer.name);
    if (seen.has(who)) continue;
    seen.add(who);
    kept.push(archer);
  }
  return kept.slice(0, MOST_RECENT_ARCHERS);
}
