import type { ChangeBatch } from './changes.js';

/**
 * How a change batch reaches the page: posted by the worker on the same port as Comlink's answers
 * (whose listener ignores a message without its id), never on a port of its own. Messages on one port
 * arrive in the order they were sent, so the page hears a write's answer and the batch it caused in the
 * worker's order, and the score card takes each as it comes (docs/architecture.md, "One ordered
 * channel"). A batch on a port of its own, as it once was, could overtake the answer or be overtaken.
 */
export const ENGINE_CHANGES = 'archery-engine-changes';

export interface EngineChangesMessage {
  type: typeof ENGINE_CHANGES;
  batch: ChangeBatch;
}

export function isEngineChangesMessage(data: unknown): data is EngineChangesMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === ENGINE_CHANGES &&
    typeof (data as { batch?: unknown }).batch === 'object'
  );
}
