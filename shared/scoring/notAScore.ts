import type { ArrowValue, Round } from '../rounds/round.js';
import { isAllowedArrow } from './arrowValues.js';

/**
 * An arrow a round's faces cannot score: the one wording, wherever one is refused (the keypad, an edit
 * of a saved shoot, a score card asked for, a live update), so the archer reads the same sentence.
 */
export function notAScoreOn(value: unknown, roundName: string): string {
  return `${String(value)} is not a score on ${roundName}`;
}

/** The first of `arrows` the round's faces cannot score; undefined when every one can be. */
export function firstNotOnFace(
  arrows: readonly ArrowValue[],
  round: Pick<Round, 'scores'>,
): ArrowValue | undefined {
  return arrows.find((arrow) => !isAllowedArrow(arrow, round));
}
