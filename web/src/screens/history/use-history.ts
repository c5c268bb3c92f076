import { useEffect, useState } from 'react';
import type { EngineChange } from '../../../../shared/contract/engine.js';
import type { HistorySummary } from '../../../../shared/contract/views.js';
import { getEngine } from '../../engine-client.js';
import { useEngineChanges } from '../../use-engine.js';

export type HistoryState =
  { state: 'loading' } | { state: 'ready'; shoots: HistorySummary[] } | { state: 'failed'; message: string };

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

/** Every saved shoot, newest first, fetched once and again whenever the history changes. */
export function useHistory(): HistoryState {
  const [history, setHistory] = useState<HistoryState>({ state: 'loading' });

  // Bumped on every change that alters the list, which fetches it again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    void getEngine()
      .history()
      .then((result) => {
        if (!live) return;
        setHistory(
          result.ok
            ? { state: 'ready', shoots: result.value }
            : { state: 'failed', message: result.error.message },
        );
      });
    return () => {
      live = false;
    };
  }, [version]);

  useEngineChanges((change) => {
    if (changesHistory(change)) setVersion((v) => v + 1);
  });

  return history;
}
