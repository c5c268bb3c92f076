import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createChangeHub, type ChangeHub } from './change-hub.js';
import { getChangeHub, getEngine, type PageEngine } from './engine-client.js';

/**
 * Where React code finds the engine and its change hub. With no provider above it, a component gets the
 * app's: the Comlink client of engine-client.ts and the page's hub, read only when first asked for (the
 * worker is started before React by start-engine.ts, so this adds no wait and no render to a cold open).
 * A test mounts a screen inside `<EngineProvider engine={…}>` with a real engine of its own, whose
 * writes reach that screen through a hub of its own.
 */
interface EngineConnection {
  readonly engine: PageEngine;
  readonly hub: ChangeHub;
}

const appConnection: EngineConnection = {
  get engine() {
    return getEngine();
  },
  get hub() {
    return getChangeHub();
  },
};

const EngineContext = createContext<EngineConnection>(appConnection);

/** Hands `engine`, and a change hub subscribed to it, to everything rendered inside. */
export function EngineProvider({ engine, children }: { engine: PageEngine; children: ReactNode }) {
  // One hub per engine, not a cache for speed: a hub subscribes to its engine with its first listener and
  // never lets go, so one made again would leave a subscription behind (and drop its listeners).
  const connection = useMemo(() => ({ engine, hub: createChangeHub(() => engine) }), [engine]);
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
