import type { CurrentShootView, ScorecardView } from '../contract/views.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import { distanceBlocks } from '../scoring/ends.js';
import { landscapeScorecard } from '../scoring/landscapeScorecard.js';
import { portraitScorecard } from '../scoring/portraitScorecard.js';
import { canSaveShoot, isRoundComplete } from '../scoring/saving.js';
import { distanceSubtotals, endTotals, shootTotals } from '../scoring/totals.js';
import { twoFiftyTwoProgress } from '../scoring/twoFiftyTwo.js';

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

/** The end the next arrow falls in, by the scorecard's own rule for cutting ends at distances. */
function nextArrowEndNumber(arrows: readonly ArrowValue[], round: Round): number {
  const blocks = distanceBlocks([...arrows, 'M'], round);
  return blocks.at(-1)?.ends.at(-1)?.endNumber ?? 1;
}

/**
 * One place for these figures, so the worker's view and the score card's guess at the next view (see
 * viewAfterArrow.ts) cannot drift apart.
 */
export function shootFigures(arrows: readonly ArrowValue[], round: Round): ShootFigures {
  const totals = shootTotals(arrows, round);
  return {
    arrows: [...arrows],
    runningTotal: totals.score,
    endTotals: endTotals(arrows, round),
    totals,
    distanceSubtotals: distanceSubtotals(arrows, round),
    twoFiftyTwo: twoFiftyTwoProgress(arrows, round),
    currentEndNumber: nextArrowEndNumber(arrows, round),
    canSave: canSaveShoot(round, arrows.length),
    isComplete: isRoundComplete(round, arrows.length),
  };
}

/** Both score-sheet layouts of a list of arrows on a round: the worker's sheet, and the card's own guess. */
export function scorecardView(arrows: readonly ArrowValue[], round: Round): ScorecardView {
  return { landscape: landscapeScorecard(arrows, round), portrait: portraitScorecard(arrows, round) };
}
