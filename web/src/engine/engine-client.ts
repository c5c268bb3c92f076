import type { Endpoint } from 'comlink';
import type { EngineResult, ScoreCardView } from '../../../shared/contract/engine.js';
import { createChangeHub, type ChangeHub } from './change-hub.js';
import {
  isStartUpScoreCardMessage,
  SCORE_CARD_LAYOUT,
  type ScoreCardLayoutMessage,
} from '../../../shared/contract/startUpScoreCard.js';
import { screenLayout } from '../scorecard/screen-layout.js';
import { lastScoreCard } from './last-score-card.js';
import { workerStartedLater, type WorkerStartedLater } from './worker-started-later.js';
import { createStore, type Store } from '../device-storage/store.js';
import { recordProblem } from '../problems/problem-log.js';
import type { EngineHealth, SupervisorEvent, WorkerReport } from './engine-supervisor.js';
import { createEngineLine, type EngineLine, type PageEngine } from './supervised-engine.js';
import { engineOn } from './engine-port.js';
import type { BegunWorker, FirstWorker } from './worker-handles.js';

/** The score card as the worker answers it, at start-up as after a write. */
type ScoreCardAnswer = EngineResult<ScoreCardView>;

export type { PageEngine };

/** The engine line (supervised-engine.ts) and its supervisor once its code is here, made on first use. */
let supervised: { line: EngineLine; supervisor: { send(event: SupervisorEvent): void } | null } | undefined;
/** What the page is told of the engine's health, for the screens (useEngineHealth). */
const health = createStore<EngineHealth>('starting');
/** The worker when this module starts it (not engine-boot.js): created at once, or after the first frame. */
let later: WorkerStartedLater | undefined;
/** At most this long is a worker held back for a first frame that is never drawn. */
const WORKER_BACKSTOP_MS = 1000;
/** Fetches and starts the engine's supervisor (once): after the first frame, or the backstop. */
let loadSupervisor = () => undefined as void;
/** Set by startEngine when the first frame has a card to draw without the worker. */
let workerAfterFirstFrame = false;
let hub: ChangeHub | undefined;
/** The score card the worker posted unasked from its start-up snapshot (worker/main.ts), once here. */
let pushedScoreCard: Promise<ScoreCardAnswer> | undefined;
/** The worker up or starting now, for the dev tools' control that stops it (the e2e of issue #43). */
let currentWorker: Pick<Worker, 'terminate'> | null = null;

/** What web/public/engine-boot.js leaves on the page: the worker it started while the page was parsed. */
interface StartedWhileParsing {
  archeryEngineWorker?: Worker;
  archeryStartUpScoreCard?: ScoreCardAnswer;
  /** Its `error` event, heard before this module could listen (a script that failed to load). */
  archeryEngineWorkerError?: string;
}

/**
 * The score card the worker posts unasked. engine-boot.js listens from the worker's first moment and
 * keeps it on the page, in case it arrives before this module has run; from here on this listener hears it.
 * Never resolves when the worker has no snapshot to send: the score card's own question answers then.
 */
