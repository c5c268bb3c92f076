/**
 * Benchmark "append": the mean cost of scoring one arrow through the engine (decide, commit to
 * IndexedDB, update the projections, build the score card view), on a device holding a 5,000-shoot
 * history against one holding 50 shoots. The two devices take turns (alternating who goes first), and
 * each figure is the median of the rounds, so machine noise hits both alike.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { createEngine, type WorkerEngine } from '../../worker/engine.js';
import { syntheticHistory, type SyntheticHistory } from '../fixtures/syntheticHistory.js';
import { median, round } from './measure.js';
import { seedLog } from './seedLog.js';

const ARROWS_PER_ROUND = 72;
const ROUNDS = 15;

async function openDevice(history: SyntheticHistory): Promise<WorkerEngine> {
  const indexedDB = new IDBFactory();
  await seedLog(indexedDB, history.events);
  let time = Date.UTC(2026, 0, 10, 9);
  let ids = 0;
  const engine = createEngine({ indexedDB, now: () => (time += 1000), newId: () => `bench-${++ids}` });
  const status = await engine.whenReady();
  if (status.state !== 'ready') throw new Error(`Bench device did not open: ${JSON.stringify(status)}`);
  return engine;
}

/** Scores a full National arrow by arrow and returns the mean milliseconds per arrow; then saves it. */
async function scoreNational(engine: WorkerEngine): Promise<number> {
  const started = await engine.startShoot('national');
  if (!started.ok) throw new Error(started.error.message);
  const keypad = [9, 7, 7, 5, 9, 3] as const;
  const start = performance.now();
  for (let i = 0; i < ARROWS_PER_ROUND; i++) {
    const result = await engine.scoreArrow(keypad[i % keypad.length]!);
    if (!result.ok) throw new Error(result.error.message);
  }
  const ms = (performance.now() - start) / ARROWS_PER_ROUND;
  const saved = await engine.saveShoot({ shootStatus: 'Practice' });
  if (!saved.ok) throw new Error(saved.error.message);
  return ms;
}

export async function benchAppend(large: SyntheticHistory): Promise<Record<string, unknown>> {
  const small = syntheticHistory(50);
  const big = await openDevice(large);
  const little = await openDevice(small);
  // Rounds to warm up the JIT; not counted.
  for (let r = 0; r < 3; r++) {
    await scoreNational(big);
    await scoreNational(little);
  }
  const bigRuns: number[] = [];
  const littleRuns: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    // Alternate who goes first, so neither always runs just after the other's garbage.
    if (r % 2 === 0) {
      bigRuns.push(await scoreNational(big));
      littleRuns.push(await scoreNational(little));
    } else {
      littleRuns.push(await scoreNational(little));
      bigRuns.push(await scoreNational(big));
    }
  }
  await big.close();
  await little.close();
  const msPerArrow = median(bigRuns);
  const msPerArrowSmall = median(littleRuns);
  return {
    bench: 'append',
    shoots: large.shoots,
    msPerArrow: round(msPerArrow, 4),
    msPerArrowSmall: round(msPerArrowSmall, 4),
    ratio: round(msPerArrow / msPerArrowSmall),
    smallShoots: small.shoots,
    arrowsMeasured: ROUNDS * ARROWS_PER_ROUND,
    storage: 'fake-indexeddb',
  };
}
