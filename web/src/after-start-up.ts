import type { PageEngine } from './engine/engine-client.js';
import { archerPauses } from './archer-pauses.js';

/**
 * The order of a cold open (issue #30): the worker starts first, the score card renders, and only when
 * the worker has finished start-up (the history is replayed), the archer has paused and the browser is
 * idle does the rest begin, one turn at a time (archer-pauses.ts, issue #49): screens warmed ahead of a visit, cloud backup, sign-in confirmation, live shoots, the service
 * worker's update checks. Until then the main thread and the CPU belong to the keypad's first frame.
 *
 * Nothing here is needed to score: any screen that needs one of these services starts it itself.
 */

type StartingEngine = Pick<PageEngine, 'whenReady'>;

/** Per engine (the app has one, the page's worker; a test's screens have theirs), asked once. */
const ready = new WeakMap<StartingEngine, Promise<unknown>>();
const hasStartedUp = new WeakSet<StartingEngine>();

/**
 * Resolves after `engine`'s start-up, in a turn of its own (archer-pauses.ts): each caller's work after
 * it is one turn, so the callers do not all run in the same frame. The app's composition roots pass the
 * page's worker; components the engine of useEngine().
 */
export function afterStartUp(engine: StartingEngine): Promise<void> {
  let whenReady = ready.get(engine);
  if (!whenReady) {
    whenReady = engine.whenReady();
    ready.set(engine, whenReady);
  }
  return whenReady.then(() => archerPauses.turn()).then(() => void hasStartedUp.add(engine));
}

/** Whether `afterStartUp` has resolved: what it gates can then be drawn in the same render. */
export function startedUpAlready(engine: StartingEngine): boolean {
  return hasStartedUp.has(engine);
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
