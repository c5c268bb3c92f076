import { useCallback } from 'react';
import type { EngineChange, WhatINeedView } from '../../../shared/contract/engine.js';
import { getEngine } from '../engine/engine-client.js';
import { altersSavedShoots } from '../engine/saved-shoot-changes.js';
import { loadableFrom, stillLoading, type Loadable } from '../engine/loadable.js';
import { useEngineQuery } from '../engine/use-engine.js';

export type WhatINeedState = Loadable<WhatINeedView>;

/**
 * Changes that move a target: the history and profile (PB, category, class held, goal), and the shoot
 * being scored (its arrows, or a saved score going away).
 */
function movesTargets(change: EngineChange): boolean {
  return (
    altersSavedShoots(change) || change.type === 'current-shoot-changed' || change.type === 'score-deleted'
  );
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
