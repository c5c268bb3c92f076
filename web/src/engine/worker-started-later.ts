import type { Endpoint } from 'comlink';

/**
 * The engine's worker as an endpoint that can be talked to before the worker exists: messages posted
 * are kept, in order, and listeners noted, until `create` is called; then the worker is created, the
 * listeners attached and the kept messages posted. A cold open that draws the card as last drawn needs
 * no worker for its first frame, so the worker (its script's compile and run, the event log's opening)
 * starts after that frame instead of competing with it for this phone's cores (issue #30;
 * docs/performance.md, "The worker after the first frame"). Whatever asks the engine something before
 * then is answered once the worker is up, exactly as a question asked while it opens the event log is.
 */
export interface WorkerStartedLater extends Endpoint {
  /** Creates the worker now, if it is not yet; later calls do nothing. */
  create(): void;
  readonly created: boolean;
  /** Ends the worker (the supervisor replacing it); one not created yet never will be. */
  terminate(): void;
}

type Listener = EventListenerOrEventListenerObject;

export function workerStartedLater(startWorker: () => Worker): WorkerStartedLater {
  let worker: Worker | null = null;
  let ended = false;
  const kept: { message: unknown; transfer?: Transferable[] }[] = [];
  const listeners: { type: string; listener: Listener }[] = [];
  return {
    get created() {
      return worker !== null;
    },
    create() {
      if (worker !== null || ended) return;
      const started = startWorker();
      worker = started;
      for (const { type, listener } of listeners.splice(0)) started.addEventListener(type, listener);
      for (const { message, transfer } of kept.splice(0)) started.postMessage(message, transfer ?? []);
    },
    terminate() {
      ended = true;
      worker?.terminate();
      kept.length = 0;
    },
    postMessage(message: unknown, transfer?: Transferable[]) {
      if (worker) worker.postMessage(message, transfer ?? []);
      else kept.push({ message, transfer });
    },
    addEventListener(type: string, listener: Listener) {
      if (worker) worker.addEventListener(type, listener);
      else listeners.push({ type, listener });
    },
    removeEventListener(type: string, listener: Listener) {
      if (worker) return worker.removeEventListener(type, listener);
      const at = listeners.findIndex((noted) => noted.type === type && noted.listener === listener);
      if (at >= 0) listeners.splice(at, 1);
    },
  };
}
