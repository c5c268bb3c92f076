import type { Round } from '../rounds/round.js';
import type { TargetLetter } from './card.js';
import type { TargetArcher, TargetSetup } from './target-sheet.js';

/**
 * An archer on a target shooting another round than the target's (docs/scoring-a-target.md), as on a
 * real boss: a junior on a shorter round beside adults, or someone shooting a metric round among imperial
 * ones. The target is shot end by end together, so their round must have the same arrows per end; a
 * shorter round is finished earlier and its archer is passed over after (target.ts, nextToScore). Their
 * card, seal, link, handicap and classification are of their own round, since the card carries it.
 */

/** The catalogue's name of the round this archer shoots: their own, or the target's. */
export function roundNameOf(setup: Pick<TargetSetup, 'round'>, archer: Pick<TargetArcher, 'round'>): string {
  return archer.round ?? setup.round;
}

/**
 * What is wrong with an archer's own round on a target shooting `target`, in the scorer's words, or
 * null when they can shoot it there: one home for the rule, asked when the target is set up.
 */
export function ownRoundProblem(name: string, own: Round | undefined, target: Round): string | null {
  if (own === undefined) return `${name}'s round is not one the app knows`;
  if (own.maxArrows === null) return `${name}'s round is a practice round with no end: choose a named round`;
  if (own.endSize !== target.endSize) {
    return (
      `${name}'s round shoots ${own.endSize} arrows an end and the target's ${target.endSize}: ` +
      `everyone on a target shoots the same arrows per end, so choose a round of ${target.endSize} an end`
    );
  }
  return null;
}

/**
 * Every archer's round by letter, found in the catalogue; or the name of one it no longer knows (a log
 * read by an app whose catalogue lost a round), for the caller to say so.
 */
export function roundsOnTarget(
  setup: TargetSetup,
  findRound: (name: string) => Round | undefined,
): { rounds: Map<TargetLetter, Round> } | { unknown: string } {
  const rounds = new Map<TargetLetter, Round>();
  for (const archer of setup.archers) {
    const name = roundNameOf(setup, archer);
    const round = findRound(name);
    if (round === undefined) return { unknown: name };
    rounds.set(archer.letter, round);
  }
  return { rounds };
}
