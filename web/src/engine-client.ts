import * as Comlink from 'comlink';
import type { ArcheryEngine } from '../../shared/contract/engine.js';

let engine: Comlink.Remote<ArcheryEngine> | undefined;

/** The one worker for the whole app, started on first use. Web code reaches the domain only through this. */
export function getEngine(): Comlink.Remote<ArcheryEngine> {
  if (!engine) {
    // persist() is a window API: ask here so the browser does not evict the worker's event log.
    void navigator.storage?.persist?.().catch(() => false);
    const worker = new Worker(new URL('../../worker/main.ts', import.meta.url), {
      type: 'module',
      name: 'engine',
    });
    engine = Comlink.wrap<ArcheryEngine>(worker);
  }
  return engine;
}
