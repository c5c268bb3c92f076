import { useCallback } from 'react';
import type { EngineChange } from '../../../../shared/contract/engine.js';
import type { ProgressFilter, ProgressSeries } from '../../../../shared/contract/views.js';
import { getEngine } from '../../engine/engine-client.js';
import { useEngineQuery } from '../../engine/use-engine.js';

export type ProgressState =
  { state: 'loading' } | { state: 'ready'; progress: ProgressSeries } | { state: 'failed'; message: string };

/** Changes that alter scores, handicaps or classifications. */
function changesProgress(change: EngineChange): boolean {
  switch (change.type) {
    case 'score-saved':
    case 'history-imported':
    case 'shoot-updated':
    case 'shoot-deleted':
    case 'profile-updated':
      return true;
    default:
      return false;
  }
}

/** The worker's progress series for a round and bow, fetched again when the history changes. */
export function useProgress(filter: ProgressFilter): ProgressState {
  const { gameType, bowType } = filter;
  const load = useCallback(async (): Promise<ProgressState> => {
    const result = await getEngine().progress({ gameType, bowType });
    return result.ok
      ? { state: 'ready', progress: result.value }
      : { state: 'failed', message: result.error.message };
  }, [gameType, bowType]);
  return useEngineQuery(load, { state: 'loading' }, changesProgress).value;
}
