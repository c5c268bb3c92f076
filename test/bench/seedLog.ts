import type { EngineEvent } from '../../shared/events/eventTypes.js';
import { openEventStore } from '../../worker/eventStore.js';

/** Writes a history straight into a device's event log, in one transaction, as years of use would have. */
export async function seedLog(indexedDB: IDBFactory, events: readonly EngineEvent[]): Promise<void> {
  const store = await openEventStore(indexedDB);
  await store.transact(0, () => ({ store: { events, replacedSeqs: [] }, result: null }));
  store.close();
}
