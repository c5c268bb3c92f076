import { replayRecords } from '../shared/projections/replayRecords.js';
import type { Projections } from '../shared/projections/projections.js';
import type { EngineEvent } from '../shared/events/eventTypes.js';
import type { UpgradeRegistry } from '../shared/events/upgrades.js';
import type { EventStore } from './eventStore.js';

/** Records read and replayed per start-up page: a page of the 5,000-shoot bench takes about 30 ms. */
const REPLAY_PAGE_RECORDS = 500;

/**
 * Start-up's replay of the whole log, a page at a time. Each page's read is a task of its own, so a
 * question that arrives meanwhile (the score card's, answered from the start-up snapshot) is answered
 * between two pages rather than after the whole replay: read and replayed in one go, a long log was a
 * single task the keypad waited for on a cold open (issue #30). One history import is still one record,
 * which is why the worker also posts the snapshot's score card unasked (worker/main.ts).
 */
export async function replayLogInPages(
  store: EventStore,
  state: Projections,
  hooks: {
    upgrades?: UpgradeRegistry;
    applied: (event: EngineEvent, seq: number) => void;
    setAside: () => void;
  },
): Promise<number> {
  let lastSeq = 0;
  for (;;) {
    const page = await store.readAfter(lastSeq, REPLAY_PAGE_RECORDS);
    lastSeq = replayRecords(state, page, hooks.upgrades, lastSeq, hooks);
    if (page.length < REPLAY_PAGE_RECORDS) return lastSeq;
  }
}
