import { assign, emit, fromCallback, sendTo, setup, type SnapshotFrom } from 'xstate';

/**
 * The one owner of the engine's worker, as a machine (issue #43; docs/failures.md). It starts a worker
 * and waits for its first answer; a worker that fails to load (its `error` event) or stays silent past
 * STARTUP_DEADLINE_MS is started again, and after MAX_FAILED_STARTS failures in a row the machine stops
 * in `failed`: the app says so in words and offers Reload. Once running, a worker that says something is
 * wrong (an `error` or `messageerror` event) or leaves a call unanswered past its bound is asked a cheap
 * question; no answer within PING_DEADLINE_MS and it is taken as dead: terminated and started afresh
 * (the worker actor's clean-up terminates it, so leaving `withWorker` is the only way a worker ends).
 *
 * The worker itself is an actor the app provides (engine-client.ts: a real Worker behind Comlink); tests
 * provide one they drive by hand, and every timer lives here, so tests run it on a simulated clock.
 */

/** A worker that has not answered its first question by now is taken as not started. */
export const STARTUP_DEADLINE_MS = 8000;
/** Starts in a row that may fail before the app says the engine cannot be started. */
export const MAX_FAILED_STARTS = 2;
/** A worker asked whether it is alive must answer within this. */
export const PING_DEADLINE_MS = 5000;

/** What the worker actor reports back. */
export type WorkerReport =
  /** The worker answered its first question: it is up. */
  | { type: 'WORKER_UP' }
  /** The worker's `error` or `messageerror` event, with what it said. */
  | { type: 'WORKER_ERROR'; message: string }
  /** The worker answered the question `PING` asked. */
  | { type: 'PONG' };

/** What the machine asks of the worker actor. */
export type WorkerCommand = { type: 'PING' };

export type SupervisorEvent =
  | WorkerReport
  /** A call went unanswered past its bound (supervised-engine.ts). */
  | { type: 'CALL_OVERDUE'; call: string }
  /** The worker is known to be gone (the dev-tools control that terminates it, for the browser tests). */
  | { type: 'WORKER_LOST'; message: string }
  /** Try starting again after giving up. */
  | { type: 'RETRY' };

/** What the machine tells the app: each for the problem log (problem-log.ts). */
export type SupervisorEmitted = { type: 'problem'; doing: string; message: string };

export interface SupervisorContext {
  /** Starts that failed since the last worker that came up. */
  failedStarts: number;
  /** Workers started afresh after one that had been up (for the dev tools and the problem log). */
  restarts: number;
  /** What went wrong last, in the browser's words. */
  lastProblem: string | null;
}

export const engineSupervisor = setup({
  types: {
    context: {} as SupervisorContext,
    events: {} as SupervisorEvent,
    emitted: {} as SupervisorEmitted,
  },
  actors: {
    // Replaced by the app with a real worker (engine-client.ts) and by tests with one they drive.
    worker: fromCallback<WorkerCommand, { attempt: number }>(({ sendBack }) => {
      sendBack({ type: 'WORKER_ERROR', message: 'No worker was provided' });
    }),
  },
  guards: {
    startsLeft: ({ context }) => context.failedStarts < MAX_FAILED_STARTS,
  },
}).createMachine({
  id: 'engineSupervisor',
  context: { failedStarts: 0, restarts: 0, lastProblem: null },
  initial: 'withWorker',
  states: {
    withWorker: {
      invoke: {
        id: 'worker',
        src: 'worker',
        input: ({ context }) => ({ attempt: context.failedStarts + context.restarts }),
      },
      initial: 'starting',
      states: {
        starting: {
          after: {
            [STARTUP_DEADLINE_MS]: {
              target: '#engineSupervisor.startFailed',
              actions: assign({ lastProblem: 'The app’s engine did not start in time' }),
            },
          },
          on: {
            WORKER_UP: { target: 'running', actions: assign({ failedStarts: 0, lastProblem: null }) },
            WORKER_ERROR: {
              target: '#engineSupervisor.startFailed',
              actions: assign({ lastProblem: ({ event }) => event.message }),
            },
            // Not up yet, so nothing was overdue: the start-up deadline decides.
            CALL_OVERDUE: {},
          },
        },
        running: {
          on: {
            WORKER_ERROR: {
              target: 'checking',
              actions: [
                assign({ lastProblem: ({ event }) => event.message }),
                emit(({ event }) => ({
                  type: 'problem' as const,
                  doing: 'running the app’s engine',
                  message: event.message,
                })),
              ],
            },
            CALL_OVERDUE: {
              target: 'checking',
              actions: emit(({ event }) => ({
                type: 'problem' as const,
                doing: `waiting for the engine to answer ${event.call}`,
                message: 'No answer in time',
              })),
            },
          },
        },
        // Something looked wrong: a worker that still answers is kept, one that does not is replaced.
        checking: {
          entry: sendTo('worker', { type: 'PING' }),
          after: { [PING_DEADLINE_MS]: { target: '#engineSupervisor.restarting' } },
          on: {
            PONG: 'running',
            WORKER_ERROR: { actions: assign({ lastProblem: ({ event }) => event.message }) },
            CALL_OVERDUE: {},
          },
        },
      },
      on: {
        WORKER_LOST: {
          target: 'restarting',
          actions: assign({ lastProblem: ({ event }) => event.message }),
        },
      },
    },
    // Transient: leaving withWorker has terminated the worker; a new one starts at once.
    restarting: {
      entry: [
        assign({ restarts: ({ context }) => context.restarts + 1 }),
        emit(({ context }) => ({
          type: 'problem' as const,
          doing: 'running the app’s engine',
          message: `The engine stopped answering and was started again (${context.lastProblem ?? 'no answer'})`,
        })),
      ],
      always: 'withWorker',
    },
    startFailed: {
      entry: [
        assign({ failedStarts: ({ context }) => context.failedStarts + 1 }),
        emit(({ context }) => ({
          type: 'problem' as const,
          doing: 'starting the app’s engine',
          message: context.lastProblem ?? 'It did not start',
        })),
      ],
      always: [{ guard: 'startsLeft', target: 'withWorker' }, { target: 'failed' }],
    },
    failed: {
      on: { RETRY: { target: 'withWorker', actions: assign({ failedStarts: 0 }) } },
    },
  },
});

export type SupervisorSnapshot = SnapshotFrom<typeof engineSupervisor>;

/**
 * What the page is told of the engine: starting (the first start), running (calls go through), restarting
 * (a worker is being replaced, or checked: calls wait), failed (it cannot be started: calls fail at once).
 */
export type EngineHealth = 'starting' | 'running' | 'restarting' | 'failed';

export function engineHealth(snapshot: SupervisorSnapshot): EngineHealth {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches({ withWorker: 'running' })) return 'running';
  const first = snapshot.context.restarts === 0 && snapshot.context.failedStarts === 0;
  return first && snapshot.matches({ withWorker: 'starting' }) ? 'starting' : 'restarting';
}
