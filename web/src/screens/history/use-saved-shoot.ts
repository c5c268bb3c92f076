import { useCallback } from 'react';
import type { EngineChange } from '../../../../shared/contract/engine.js';
import type { HistoryItemView } from '../../../../shared/contract/views.js';
import { getEngine } from '../../engine/engine-client.js';
import { useEngineQuery } from '../../engine/use-engine.js';

export type SavedShootState =
  | { state: 'loading' }
  | { state: 'ready'; shoot: HistoryItemView }
  | { state: 'not-found' }
  | { state: 'failed'; message: string };

/** The id in /history/:id, or null when it cannot be a shoot id (so the screen says "not found"). */
export function shootIdFrom(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,15}$/.test(param)) return null;
  return Number(param);
}

function changesShoot(change: EngineChange, historyId: number): boolean {
  switch (change.type) {
    case 'shoot-updated':
    case 'shoot-deleted':
      return change.historyId === historyId;
    case 'history-imported':
    case 'notes-changed':
    case 'profile-updated':
      return true;
    default:
      return false;
  }
}

async function fetchSavedShoot(historyId: number): Promise<SavedShootState> {
  const result = await getEngine().historyItem(historyId);
  if (result.ok) return { state: 'ready', shoot: result.value };
  if (result.error.reason === 'no-such-shoot') return { state: 'not-found' };
  return { state: 'failed', message: result.error.message };
}

/** One saved shoot in full, fetched again when it (or what it is judged by) changes. */
export function useSavedShoot(historyId: number | null): SavedShootState {
  const load = useCallback(
    async (): Promise<SavedShootState> =>
      historyId === null ? { state: 'not-found' } : fetchSavedShoot(historyId),
    [historyId],
  );
  const refetchOn = (change: EngineChange) => historyId !== null && changesShoot(change, historyId);
  return useEngineQuery(load, { state: 'loading' }, refetchOn).value;
}
