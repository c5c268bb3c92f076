import { assign, enqueueActions, fromPromise, setup, stateIn, type SnapshotFrom } from 'xstate';
import {
  forgetArcherUpdates,
  forgetShootUpdates,
  nextScoreUpdate,
  queueScoreUpdate,
  settleScoreUpdate,
  type PendingScoreUpdate,
  type ScoreQueue,
} from '../../../shared/live-shoots/score-queue.js';
import { finishKind } from '../../../shared/live-shoots/retirement.js';
import type { LiveShoot } from '../../../shared/live-shoots/types.js';
import { retryDelayAfter } from '../retry-schedule.js';
import type { LiveResult } from './live-api.js';

/**
 * The live score uploader as a machine (docs/product.md sections 5 and 9): it sends the queued score
 * updates one at a time, oldest shoot first. When the server cannot be reached the queue waits and is
 * tried again on the app's one retry schedule (web/src/retry-schedule.ts, as the cloud backup), and at
 * once when the browser is back online or the live socket reconnects (DRAIN). It never gives up on a
 * score while the archer is in the shoot: the queue outlives the page (the app keeps it on the device).
 * An update the server refuses for good (the score is locked, the shoot is gone) is dropped with a
 * problem to show, so it cannot block the ones behind it. Leaving a shoot drops what waits for it, and
 * with nothing left to send the wait ends. The upload itself is an actor the app provides (tests drive
 * their own), and the timers live in the machine, so tests run it on a simulated clock.
 *
 * Two ways an upload could otherwise sit still while the signal is good (the CI failure of stop 36, the
 * board stuck on the score from before the signal went):
 * - A DRAIN heard while an upload is on its way is remembered (`sending.drainAsked`): that upload was
 *   started before the signal came back and may yet fail, and then the next try is at once, not after
 *   a wait of up to 30 s that the reconnect was meant to cut short.
 * - An upload unanswered after UPLOAD_TIMEOUT_MS counts as no signal (a request made as the signal goes
 *   can hang with no error), so one lost request never holds the queue.
 */

/** How long an upload may go unanswered before it counts as no signal (as the socket's connect). */
export const UPLOAD_TIMEOUT_MS = 15_000;

export interface ScoreUploadContext {
  /** What waits for the server, oldest shoot first; the app keeps it on the device. */
  queue: ScoreQueue;
  /** The update being sent (settled by its sequence, so a newer state queued meanwhile stays). */
  inFlight: PendingScoreUpdate | null;
  /** Failed tries in a row (0 after an answer the server meant). */
  failures: number;
}

export interface ScoreUploadInput {
  /** The queue kept on the device by the last page. */
  queue: ScoreQueue;
}

export type ScoreUploadEvent =
  /** A newer state of a shoot's score (or its finish): replaces the one waiting for the same shoot. */
  | { type: 'QUEUE'; update: Omit<PendingScoreUpdate, 'sequence'> }
  /**
   * Left the shoot (or it ended): nothing more is sent for it; with `participantToken`, nothing more for
   * that one archer (a scorer's target in the same shoot goes on).
   */
  | { type: 'FORGET'; shootCode: string; participantToken?: string }
  /** Worth trying now (back online, the socket reconnected): cuts a retry wait short. */
  | { type: 'DRAIN' };

/** What the machine tells the app. */
export type ScoreUploadEmitted =
  /** The server's leaderboard after it took an update. */
  | { type: 'shoot'; shoot: LiveShoot }
  /**
   * The server took the finish: the score is locked. `retired` when the round was saved before it was
   * complete (shared/live-shoots/retirement.ts): the archer is then told nothing of a completed round.
   * `participantToken` says whose: the phone's own archer, or one of a scored target's.
   */
  | { type: 'finished'; shootCode: string; participantToken: string; retired: boolean }
  | { type: 'shoot-gone'; shootCode: string }
  /** Words for the archer: an update refused for good. */
  | { type: 'problem'; message: string };

type SendAnswer = LiveResult<LiveShoot>;

/** Every answer the server meant (taken, or refused for good) counts as a working connection. */
function answered(answer: SendAnswer): boolean {
  return answer.ok || (answer.error.reason !== 'network' && answer.error.reason !== 'unavailable');
}

