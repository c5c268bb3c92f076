import { useCallback } from 'react';
import type { EngineChange } from '../../../../shared/contract/engine.js';
import type { ProgressFilter, ProgressSeries } from '../../../../shared/contract/views.js';
import { getEngine } from '../../engine/engine-client.js';
import { loadableFrom, stillLoading, type Loadable } from '../../engine/loadable.js';
import { useEngineQuery } from '../../engine/use-engine.js';

export type ProgressState = Loadable<ProgressSeries>;

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
  const load = useCallback(
    async (): Promise<ProgressState> => loadableFrom(await getEngine().progress({ gameType, bowType })),
    [gameType, bowType],
  );
  return useEngineQuery<ProgressState>(load, stillLoading, changesProgress).value;
}
