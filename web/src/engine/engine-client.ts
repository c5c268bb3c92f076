import * as Comlink from 'comlink';
import type {
  ArcheryEngine,
  CurrentShootView,
  EngineResult,
  ScorecardView,
} from '../../../shared/contract/engine.js';

let engine: Comlink.Remote<ArcheryEngine> | undefined;

/** The one worker for the whole app, started on first use. Web code reaches the domain only through this. */
export function getEngine(): Comlink.Remote<ArcheryEngine> {
  if (!engine) {
    // persist() is a window API: ask here so the browser does not evict the worker's event log.
    void navigator.storage?.persist?.().catch(() => false);
    const worker = new Worker(new URL('../../../worker/main.ts', import.meta.url), {
      type: 'module',
      name: 'engine',
    });
    engine = Comlink.wrap<ArcheryEngine>(worker);
  }
  return engine;
}

type ScoreCardAnswer = [EngineResult<CurrentShootView>, EngineResult<ScorecardView>];
let startUpScoreCard: Promise<ScoreCardAnswer> | null = null;

/**
 * Starts the worker before React renders and asks at once for the score card, so the question is
 * waiting in the worker when it has read its start-up snapshot, ahead of the history replay. The
 * answer is kept only until start-up finishes: after that, screens ask afresh.
 */
export function startEngine(): void {
  const engine = getEngine();
  startUpScoreCard = Promise.all([engine.currentShoot(), engine.currentScorecard()]);
  void engine.whenReady().then(() => {
    startUpScoreCard = null;
  });
}

/** The score card asked for at start-up, for the first screen that wants it; null once taken or stale. */
export function takeStartUpScoreCard(): Promise<ScoreCardAnswer> | null {
  const answer = startUpScoreCard;
  startUpScoreCard = null;
  return answer;
}