/** No answer worth the name: counted, then tried again at once if a DRAIN came meanwhile, else after a wait. */
const noSignal = [
  { guard: 'drainAsked', target: '#scoreUploads.idle', actions: 'countNoSignal' },
  { target: '#scoreUploads.retrying', actions: 'countNoSignal' },
] as const;

export const scoreUploadMachine = setup({
  types: {
    context: {} as ScoreUploadContext,
    events: {} as ScoreUploadEvent,
    input: {} as ScoreUploadInput,
    emitted: {} as ScoreUploadEmitted,
  },
  actors: {
    // Replaced by the app with the real PUT (live-api.ts sendLiveScore) and by tests with their own.
    send: fromPromise<SendAnswer, PendingScoreUpdate>(() =>
      Promise.resolve<SendAnswer>({
        ok: false,
        error: { reason: 'network', message: 'No upload was provided' },
      }),
    ),
  },
  delays: {
    retryDelay: ({ context }) => retryDelayAfter(context.failures),
  },
  guards: {
    somethingWaits: ({ context }) => context.queue.length > 0,
    nothingWaits: ({ context }) => context.queue.length === 0,
    drainAsked: stateIn({ sending: 'drainAsked' }),
  },
  actions: {
    countNoSignal: assign({ failures: ({ context }) => context.failures + 1, inFlight: null }),
    queue: assign({
      queue: ({ context, event }) =>
        event.type === 'QUEUE' ? queueScoreUpdate(context.queue, event.update) : context.queue,
    }),
    forget: assign({
      queue: ({ context, event }) => {
        if (event.type !== 'FORGET') return context.queue;
        const { shootCode, participantToken } = event;
        return participantToken === undefined
          ? forgetShootUpdates(context.queue, shootCode)
          : forgetArcherUpdates(context.queue, { shootCode, participantToken });
      },
    }),
  },
}).createMachine({
  id: 'scoreUploads',
  context: ({ input }) => ({ queue: input.queue, inFlight: null, failures: 0 }),
  initial: 'idle',
  on: {
    QUEUE: { actions: 'queue' },
    FORGET: { actions: 'forget' },
  },
  states: {
    idle: {
      always: { guard: 'somethingWaits', target: 'sending' },
    },
    sending: {
      entry: assign({ inFlight: ({ context }) => nextScoreUpdate(context.queue) }),
      invoke: {
        src: 'send',
        input: ({ context }) => context.inFlight!,
        onDone: [
          {
            guard: ({ event }) => answered(event.output),
            target: 'idle',
            actions: enqueueActions(({ context, event, enqueue }) => {
              const update = context.inFlight!;
              const answer = event.output;
              const gone = !answer.ok && answer.error.reason === 'not-found';
              enqueue.assign({
                failures: 0,
                inFlight: null,
                queue: gone
                  ? forgetShootUpdates(context.queue, update.shootCode)
                  : settleScoreUpdate(context.queue, update),
              });
              if (answer.ok) {
                enqueue.emit({ type: 'shoot', shoot: answer.value });
                if (update.kind === 'finish') {
                  const retired = finishKind(update.body.roundName, update.body.arrowsShot) === 'retired';
                  const { shootCode, participantToken } = update;
                  enqueue.emit({ type: 'finished', shootCode, participantToken, retired });
                }
                return;
              }
              if (gone) enqueue.emit({ type: 'shoot-gone', shootCode: update.shootCode });
              enqueue.emit({ type: 'problem', message: answer.error.message });
            }),
          },
          ...noSignal,
        ],
        // The provided upload answers as data; a throw is treated as no signal, so nothing is lost.
        onError: noSignal,
      },
      after: { [UPLOAD_TIMEOUT_MS]: noSignal },
      initial: 'asked',
      states: {
        asked: { on: { DRAIN: 'drainAsked' } },
        // Worth trying again at once should this upload fail: the signal came back while it was out.
        drainAsked: {},
      },
    },
    retrying: {
      // Nothing left to send (the shoot was left): the next score starts the schedule afresh.
      always: { guard: 'nothingWaits', target: 'idle', actions: assign({ failures: 0 }) },
      after: { retryDelay: 'idle' },
      on: { DRAIN: 'idle' },
    },
  },
});

export type ScoreUploadSnapshot = SnapshotFrom<typeof scoreUploadMachine>;

/** How many score updates (and finishes) wait for the server: the archer's "waiting" count. */
export function updatesWaiting(snapshot: ScoreUploadSnapshot): number {
  return snapshot.context.queue.length;
}
