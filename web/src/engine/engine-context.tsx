import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createChangeHub, type ChangeHub } from './change-hub.js';
import { getChangeHub, getEngine, getEngineHealth, type PageEngine } from './engine-client.js';
import { createStore, type Store } from '../device-storage/store.js';
import { useStore } from '../device-storage/use-store.js';
import type { EngineHealth } from './engine-supervisor.js';

/**
 * Where React code finds the engine and its change hub. With no provider above it, a component gets the
 * app's: the Comlink client of engine-client.ts and the page's hub, read only when first asked for (the
 * worker is started before React by start-engine.ts, so this adds no wait and no render to a cold open).
 * A test mounts a screen inside `<EngineProvider engine={…}>` with a real engine of its own, whose
 * writes reach that screen through a hub of its own.
 */
export interface EngineConnection {
  readonly engine: PageEngine;
  readonly hub: ChangeHub;
  /** The supervisor's word on the engine (engine-supervisor.ts). */
  readonly health: Store<EngineHealth>;
}

const appConnection: EngineConnection = {
  get engine() {
    return getEngine();
  },
  get hub() {
    return getChangeHub();
  },
  get health() {
    return getEngineHealth();
  },
};

/** A test's own engine is a plain object in the same thread: nothing to supervise, always running. */
const alwaysRunning = createStore<EngineHealth>('running');

const EngineContext = createContext<EngineConnection>(appConnection);

/** Hands `engine`, and a change hub subscribed to it, to everything rendered inside. */
export function EngineProvider({ engine, children }: { engine: PageEngine; children: ReactNode }) {
  // One hub per engine, not a cache for speed: a hub subscribes to its engine with its first listener and
  // never lets go, so one made again would leave a subscription behind (and drop its listeners).
  const connection = useMemo(
    () => ({ engine, hub: createChangeHub(() => engine), health: alwaysRunning }),
    [engine],
  );
  return <EngineContext.Provider value={connection}>{children}</EngineContext.Provider>;
}

/** The engine this component talks to: the provided one, else the app's worker. */
export function useEngine(): PageEngine {
  return useContext(EngineContext).engine;
}

/** The change hub on that same engine. */
export function useChangeHub(): ChangeHub {
  return useContext(EngineContext).hub;
}

/** The engine, its hub and its health together, for an object outside React that a screen hands them to. */
export function useEngineConnection(): EngineConnection {
  return useContext(EngineContext);
}

/** Whether the engine is starting, running, being restarted or cannot be started, redrawn as it changes. */
export function useEngineHealth(): EngineHealth {
  return useStore(useContext(EngineContext).health);
}
