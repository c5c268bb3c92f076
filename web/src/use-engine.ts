import * as Comlink from 'comlink';
import { useEffect, useRef } from 'react';
import type { EngineChange } from '../../shared/contract/engine.js';
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
