/**
 * Benchmark "startup": a fresh worker on a device holding the 5,000-shoot history: open IndexedDB,
 * read the log, replay it into every projection, and answer whenReady. Handicap and classification
 * caches are dropped before each start, as a new worker has none. Median of a few starts.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { clearThresholdCache } from '../../shared/classifications/thresholds.js';
import { clearHandicapCache } from '../../shared/handicaps/handicaps.js';
import { createEngine } from '../../worker/engine.js';
import type { SyntheticHistory } from '../fixtures/syntheticHistory.js';
import { median, round } from './measure.js';
import { seedLog } from './seedLog.js';

const STARTS = 5;

export async function benchStartup(history: SyntheticHistory): Promise<Record<string, unknown>> {
  const indexedDB = new IDBFactory();
  await seedLog(indexedDB, history.events);
  const runs: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    clearHandicapCache();
    clearThresholdCache();
    const start = performance.now();
    const engine = createEngine({ indexedDB, now: () => Date.UTC(2026, 0, 10), newId: () => `startup-${i}` });
    const status = await engine.whenReady();
    runs.push(performance.now() - start);
    if (status.state !== 'ready') throw new Error(`Startup failed: ${JSON.stringify(status)}`);
    const shown = await engine.history();
    if (!shown.ok || shown.value.length !== history.shoots)
      throw new Error('Startup did not rebuild every shoot');
    await engine.close();
  }
  return {
    bench: 'startup',
    shoots: history.shoots,
    ms: round(median(runs), 1),
    firstMs: round(runs[0]!, 1),
    storage: 'fake-indexeddb',
  };
}
