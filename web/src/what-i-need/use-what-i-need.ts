import type { ChangeTopic, WhatINeedView } from '../../../shared/contract/engine.js';
import { useEngine } from '../engine/engine-context.js';
import { SAVED_SHOOT_TOPICS } from '../engine/saved-shoot-changes.js';
import { loadableFrom, stillLoading, type Loadable } from '../engine/loadable.js';
import { useEngineQuery } from '../engine/use-engine.js';

export type WhatINeedState = Loadable<WhatINeedView>;

/**
 * What moves a target: the history and profile (PB, category, class held, goal), and the shoot being
 * scored (its arrows, or it going away).
 */
const MOVES_TARGETS: readonly ChangeTopic[] = [...SAVED_SHOOT_TOPICS, 'current-shoot'];

/**
 * "What I need" from the worker: for the shoot being scored when `roundName` is undefined, else for that
 * round before its first arrow. Fetched again after every change that can move a target.
 */
export function useWhatINeed(roundName: string | undefined): WhatINeedState {
  const engine = useEngine();
  const load = async (): Promise<WhatINeedState> => loadableFrom(await engine.whatINeed(roundName));
  return useEngineQuery<WhatINeedState>(load, stillLoading, MOVES_TARGETS).value;
}
