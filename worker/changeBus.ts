import type { EngineChange, EngineChangeListener } from '../shared/contract/engine.js';
import { changeBatch } from '../shared/projections/changes.js';

/**
 * Tells the pages what changed: one batch per write, one call per listener. Each call crosses to a page
 * over Comlink, so a listener per change (as it once was) cost a message per change per screen; a page
 * now subscribes once and shares the batch among its screens (web/src/engine/change-hub.ts).
 */
export class ChangeBus {
  private readonly listeners = new Map<number, EngineChangeListener>();
  private nextId = 1;

  subscribe(listener: EngineChangeListener): number {
    const id = this.nextId++;
    this.listeners.set(id, listener);
    return id;
  }

  unsubscribe(id: number): void {
    this.listeners.delete(id);
  }

  publish(changes: readonly EngineChange[], logPosition: number): void {
    if (changes.length === 0) return;
    const batch = changeBatch(changes, logPosition);
    for (const [id, listener] of this.listeners) {
      try {
        // Across Comlink the call returns a promise that rejects when the page has gone.
        const delivered: unknown = listener(batch);
        if (delivered instanceof Promise) delivered.catch(() => this.listeners.delete(id));
      } catch {
        this.listeners.delete(id);
      }
    }
  }
}
