import { useCallback } from 'react';
import type { EngineChange, WhatINeedView } from '../../../shared/contract/engine.js';
import { getEngine } from '../engine/engine-client.js';
import { loadableFrom, stillLoading, type Loadable } from '../engine/loadable.js';
import { useEngineQuery } from '../engine/use-engine.js';

export type WhatINeedState = Loadable<WhatINeedView>;

/** Changes that move a target: arrows, the profile (category, class held, goal) and the history (PB). */
function movesTargets(change: EngineChange): boolean {
  switch (change.type) {
    case 'current-shoot-changed':
    case 'score-saved':
    case 'score-deleted':
    case 'profile-updated':
    case 'shoot-updated':
    case 'shoot-deleted':
    case 'history-imported':
      return true;
    default:
      return false;
  }
}

/**
 * "What I need" from the worker: for the shoot being scored when `roundName` is undefined, else for that
 * round before its first arrow. Fetched again after every change that can move a target.
 */
export function useWhatINeed(roundName: string | undefined): WhatINeedState {
  const load = useCallback(
    async (): Promise<WhatINeedState> => loadableFrom(await getEngine().whatINeed(roundName)),
    [roundName],
  );
  return useEngineQuery<WhatINeedState>(load, stillLoading, movesTargets).value;
}
