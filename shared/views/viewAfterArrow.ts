import type { CurrentShootView } from '../contract/scoreCardViews.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import { isAllowedArrow } from '../scoring/arrowValues.js';
import { isRoundComplete } from '../scoring/saving.js';
import { faceEntryView } from './faceEntryView.js';
import { blocksWithNextArrow, shootFigures } from './shootFigures.js';

/**
 * The score card as it will be once the worker has stored one more arrow from the keypad, so the arrow
 * shows in the next frame instead of after the worker's round trip. The figures that follow from the
 * arrows and the round are worked out by the same function the worker uses; the ones that need the
 * profile, the classification tables or the history (estimate, what I need, notes, shooting time) stay
 * as the worker last said until it answers. The worker's answer stays the truth and replaces this.
 *
 * Null when the worker would refuse the arrow on these grounds (the round is complete, or the value is
 * not on this round's keypad): the card then just waits for the worker.
 */
export function viewAfterArrow(
  view: CurrentShootView,
  value: ArrowValue,
  round: Round,
): CurrentShootView | null {
  if (round.name !== view.roundName) return null;
  if (!isAllowedArrow(value, round) || isRoundComplete(round, view.arrows.length)) return null;
  const arrows = [...view.arrows, value];
  const withNext = blocksWithNextArrow(arrows, round);
  return {
    ...view,
    ...shootFigures(arrows, round, withNext),
    // A keypad arrow has no place on the face.
    positions: [...view.positions, null],
    // The face of the next arrow depends on the bow only on rounds with a compound variant (the inner-10
    // face); the view does not carry the bow, so there the face waits for the worker.
    faceEntry:
      round.compoundVariant === null
        ? faceEntryView(arrows, round, view.faceEntry.chosen, false, withNext)
        : view.faceEntry,
  };
}
