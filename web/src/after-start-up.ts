import type { PageEngine } from './engine/engine-client.js';

/**
 * The order of a cold open (issue #30): the worker starts first, the score card renders, and only when
 * the worker has finished start-up (the history is replayed) and the browser is next idle does the rest
 * begin: screens warmed ahead of a visit, cloud backup, sign-in confirmation, live shoots, the service
 * worker's update checks. Until then the main thread and the CPU belong to the keypad's first frame.
 *
 * Nothing here is needed to score: any screen that needs one of these services starts it itself.
 */

type StartingEngine = Pick<PageEngine, 'whenReady'>;

/** Per engine (the app has one, the page's worker; a test's screens have theirs), asked once. */
const startedUp = new WeakMap<StartingEngine, Promise<void>>();
const hasStartedUp = new WeakSet<StartingEngine>();

/**
 * Resolves once after `engine`'s start-up, when the browser is idle (or after `IDLE_TIMEOUT_MS` at the
 * latest). The app's composition roots pass the page's worker; components the engine of useEngine().
 */
export function afterStartUp(engine: StartingEngine): Promise<void> {
  let started = startedUp.get(engine);
  if (!started) {
    started = engine
      .whenReady()
      .then(() => nextIdle(IDLE_TIMEOUT_MS))
      .then(() => void hasStartedUp.add(engine));
    startedUp.set(engine, started);
  }
  return started;
}

/** Whether `afterStartUp` has resolved: what it gates can then be drawn in the same render. */
export function startedUpAlready(engine: StartingEngine): boolean {
  return hasStartedUp.has(engine);
}

/** A busy page still gets its background work within this long of start-up finishing. */
const IDLE_TIMEOUT_MS = 2000;

function nextIdle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    // globalThis, not window: a test's page may be gone by the time start-up ends.
    if (typeof globalThis.requestIdleCallback === 'function')
      globalThis.requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 200);
  });
}

export interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether to fetch code ahead of need. Not with data saver on, nor on a connection the browser rates
 * as 2G: there, a screen's code is fetched when the archer opens it. (The service worker holds every
 * file once installed, so this only matters before then or when an update is being fetched.)
 */
export function mayFetchAhead(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}

/** What this browser says of its connection (Chromium only; other browsers say nothing). */
export function thisConnection(): NetworkInformationLike | undefined {
  return (globalThis.navigator as { connection?: NetworkInformationLike } | undefined)?.connection;
}
