import type { HistorySummary } from '../../../../shared/contract/views.js';
import { getEngine } from '../../engine/engine-client.js';
import { loadableFrom, stillLoading, type Loadable } from '../../engine/loadable.js';
import { SAVED_SHOOT_TOPICS } from '../../engine/saved-shoot-changes.js';
import { useEngineQuery } from '../../engine/use-engine.js';

export type HistoryState = Loadable<HistorySummary[]>;

async function fetchHistory(): Promise<HistoryState> {
  return loadableFrom(await getEngine().history());
}

/** Every saved shoot, newest first, fetched once and again whenever the history changes. */
export function useHistory(): HistoryState {
  return useEngineQuery<HistoryState>(fetchHistory, stillLoading, SAVED_SHOOT_TOPICS).value;
}
