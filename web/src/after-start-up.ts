import { getEngine } from './engine/engine-client.js';

/**
 * The order of a cold open (issue #30): the worker starts first, the score card renders, and only when
 * the worker has finished start-up (the history is replayed) and the browser is next idle does the rest
 * begin: screens warmed ahead of a visit, cloud backup, sign-in confirmation, live shoots, the service
 * worker's update checks. Until then the main thread and the CPU belong to the keypad's first frame.
 *
 * Nothing here is needed to score: any screen that needs one of these services starts it itself.
 */

let startedUp: Promise<void> | null = null;
let hasStartedUp = false;

/** Resolves once after start-up, when the browser is idle (or after `IDLE_TIMEOUT_MS` at the latest). */
export function afterStartUp(): Promise<void> {
  startedUp ??= getEngine()
    .whenReady()
    .then(() => nextIdle(IDLE_TIMEOUT_MS))
    .then(() => {
      hasStartedUp = true;
    });
  return startedUp;
}

/** Whether `afterStartUp` has resolved: what it gates can then be drawn in the same render. */
export function startedUpAlready(): boolean {
  return hasStartedUp;
}

/** A busy page still gets its background work within this long of start-up finishing. */
const IDLE_TIMEOUT_MS = 2000;

function nextIdle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout });
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
  return (navigator as { connection?: NetworkInformationLike }).connection;
}
