import { useEffect, useState } from 'react';
import type { EngineChange } from '../../../../shared/contract/engine.js';
import type { HistoryItemView } from '../../../../shared/contract/views.js';
import { getEngine } from '../../engine-client.js';
import { useEngineChanges } from '../../use-engine.js';

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

/** One saved shoot in full, fetched again when it (or what it is judged by) changes. */
export function useSavedShoot(historyId: number | null): SavedShootState {
  const [shoot, setShoot] = useState<SavedShootState>({ state: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (historyId === null) return;
    let live = true;
    void getEngine()
      .historyItem(historyId)
      .then((result) => {
        if (!live) return;
        if (result.ok) setShoot({ state: 'ready', shoot: result.value });
        else if (result.error.reason === 'no-such-shoot') setShoot({ state: 'not-found' });
        else setShoot({ state: 'failed', message: result.error.message });
      });
    return () => {
      live = false;
    };
  }, [historyId, version]);

  useEngineChanges((change) => {
    if (historyId !== null && changesShoot(change, historyId)) setVersion((v) => v + 1);
  });

  return historyId === null ? { state: 'not-found' } : shoot;
}
