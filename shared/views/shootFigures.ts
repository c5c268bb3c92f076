import type {
  CurrentShootView,
  ScoreSheet,
  ScorecardLayout,
  SheetLayouts,
} from '../contract/scoreCardViews.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import { distanceBlocks, type DistanceBlock } from '../scoring/ends.js';
import { landscapeScorecard } from '../scoring/landscapeScorecard.js';
import { portraitScorecard } from '../scoring/portraitScorecard.js';
import { canSaveShoot, isRoundComplete } from '../scoring/saving.js';
import { addTallies } from '../scoring/arrowCounts.js';
import { endTotalsOfBlocks, subtotalsOfBlocks } from '../scoring/totals.js';
import { twoFiftyTwoOfBlocks } from '../scoring/twoFiftyTwo.js';

/** The score card's figures that follow from the arrows and the round alone (no profile, no history). */
export type ShootFigures = Pick<
  CurrentShootView,
  | 'arrows'
  | 'runningTotal'
  | 'endTotals'
  | 'totals'
  | 'distanceSubtotals'
  | 'twoFiftyTwo'
  | 'currentEndNumber'
  | 'canSave'
  | 'isComplete'
>;

/**
 * The arrows cut with a placeholder for the next one, so its last end is the one the next arrow falls
 * in. Both the next end number and face entry read it: cut once per arrow and passed to each.
 */
export function blocksWithNextArrow(arrows: readonly ArrowValue[], round: Round): DistanceBlock[] {
  return distanceBlocks([...arrows, 'M'], round);
}

/** The end the next arrow falls in, by the scorecard's own rule for cutting ends at distances. */
function nextArrowEndNumber(withNext: readonly DistanceBlock[]): number {
  return withNext.at(-1)?.ends.at(-1)?.endNumber ?? 1;
}

/**
 * One place for these figures, so the worker's view and the score card's guess at the next view (see
 * viewAfterArrow.ts) cannot drift apart.
 */
export function shootFigures(
  arrows: readonly ArrowValue[],
  round: Round,
  withNext: readonly DistanceBlock[] = blocksWithNextArrow(arrows, round),
): ShootFigures {
  // Cut once and tally once: this runs on every arrow (the worker's view and the card's guess).
  const blocks = distanceBlocks(arrows, round);
  const subtotals = subtotalsOfBlocks(blocks, round);
  // The same sum shootTotals makes of distanceSubtotals.
  const totals = addTallies(subtotals);
  return {
    arrows: [...arrows],
    runningTotal: totals.score,
    endTotals: endTotalsOfBlocks(blocks, round),
    totals,
    distanceSubtotals: subtotals,
    twoFiftyTwo: twoFiftyTwoOfBlocks(blocks, round),
    currentEndNumber: nextArrowEndNumber(withNext),
    canSave: canSaveShoot(round, arrows.length),
    isComplete: isRoundComplete(round, arrows.length),
  };
}

/** Both score-sheet layouts of a list of arrows on a round: the worker's sheet, and the card's own guess. */
export function sheetLayouts(arrows: readonly ArrowValue[], round: Round): SheetLayouts {
  return { landscape: landscapeScorecard(arrows, round), portrait: portraitScorecard(arrows, round) };
}

/** The score sheet of some arrows in one layout: the score card's, built for the layout on screen only. */
export function scoreSheet(arrows: readonly ArrowValue[], round: Round, layout: ScorecardLayout): ScoreSheet {
  return layout === 'landscape'
    ? { layout, landscape: landscapeScorecard(arrows, round) }
    : { layout, portrait: portraitScorecard(arrows, round) };
}
