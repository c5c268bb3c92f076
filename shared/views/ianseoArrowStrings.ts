import type { EngineFailureReason } from '../contract/engine.js';
import { fail, ok, type Result } from '../core/result.js';
import type { Projections } from '../projections/projections.js';
import { arrowsOfIanseoDistances, ianseoDistanceStrings } from '../records-formats/ianseoDistances.js';
import type { ArrowValue } from '../rounds/round.js';
import { unknownGameType } from '../rounds/catalogue.js';

/**
 * A shoot's arrows as ianseo keeps them, one letter string per distance (docs/records-formats.md), for
 * an organiser or an archer to paste into ianseo; and back, for arrow strings pasted into the app.
 */

/** The saved shoot's ianseo arrow strings, one per distance of its round. */
export function ianseoArrowStringsOf(
  state: Projections,
  historyId: number,
): Result<string[], EngineFailureReason> {
  const shoot = state.history.get(historyId);
  if (shoot === undefined) return fail('no-such-shoot', `There is no saved shoot ${historyId}`);
  const round = state.context.findRound(shoot.item.gameType);
  if (round === undefined) return fail('unknown-game-type', unknownGameType(shoot.item.gameType));
  return ok(ianseoDistanceStrings(shoot.item.scores, round));
}

/** Pasted ianseo arrow strings, one per distance, as arrows on the named round (`invalid-arrow` in words). */
export function arrowsOfPastedIanseoStrings(
  state: Projections,
  roundName: string,
  strings: readonly string[],
): Result<ArrowValue[], EngineFailureReason> {
  const round = state.context.findRound(roundName);
  if (round === undefined) return fail('unknown-game-type', unknownGameType(roundName));
  const arrows = arrowsOfIanseoDistances(strings, round);
  return arrows.ok ? arrows : fail('invalid-arrow', arrows.error.message);
}
