import type { ShootResultView } from '../contract/shootResult.js';
import { fail, ok, type Result } from '../core/result.js';
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
 * The result screen's figures for one saved shoot, from the projections as they stand: asked right after
 * the save, they are the figures of the moment it was saved.
 */
export function shootResultAnswer(
  state: Projections,
  historyId: number,
): Result<ShootResultView, 'no-such-shoot'> {
  const shoot = state.history.get(historyId);
  if (shoot === undefined) return fail('no-such-shoot', `There is no saved shoot ${String(historyId)}`);
  const { counted, bestOfOthers } = state.history.personalBestBesides(shoot);
  const handicap = handicapOf(shoot);
  const recent =
    handicap === undefined
      ? []
      : recentHandicaps(
          { id: historyId, time: shoot.time, bowType: bowOf(shoot) },
          withHandicaps(state.history.shoots.values()),
        );
  return ok({
    historyId,
    personalBest: personalBestOutcome(shoot.item.score, counted, bestOfOthers),
    handicap: handicap === undefined ? null : { handicap, comparison: compareWithRecent(handicap, recent) },
    achievements: achievementsByShoot(state).get(historyId) ?? [],
  });
}
