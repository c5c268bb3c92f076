import { useCallback, useEffect, useRef, useState } from 'react';
import type { CurrentShootView, EngineResult, ScorecardView } from '../../../../shared/contract/engine.js';
import { getEngine } from '../../engine-client.js';
import { useEngineChanges } from '../../use-engine.js';

/** The shoot being scored as the score card knows it. */
export type CurrentShootState =
  | { state: 'loading' }
  | { state: 'ready'; shoot: CurrentShootView; scorecard: ScorecardView | null }
  | { state: 'failed'; message: string };

async function fetchCurrentShoot(): Promise<CurrentShootState> {
  const engine = getEngine();
  const [shoot, scorecard] = await Promise.all([engine.currentShoot(), engine.currentScorecard()]);
  if (!shoot.ok) return { state: 'failed', message: shoot.error.message };
  return { state: 'ready', shoot: shoot.value, scorecard: scorecard.ok ? scorecard.value : null };
}

/**
 * Loads the current shoot and its score sheet, and loads them again after every change the worker
 * commits (from this tab or another). Answers that arrive out of order are dropped: only the newest
 * request may draw.
 */
export function useCurrentShoot() {
  const [current, setCurrent] = useState<CurrentShootState>({ state: 'loading' });
  const generation = useRef(0);

  const refresh = useCallback(() => {
    const mine = ++generation.current;
    void fetchCurrentShoot().then((next) => {
      if (mine === generation.current) setCurrent(next);
    });
  }, []);

  useEffect(refresh, [refresh]);

  useEngineChanges((change) => {
    switch (change.type) {
      case 'current-shoot-changed':
      case 'score-saved':
      case 'score-deleted':
      case 'notes-changed':
      case 'profile-updated':
        refresh();
        return;
      default:
        return;
    }
  });

  /**
   * Shows a write's answer at once (the totals the worker returned) while the sheet follows with the
   * change notification; the worker's refusal comes back as data for the caller to show.
   */
  const apply = useCallback(async (write: Promise<EngineResult<CurrentShootView>>) => {
    const result = await write;
    if (result.ok) {
      setCurrent((previous) => ({
        state: 'ready',
        shoot: result.value,
        scorecard: previous.state === 'ready' ? previous.scorecard : null,
      }));
    }
    return result;
  }, []);

  return { current, apply, refresh };
}
