import type { ArcheryEngine, ChangeBatch, ChangeTopic } from '../../../shared/contract/engine.js';

/**
 * The page's one subscription to the worker's changes. The worker posts one batch per write, on the port
 * its answers take (engine-port.ts), so a listener hears a write's batch after the answer to it; the hub
 * hands each batch to every listener whose topics it touched. Every screen, hook and background task listens
 * here (never with a subscription of its own), so a write costs one message to the page however many
 * things are listening, and which topics a change touches is decided in one place (topicsOf in
 * shared/projections/changes.ts).
 */

type BatchListener = (batch: ChangeBatch) => void;

export interface ChangeHub {
  /** Calls `listener` with every batch that touched one of `topics`; answers the way to stop. */
  listen(topics: readonly ChangeTopic[], listener: BatchListener): () => void;
}

/** A hub on `engine`, which it subscribes to when the first listener comes. */
export function createChangeHub(engine: () => Pick<ArcheryEngine, 'subscribe'>): ChangeHub {
  const listeners = new Map<BatchListener, ReadonlySet<ChangeTopic>>();
  let subscribed = false;

  const deliver = (batch: ChangeBatch): void => {
    // A copy: a listener may stop listening (or start another) while the batch is handed round.
    for (const [listener, topics] of [...listeners]) {
      if (!listeners.has(listener) || !batch.topics.some((topic) => topics.has(topic))) continue;
      try {
        listener(batch);
      } catch (error) {
        // One listener's mistake must not keep the batch from the others; it is still reported.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };

  return {
    listen(topics, listener) {
      if (!subscribed) {
        subscribed = true;
        void engine().subscribe(deliver);
      }
      listeners.set(listener, new Set(topics));
      return () => void listeners.delete(listener);
    },
  };
}
