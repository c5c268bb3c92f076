import type { ScoreCardContract } from '../../shared/contract/engine.js';
import type { HistoryItemView } from '../../shared/contract/historyViews.js';
import type { ScorecardLayout } from '../../shared/contract/scoreCardViews.js';
import type { Projections } from '../../shared/projections/projections.js';
import * as shoot from '../../shared/commands/shootCommands.js';
import { shootSavedAnswer } from '../../shared/views/historyViews.js';
import { currentShootAnswer, scoreCardAnswer, whatINeedAnswer } from '../../shared/views/currentShootView.js';
import type { FeatureContext } from './context.js';

/** The score card's handlers (shared/contract/scoreCardContract.ts); `saved` hears each shoot saved. */
export function scoreCardHandlers(
  { core, now }: FeatureContext,
  saved: (item: HistoryItemView) => void,
): ScoreCardContract {
  const current = (state: Projections) => currentShootAnswer(state, now());
  // The layout the score card is on screen in, as its last read said: its writes answer in it alone.
  let cardLayout: ScorecardLayout = 'portrait';
  /** The score card: after a write, read right after it is applied, so at its log position. */
  const cardIn = (layout: ScorecardLayout) => (state: Projections) =>
    scoreCardAnswer(state, now(), core.logPosition, layout);
  const card = (state: Projections) => cardIn(cardLayout)(state);
  return {
    // The score card's reads may be answered from the start-up snapshot before the full replay.
    currentShoot: () => core.readScoreCard(current),
    // Each read answers in its own layout, even when the answer waits for the replay behind another.
    scoreCard: (layout) => {
      cardLayout = layout;
      return core.readScoreCard(cardIn(layout));
    },
    startUpScoreCard: (layout) => {
      cardLayout = layout;
      return core.readSnapshotOnly(cardIn(layout));
    },
    startShoot: (roundName) => core.write(shoot.startShoot(roundName), card),
    scoreArrow: (value) => core.write(shoot.scoreArrow(value), card),
    correctArrow: (index, value) => core.write(shoot.correctArrow(index, value), card),
    plotArrow: (position, shaft) => core.write(shoot.plotArrow(position, shaft), card),
    movePlottedArrow: (index, position, shaft) =>
      core.write(shoot.movePlottedArrow(index, position, shaft), card),
    undoArrow: () => core.write(shoot.undoArrow(), card),
    discardShoot: () => core.write(shoot.discardShoot(), card),
    whatINeed: (roundName) => core.read((state) => whatINeedAnswer(state, roundName, now())),
    saveShoot: async (details) => {
      const result = await core.write(shoot.saveShoot(details), shootSavedAnswer);
      if (result.ok) saved(result.value);
      return result;
    },
  };
}
