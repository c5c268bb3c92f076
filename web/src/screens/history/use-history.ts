import type { EngineChange } from '../../../../shared/contract/engine.js';
import type { HistorySummary } from '../../../../shared/contract/views.js';
import { getEngine } from '../../engine/engine-client.js';
import { loadableFrom, stillLoading, type Loadable } from '../../engine/loadable.js';
import { useEngineQuery } from '../../engine/use-engine.js';

export type HistoryState = Loadable<HistorySummary[]>;

/** Changes that alter what the list shows (a profile change re-derives classifications). */
function changesHistory(change: EngineChange): boolean {
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

async function fetchHistory(): Promise<HistoryState> {
  return loadableFrom(await getEngine().history());
}

/** Every saved shoot, newest first, fetched once and again whenever the history changes. */
export function useHistory(): HistoryState {
  return useEngineQuery<HistoryState>(fetchHistory, stillLoading, changesHistory).value;
}
