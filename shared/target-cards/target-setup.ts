import { AGE_GROUPS, BOW_TYPES, GENDERS } from '../classifications/category.js';
import { isPlainObject } from '../core/plainObject.js';
import { isEventStatus } from '../ledger/event-status.js';
import { isSignatureMark, TARGET_LETTERS, type Signature } from './card.js';
import { MOST_ON_A_TARGET } from './target.js';
import type { TargetSetup } from './target-sheet.js';

/**
 * What a target's setup must be, in the scorer's words: one home for the rule, asked by the command
 * that starts a target (the screen's input) and by the log's reader (a stored event read back).
 * Returns the first thing wrong, or null for a setup the target can be scored with.
 */
export function targetSetupProblem(raw: unknown): string | null {
  if (!isPlainObject(raw)) return 'The target has no setup';
  if (typeof raw['round'] !== 'string' || raw['round'] === '') return 'Choose the round the target shoots';
  if (typeof raw['date'] !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw['date'])) {
    return 'The day shot is missing';
  }
  if (raw['place'] !== null && typeof raw['place'] !== 'string') return 'The place is not words';
  if (!isEventStatus(raw['eventStatus'])) return 'Choose the event status';
  const number = raw['targetNumber'];
  if (number !== null && (!Number.isInteger(number) || (number as number) < 1 || (number as number) > 999)) {
    return 'A target number is a whole number from 1';
  }
  const archers = raw['archers'];
  if (!Array.isArray(archers) || archers.length === 0) return 'Add the archers on the target';
  if (archers.length > MOST_ON_A_TARGET) return `A target holds ${MOST_ON_A_TARGET} archers at most`;
  for (const [at, archer] of archers.entries()) {
    const letter = TARGET_LETTERS[at]!;
    if (!isPlainObject(archer) || archer['letter'] !== letter) return `Archer ${letter} is missing`;
    if (typeof archer['name'] !== 'string' || archer['name'].trim() === '') return `Name archer ${letter}`;
    if (!(BOW_TYPES as readonly unknown[]).includes(archer['bowType']))
      return `Choose ${archer['name']}'s bow`;
    if (!(AGE_GROUPS as readonly unknown[]).includes(archer['ageGroup'])) {
      return `Choose ${archer['name']}'s age group`;
    }
    if (!(GENDERS as readonly unknown[]).includes(archer['gender']))
      return `Choose ${archer['name']}'s gender`;
    // Absent: the target's round. Whether the catalogue's round may be shot here is own-round.ts's rule.
    if (archer['round'] !== undefined && (typeof archer['round'] !== 'string' || archer['round'] === '')) {
      return `Choose ${archer['name']}'s round, or the target's`;
    }
  }
  const scorer = raw['scorer'];
  if (!isPlainObject(scorer) || typeof scorer['name'] !== 'string' || scorer['name'].trim() === '') {
    return 'Name the scorer';
  }
  const scorerLetter = scorer['letter'];
  if (
    scorerLetter !== null &&
    !archers.some((archer) => isPlainObject(archer) && archer['letter'] === scorerLetter)
  ) {
    return 'The scorer is not on this target';
  }
  if (scorerLetter !== null && archers.length === 1) {
    // Nobody else could sign the card as its scorer: the score card scores one's own arrows.
    return 'A target of one scored by its own archer has nobody to sign as scorer: score it on the score card';
  }
  return null;
}

export function isTargetSetup(raw: unknown): raw is TargetSetup {
  return targetSetupProblem(raw) === null;
}

export function isSignature(raw: unknown): raw is Signature {
  if (!isPlainObject(raw) || typeof raw['at'] !== 'string' || Number.isNaN(Date.parse(raw['at'])))
    return false;
  const mark = raw['mark'];
  if (!isPlainObject(mark)) return false;
  if (mark['kind'] === 'initials')
    return typeof mark['text'] === 'string' && isSignatureMark('initials', mark['text']);
  if (mark['kind'] === 'drawn')
    return typeof mark['strokes'] === 'string' && isSignatureMark('drawn', mark['strokes']);
  return false;
}
