import type { WhatINeedView } from '../../../shared/contract/whatINeed.js';
import { useEngine } from '../engine/engine-context.js';
import { loadableFrom, stillLoading, type Loadable } from '../engine/loadable.js';
import { useEngineQuery } from '../engine/use-engine.js';

export type WhatINeedState = Loadable<WhatINeedView>;

/**
 * "What I need" from the worker: for the shoot being scored when `roundName` is undefined, else for that
 * round before its first arrow. Fetched again after every change that can move a target.
 */
export function useWhatINeed(roundName: string | undefined): WhatINeedState {
  const engine = useEngine();
  const load = async (): Promise<WhatINeedState> => loadableFrom(await engine.whatINeed(roundName));
  return useEngineQuery<WhatINeedState>(load, stillLoading, ['whatINeed']).value;
}