function scoreCardPushedBy(worker: Endpoint): Promise<ScoreCardAnswer> {
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

/** The browser's words for a worker's `error` or `messageerror` event. */
function workerProblem(event: Event): string {
  if (event.type === 'messageerror') return 'A message from the app’s engine could not be read';
  const message = (event as ErrorEvent).message;
  return message ? message : 'The app’s engine could not be loaded';
}

/**
 * The first worker: engine-boot.js's (started while the page was parsed, issue #30), or one started
 * here, now or (startEngine) after the first frame. A worker started again after one failed or went is
 * always started at once: nothing is waiting for a first frame then.
 */
function firstWorker(): Worker | WorkerStartedLater {
  const parsed = (globalThis as StartedWhileParsing).archeryEngineWorker;
  if (parsed) return parsed;
  later = workerStartedLater(startWorker);
  if (!workerAfterFirstFrame) later.create();
  return later;
}

/**
 * Starts (or, for the first, takes over) one worker for the supervisor: its `error` and `messageerror`
 * events are reported, it is up once it answers `status()` (which the worker answers during its replay,
 * so a long history is no failed start), and ending it, the only way a worker ends, terminates it and
 * fails its calls. The supervisor's actor (supervisor-start.ts, handed it) is the one caller, apart from the first
 * worker, which is begun before the supervisor's code is here.
 */
function beginWorker(line: EngineLine, attempt: number, report: (report: WorkerReport) => void): BegunWorker {
  let ended = false;
  const endpoint = attempt === 0 ? firstWorker() : startWorker();
  if (attempt === 0) pushedScoreCard = scoreCardPushedBy(endpoint);
  const terminate = () => endpoint.terminate();
  currentWorker = { terminate };
  const heard = (event: Event) => report({ type: 'WORKER_ERROR', message: workerProblem(event) });
  endpoint.addEventListener('error', heard);
  endpoint.addEventListener('messageerror', heard);
  const earlier = (globalThis as StartedWhileParsing).archeryEngineWorkerError;
  if (attempt === 0 && earlier !== undefined) report({ type: 'WORKER_ERROR', message: earlier });
  const remote = engineOn(endpoint);
  void remote.status().then(() => {
    if (ended) return;
    line.up(remote);
    report({ type: 'WORKER_UP' });
  });
  return {
    ping: () => void remote.status().then(() => !ended && report({ type: 'PONG' })),
    end: () => {
      ended = true;
      line.lost('The app’s engine stopped');
      endpoint.removeEventListener('error', heard);
      endpoint.removeEventListener('messageerror', heard);
      terminate();
      if (currentWorker?.terminate === terminate) currentWorker = null;
    },
  };
}

/**
 * The first worker, begun at once, before the supervisor's code (xstate, in its own chunk) is here: what
 * it reports is kept for the supervisor, which takes it over as its first worker. Until then the page's
 * health follows it as the supervisor would: running once it answers with nothing gone wrong before.
 */
function beginFirstWorker(line: EngineLine): FirstWorker {
  const kept: WorkerReport[] = [];
  let report = (happened: WorkerReport) => {
    if (happened.type === 'WORKER_UP' && kept.length === 0) health.set('running');
    kept.push(happened);
  };
  const worker = beginWorker(line, 0, (happened) => report(happened));
  return {
    adopt(tell) {
      report = tell;
      for (const happened of kept.splice(0)) tell(happened);
      return worker;
    },
  };
}

function startSupervised(): NonNullable<typeof supervised> {
  // The line tells the supervisor of an overdue call; the supervisor is made once its code is here.
  let overdue: (call: string) => void = () => undefined;
  const line = createEngineLine({ overdue: (call) => overdue(call) });
  const started: NonNullable<typeof supervised> = { line, supervisor: null };
  const first = beginFirstWorker(line);
  // Its own chunk, fetched once the first frame is drawn (startWorkerAfterThisFrame) or after a backstop:
  // xstate is neither part of the keypad's first frame nor run before it (issue #42). Calls do not wait
  // for it: the first worker carries them as soon as it answers.
  let loading = false;
  loadSupervisor = () => {
    if (loading) return;
    loading = true;
    void import('./supervisor-start.js')
      .then(({ startSupervisor }) => {
        const supervisor = startSupervisor({
          line,
          first,
          health,
          restartHeld: () => restartHeld,
          begin: beginWorker,
        });
        started.supervisor = supervisor;
        overdue = (call) => supervisor.send({ type: 'CALL_OVERDUE', call });
      })
      .catch((error: unknown) =>
        recordProblem('starting the app’s engine', `Its supervisor could not be loaded (${String(error)})`),
      );
  };
  setTimeout(loadSupervisor, WORKER_BACKSTOP_MS);
  return started;
}

/**
 * The one engine for the whole app, started on first use: a line to whichever worker the supervisor
 * keeps up (engine-supervisor.ts). Only the app's composition roots call this (main.tsx's start-up,
 * background-services.ts, the live session, the default of engine-context.tsx): screens and hooks take
 * the engine from `useEngine()`, services as a parameter, so a test can hand them a real engine of its own.
 */
export function getEngine(): PageEngine {
  if (!supervised) {
    // persist() is a window API: ask here so the browser does not evict the worker's event log.
    void navigator.storage?.persist?.().catch(() => false);
    supervised = startSupervised();
  }
  return supervised.line.engine;
}

/** The engine's health as a store for the screens: starting, running, restarting or failed. */
export function getEngineHealth(): Store<EngineHealth> {
  getEngine();
  return health;
}

/** Set while the dev tools hold the next worker back; resolved by startEngineWorker. */
let restartHeld: Promise<void> | null = null;
let releaseRestart = () => undefined as void;

/**
 * The dev tools' control for the browser tests of issue #43: the worker is terminated as if it had died,
 * and the supervisor told so, as it would learn it from an overdue call. The new worker is held back
 * until startEngineWorker (within the supervisor's start-up deadline, or that start counts as failed).
 */
export function stopEngineWorker(): void {
  if (!supervised) return;
  restartHeld ??= new Promise<void>((resolve) => {
    releaseRestart = () => {
      restartHeld = null;
      resolve();
    };
  });
  currentWorker?.terminate();
  supervised.supervisor?.send({ type: 'WORKER_LOST', message: 'Stopped from the dev tools' });
}

/** Lets the worker held back by stopEngineWorker start. */
export function startEngineWorker(): void {
  releaseRestart();
}

/** The page's one change hub, on the app's engine (subscribed when its first listener comes). */
export function getChangeHub(): ChangeHub {
  return (hub ??= createChangeHub(getEngine));
}

let startUpScoreCard: Promise<ScoreCardAnswer> | null = null;
/** The start-up answer once it is here (until taken or stale), for a first render that needs no wait. */
let startUpAnswer: ScoreCardAnswer | null = null;
/** The card as this phone last drew it, standing in for the start-up answer until the worker's comes. */
let keptCopy: ScoreCardAnswer | null = null;

/**
 * Whether a start-up answer is only the copy kept on this phone, not the worker's word: what it says is
 * stored may be behind the worker (a page closed before it kept its last card), so nothing is decided
 * on it that only the worker can tell, such as whether there is a shoot to discard.
 */
export function isKeptCopy(answer: ScoreCardAnswer): boolean {
  return answer === keptCopy;
}

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
  keptCopy = drawnLast;
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
 * Before a first render that comes after start-up has finished (the keypad drawn before React waits for
 * the archer's pause: main.tsx): the card is asked afresh, so that render draws it rather than "Loading"
 * over the keypad the archer was using. Bounded, like the start-up wait.
 */
export async function scoreCardForFirstRender(atMostMs: number): Promise<void> {
  if (startUpAnswer !== null) return;
  const asked = getEngine().scoreCard(screenLayout());
  startUpScoreCard = asked;
  void asked.then((answered) => {
    if (startUpScoreCard === asked) startUpAnswer = answered;
  });
  await startUpScoreCardAnswered(atMostMs);
  // A worker slower than that: the copy kept on this phone, which the page before React was drawn from
  // and which nothing has written past (its taps are not sent yet), stands in until the answer comes.
  if (startUpAnswer === null && startUpScoreCard === asked) startUpAnswer = keptCopy;
}

/**
 * Called once the first render is done (main.tsx): a worker held back for the first frame is created
 * once that frame is drawn (the next animation frame, then a task after it), and the supervisor's code
 * is fetched then.
 */
export function startWorkerAfterThisFrame(): void {
  const held = later;
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (held !== undefined && !held.created) held.create();
      loadSupervisor();
    }, 0),
  );
}
