import * as Comlink from 'comlink';
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { EngineChange } from '../../../shared/contract/engine.js';
import { getEngine } from './engine-client.js';

/**
 * Calls `onChange` after every change the worker commits (from this tab or another), so a screen can
 * refetch what it shows. The latest callback is used without resubscribing.
 */
export function useEngineChanges(onChange: (change: EngineChange) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    let subscriptionId: number | null = null;
    let live = true;
    const listener = Comlink.proxy((change: EngineChange) => latest.current(change));
    void getEngine()
      .subscribe(listener)
      .then((id) => {
        if (live) subscriptionId = id;
        else void getEngine().unsubscribe(id);
      });
    return () => {
      live = false;
      if (subscriptionId !== null) void getEngine().unsubscribe(subscriptionId);
    };
  }, []);
}

export interface EngineQuery<S> {
  /** What the screen shows: the loading state until the first answer, then the latest answer. */
  value: S;
  /** Replaces what is shown at once (a write's own answer), until the next fetch answers. */
  show: Dispatch<SetStateAction<S>>;
  /** Fetches again. */
  refetch: () => void;
}

/**
 * A screen's data from the worker: fetched on mount, whenever `load` changes (pass a stable or memoised
 * function), and after each committed change `refetchOn` says alters it. Only the newest fetch may draw:
 * an older answer arriving late is dropped, as is one arriving after the screen has gone.
 */
export function useEngineQuery<S>(
  load: () => Promise<S>,
  loading: S,
  refetchOn: (change: EngineChange) => boolean,
): EngineQuery<S> {
  const [value, show] = useState<S>(loading);
  // Bumped to fetch again; the effect below runs for each new value.
  const [version, setVersion] = useState(0);
  const refetch = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let newest = true;
    void load().then((next) => {
      if (newest) show(next);
    });
    return () => {
      newest = false;
    };
  }, [load, version]);

  useEngineChanges((change) => {
    if (refetchOn(change)) refetch();
  });

  return { value, show, refetch };
}
