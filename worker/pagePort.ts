import * as Comlink from 'comlink';
import type { ArcheryEngine } from '../shared/contract/engine.js';
import { ENGINE_CHANGES, type EngineChangesMessage } from '../shared/contract/changeMessage.js';

/**
 * The engine exposed to its page on one port (the worker's own; a MessageChannel's in the web tests):
 * Comlink's answers, and every change batch on the same port after them (shared/contract/changeMessage.ts).
 *
 * A write publishes its batch just before its answer goes back (engineCore.ts), and Comlink posts the
 * answer once the handler's promise settles, in the microtasks that follow. The batch is posted a task
 * later, so it follows that answer on the port: the page hears a write's answer first and the batch it
 * caused after it, and the score card sees the batch is already on screen without holding it back. A
 * batch that did overtake an answer would cost the card one read, never a wrong card: it reads again only
 * after a batch further along than what it shows.
 */
export function exposeToPage(engine: ArcheryEngine, port: Comlink.Endpoint): void {
  Comlink.expose(engine, port);
  void engine.subscribe((batch) => {
    setTimeout(() => port.postMessage({ type: ENGINE_CHANGES, batch } satisfies EngineChangesMessage), 0);
  });
}
