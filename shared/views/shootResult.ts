import type { ShootResultView } from '../contract/shootResult.js';
import { compareWithRecent, recentHandicaps, type HandicapShoot } from '../handicaps/recentHandicaps.js';
import { personalBestOutcome } from '../history/personalBest.js';
import { achievementsByShoot } from './diaryView.js';
import { bowOf, handicapOf, type SavedShoot } from '../projections/historyProjection.js';
import type { Projections } from '../projections/projections.js';

/**
 * Whose handicaps a shoot is compared with: the same bow, and field against field only, as field is a
 * discipline of its own (docs/field-and-vi-rounds.md section 7).
 */
function comparedWith(shoot: SavedShoot): string {
  return shoot.round?.discipline === 'field' ? `${bowOf(shoot)} (field)` : bowOf(shoot);
}

/** The saved shoots that have a handicap, as the recent-handicap rule reads them. */
function* withHandicaps(shoots: Iterable<SavedShoot>): Generator<HandicapShoot> {
  for (const shoot of shoots) {
    const handicap = handicapOf(shoot);
    if (handicap !== undefined)
      yield { id: shoot.item.id, time: shoot.time, handicap, bowType: comparedWith(shoot) };
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
          { id: shoot.item.id, time: shoot.time, bowType: comparedWith(shoot) },
          withHandicaps(state.history.shoots.values()),
        );
  return {
    personalBest: personalBestOutcome(shoot.item.score, counted, bestOfOthers),
    handicap: handicap === undefined ? null : { handicap, comparison: compareWithRecent(handicap, recent) },
    achievements: achievementsByShoot(state).get(shoot.item.id) ?? [],
  };
}
