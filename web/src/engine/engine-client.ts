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

export type ScoreCardAnswer = [EngineResult<CurrentShootView>, EngineResult<ScorecardView>];
let startUpScoreCard: Promise<ScoreCardAnswer> | null = null;
/** The start-up answer once it is here (until taken or stale), for a first render that needs no wait. */
let startUpAnswer: ScoreCardAnswer | null = null;

/**
 * Starts the worker before React renders and asks at once for the score card, so the question is
 * waiting in the worker when it has read its start-up snapshot, ahead of the history replay. The
 * answer is kept only until start-up finishes: after that, screens ask afresh.
 */
export function startEngine(): void {
  const engine = getEngine();
  const asked = Promise.all([engine.currentShoot(), engine.currentScorecard()]);
  startUpScoreCard = asked;
  void asked.then((answer) => {
    if (startUpScoreCard === asked) startUpAnswer = answer;
  });
  void engine.whenReady().then(() => {
    startUpScoreCard = null;
    startUpAnswer = null;
  });
}

/** The score card asked for at start-up, for the first screen that wants it; null once taken or stale. */
export function takeStartUpScoreCard(): Promise<ScoreCardAnswer> | null {
  const answer = startUpScoreCard;
  startUpScoreCard = null;
  startUpAnswer = null;
  return answer;
}

/** The start-up score card if it has already been answered (and not yet taken): nothing to wait for. */
export function startUpScoreCardIfAnswered(): ScoreCardAnswer | null {
  return startUpAnswer;
}

/**
 * Resolves when the start-up score card has been answered, or after `atMostMs`: main.tsx renders then,
 * so that the first frame drawn already holds a usable keypad instead of a card that fills in one frame
 * later (issue #30). The wait is bounded, so a slow worker only means the card fills in afterwards.
 */
export function startUpScoreCardAnswered(atMostMs: number): Promise<void> {
  const asked = startUpScoreCard;
  if (asked === null) return Promise.resolve();
  return Promise.race([
    asked.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, atMostMs)),
  ]);
}
