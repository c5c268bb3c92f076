import type { HistorySummary } from '../../../../shared/contract/historyViews.js';
import type { PageEngine } from '../../engine/engine-client.js';
import { useEngine } from '../../engine/engine-context.js';
import { loadableFrom, stillLoading, type Loadable } from '../../engine/loadable.js';
import { useEngineQuery } from '../../engine/use-engine.js';

export type HistoryState = Loadable<HistorySummary[]>;

async function fetchHistory(engine: PageEngine): Promise<HistoryState> {
  return loadableFrom(await engine.history());
}

/** Every saved shoot, newest first, fetched once and again whenever the history changes. */
export function useHistory(): HistoryState {
  const engine = useEngine();
  const load = () => fetchHistory(engine);
  return useEngineQuery<HistoryState>(load, stillLoading, ['history']).value;
}
