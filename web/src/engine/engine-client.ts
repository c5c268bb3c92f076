import * as Comlink from 'comlink';
import type { ArcheryEngine, EngineResult, ScoreCardView } from '../../../shared/contract/engine.js';
import { createChangeHub, type ChangeHub } from './change-hub.js';
import {
  isStartUpScoreCardMessage,
  SCORE_CARD_LAYOUT,
  type ScoreCardLayoutMessage,
} from '../../../shared/contract/startUpScoreCard.js';
import { screenLayout } from '../scorecard/screen-layout.js';
import { lastScoreCard } from './last-score-card.js';
import { workerStartedLater, type WorkerStartedLater } from './worker-started-later.js';

/** The score card as the worker answers it, at start-up as after a write. */
type ScoreCardAnswer = EngineResult<ScoreCardView>;

/** The engine as the page holds it: the contract, every answer a promise (a Comlink client in the app). */
export type PageEngine = Comlink.Remote<ArcheryEngine>;

let engine: PageEngine | undefined;
/** The worker when this module starts it (not engine-boot.js): created at once, or after the first frame. */
let later: WorkerStartedLater | undefined;
/** At most this long is a worker held back for a first frame that is never drawn. */
const WORKER_BACKSTOP_MS = 1000;
/** Set by startEngine when the first frame has a card to draw without the worker. */
let workerAfterFirstFrame = false;
let hub: ChangeHub | undefined;
/** The score card the worker posted unasked from its start-up snapshot (worker/main.ts), once here. */
let pushedScoreCard: Promise<ScoreCardAnswer> | undefined;

/** What web/public/engine-boot.js leaves on the page: the worker it started while the page was parsed. */
interface StartedWhileParsing {
  archeryEngineWorker?: Worker;
  archeryStartUpScoreCard?: ScoreCardAnswer;
}

/**
 * The score card the worker posts unasked. engine-boot.js listens from the worker's first moment and
 * keeps it on the page, in case it arrives before this module has run; from here on this listener hears it.
 * Never resolves when the worker has no snapshot to send: the score card's own question answers then.
 */
function scoreCardPushedBy(worker: Comlink.Endpoint): Promise<ScoreCardAnswer> {
  return new Promise((resolve) => {
    const kept = (globalThis as StartedWhileParsing).archeryStartUpScoreCard;
    if (kept) return resolve(kept);
    const hear = (event: Event) => {
      const { data } = event as MessageEvent<unknown>;
      if (!isStartUpScoreCardMessage(data)) return;
      worker.removeEventListener('message', hear);
      resolve(data.answer);
    };
    worker.addEventListener('message', hear);
  });
}

/** The worker started here (no engine-boot.js), told the card's layout as engine-boot.js tells it. */
function startWorker(): Worker {
  const worker = new Worker(new URL('../../../worker/main.ts', import.meta.url), {
    type: 'module',
    name: 'engine',
  });
  worker.postMessage({ type: SCORE_CARD_LAYOUT, layout: screenLayout() } satisfies ScoreCardLayoutMessage);
  return worker;
}

/**
 * The one worker for the whole app, started on first use. Only the app's composition roots call this
 * (main.tsx's start-up, background-services.ts, the live session, the default of engine-context.tsx):
 * screens and hooks take the engine from `useEngine()`, services as a parameter, so a test can hand them
 * a real engine of its own.
 */
export function getEngine(): PageEngine {
  if (!engine) {
    // persist() is a window API: ask here so the browser does not evict the worker's event log.
    void navigator.storage?.persist?.().catch(() => false);
    // Started by web/public/engine-boot.js while the page was parsed (issue #30), when the build said where
    // and there was no card as last drawn; else started here, now or (startEngine) after the first frame.
    const parsed = (globalThis as StartedWhileParsing).archeryEngineWorker;
    if (!parsed) {
      later = workerStartedLater(startWorker);
      if (!workerAfterFirstFrame) later.create();
    }
    const worker = parsed ?? later!;
    pushedScoreCard = scoreCardPushedBy(worker);
    engine = Comlink.wrap<ArcheryEngine>(worker);
  }
  return engine;
}

/** The page's one change hub, on the app's engine (subscribed when its first listener comes). */
export function getChangeHub(): ChangeHub {
  return (hub ??= createChangeHub(getEngine));
}

let startUpScoreCard: Promise<ScoreCardAnswer> | null = null;
/** The start-up answer once it is here (until taken or stale), for a first render that needs no wait. */
let startUpAnswer: ScoreCardAnswer | null = null;

/**
 * Has the score card on its way before React renders. The worker is started now, unless this phone kept
 * the card as it last drew it: that card is the first frame's, and the worker is started once the frame
 * is drawn (`startWorkerAfterThisFrame`), so its start does not compete with the frame for the cores. The
 * questions asked here wait for it either way. Either the worker posts the card
 * from its start-up snapshot unasked, or (no snapshot) the question asked here is answered after the
 * replay; the first to come is the answer. It is kept only until start-up finishes: after that, screens
 * ask afresh. Until it comes, the card this phone last drew stands in for the first frame.
 */
export function startEngine(): void {
  const layout = screenLayout();
  const drawnLast = lastScoreCard(layout);
  workerAfterFirstFrame = drawnLast !== null;
  const engine = getEngine();
  // Should the first render never come to start it (a render that throws), the worker still starts.
  if (later && !later.created) setTimeout(() => later?.create(), WORKER_BACKSTOP_MS);
  const asked = engine.scoreCard(layout);
  const answer = pushedScoreCard ? Promise.race([pushedScoreCard, asked]) : asked;
  startUpScoreCard = answer;
  // The card as this phone last drew it is the first frame's, with no wait for the worker; the worker's
  // answer takes its place when it comes (last-score-card.ts).
  startUpAnswer = drawnLast;
  void answer.then((answered) => {
    if (startUpScoreCard === answer) startUpAnswer = answered;
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
  if (asked === null || startUpAnswer !== null) return Promise.resolve();
  return Promise.race([
    asked.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, atMostMs)),
  ]);
}

/**
 * Called once the first render is done (main.tsx): a worker held back for the first frame is created
 * once that frame is drawn (the next animation frame, then a task after it).
 */
export function startWorkerAfterThisFrame(): void {
  const held = later;
  if (held === undefined || held.created) return;
  requestAnimationFrame(() => setTimeout(() => held.create(), 0));
}
