import type { HistoryItemView } from '../../../../shared/contract/historyViews.js';
import type { PageEngine } from '../../engine/engine-client.js';
import { useEngine } from '../../engine/engine-context.js';
import { loadableFrom, stillLoading, type Loadable } from '../../engine/loadable.js';
import { useEngineQuery } from '../../engine/use-engine.js';

export type SavedShootState = Loadable<HistoryItemView> | { state: 'not-found' };

/** The id in /history/:id, or null when it cannot be a shoot id (so the screen says "not found"). */
export function shootIdFrom(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,15}$/.test(param)) return null;
  return Number(param);
}

async function fetchSavedShoot(engine: PageEngine, historyId: number): Promise<SavedShootState> {
  const result = await engine.historyItem(historyId);
  if (!result.ok && result.error.reason === 'no-such-shoot') return { state: 'not-found' };
  return loadableFrom(result);
}

/** One saved shoot in full, fetched again when it (or what it is judged by) changes. */
export function useSavedShoot(historyId: number | null): SavedShootState {
  const engine = useEngine();
  const load = async (): Promise<SavedShootState> =>
    historyId === null ? { state: 'not-found' } : fetchSavedShoot(engine, historyId);
  return useEngineQuery<SavedShootState>(load, stillLoading, historyId === null ? [] : ['historyItem']).value;
}
