import type { ShootResultView } from '../contract/shootResult.js';
import { compareWithRecent, recentHandicaps, type HandicapShoot } from '../handicaps/recentHandicaps.js';
import { personalBestOutcome } from '../history/personalBest.js';
import { achievementsByShoot } from './diaryView.js';
import { bowOf, handicapOf, type SavedShoot } from './historyProjection.js';
import type { Projections } from './projections.js';

/** The saved shoots that have a handicap, as the recent-handicap rule reads them. */
function* withHandicaps(shoots: Iterable<SavedShoot>): Generator<HandicapShoot> {
  for (const shoot of shoots) {
    const handicap = handicapOf(shoot);
    if (handicap !== undefined)
      yield { id: shoot.item.id, time: shoot.time, handicap, bowType: bowOf(shoot) };
  }
}

/**
 * What a saved shoot came to, from the projections as they stand: worked out in the save's own answer,
 * they are the figures of the moment it was saved (the result screen draws them without asking again).
 */
export function shootResult(state: Projections, shoot: SavedShoot): ShootResultView {
  const { counted, bestOfOthers } = state.history.personalBestBesides(shoot);
  const handicap = handicapOf(shoot);
  const recent =
    handicap === undefined
      ? []
      : recentHandicaps(
          { id: shoot.item.id, time: shoot.time, bowType: bowOf(shoot) },
          withHandicaps(state.history.shoots.values()),
        );
  return {
    personalBest: personalBestOutcome(shoot.item.score, counted, bestOfOthers),
    handicap: handicap === undefined ? null : { handicap, comparison: compareWithRecent(handicap, recent) },
    achievements: achievementsByShoot(state).get(shoot.item.id) ?? [],
  };
}
