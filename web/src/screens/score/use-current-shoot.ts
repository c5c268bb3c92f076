import { useCallback } from 'react';
import type {
  CurrentShootView,
  EngineChange,
  EngineResult,
  ScorecardView,
} from '../../../../shared/contract/engine.js';
import { getEngine, takeStartUpScoreCard } from '../../engine/engine-client.js';
import { currentShootChangedForLive } from '../../live/live-session.js';
import { useEngineQuery } from '../../engine/use-engine.js';

/** The shoot being scored as the score card knows it. */
export type CurrentShootState =
  | { state: 'loading' }
  | { state: 'ready'; shoot: CurrentShootView; scorecard: ScorecardView | null }
  | { state: 'failed'; message: string };

async function fetchCurrentShoot(): Promise<CurrentShootState> {
  const engine = getEngine();
  const [shoot, scorecard] = await (takeStartUpScoreCard() ??
    Promise.all([engine.currentShoot(), engine.currentScorecard()]));
  if (!shoot.ok) return { state: 'failed', message: shoot.error.message };
  currentShootChangedForLive(shoot.value);
  return { state: 'ready', shoot: shoot.value, scorecard: scorecard.ok ? scorecard.value : null };
}

/** Changes that alter the shoot being scored or how it is judged. */
function changesCurrentShoot(change: EngineChange): boolean {
  switch (change.type) {
    case 'current-shoot-changed':
    case 'score-saved':
    case 'score-deleted':
    case 'notes-changed':
    case 'profile-updated':
      return true;
    default:
      return false;
  }
}

/**
 * Loads the current shoot and its score sheet, and loads them again after every change the worker
 * commits (from this tab or another). Answers that arrive out of order are dropped: only the newest
 * request may draw.
 */
export function useCurrentShoot() {
  const {
    value: current,
    show: setCurrent,
    refetch: refresh,
  } = useEngineQuery(fetchCurrentShoot, { state: 'loading' }, changesCurrentShoot);

  /**
   * Shows a write's answer at once (the totals the worker returned) while the sheet follows with the
   * change notification; the worker's refusal comes back as data for the caller to show.
   */
  const apply = useCallback(
    async (write: Promise<EngineResult<CurrentShootView>>) => {
      const result = await write;
      if (result.ok) {
        // The live shoot (if any) gets the new score from this answer: no extra read per arrow.
        currentShootChangedForLive(result.value);
        setCurrent((previous) => ({
          state: 'ready',
          shoot: result.value,
          scorecard: previous.state === 'ready' ? previous.scorecard : null,
        }));
      }
      return result;
    },
    [setCurrent],
  );

  return { current, apply, refresh };
}
