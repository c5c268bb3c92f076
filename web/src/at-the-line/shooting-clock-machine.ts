import { assign, enqueueActions, setup } from 'xstate';
import {
  endLengthMs,
  readClock,
  signalDue,
  type ClockPlan,
  type ClockReading,
  type Signal,
} from '../../../shared/shooting-clock/clock-plan.js';

/**
 * The score card's shooting clock (docs/at-the-line.md) as a machine: ready until the archer starts it,
 * running (or paused) through the end's walk-ups and shooting, then collect until the archer starts the
 * next end: never by itself, since the walk back from the target takes as long as it takes. Time is
 * always read as now minus the start, never counted in ticks: a phone that slept, or a tab throttled in
 * the background, shows the right phase as soon as it looks again (a TICK on coming back to the front).
 * The ticks themselves are the machine's own delayed events, so tests run it on a simulated clock.
 */

/** Often enough that the seconds never lag a visible step; the reading itself comes from the clock. */
export const TICK_MS = 200;

export interface ShootingClockContext {
  /** The plan of the end on the clock. */
  plan: ClockPlan;
  /** The plan the next end will use: the round's end size and the archer's settings as they are now. */
  nextPlan: ClockPlan;
  /** The end being timed: 1 for the first end started, so AB/CD order alternates from there. */
  endNumber: number;
  /** Time shot before the current run (pauses cut the end into runs). */
  elapsedBeforeMs: number;
  /** When the current run started, by `now`. */
  runningSinceMs: number;
  /** The end's time when last looked at, so a signal is given once, when its moment passes. */
  lookedAtMs: number;
  reading: ClockReading;
  now: () => number;
}

export type ShootingClockEvent =
  | { type: 'START' }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'STOP' }
  /** Look at the clock now: the page came back to the front. */
  | { type: 'TICK' }
  /** The round's end size or the archer's settings changed: takes effect from the next end. */
  | { type: 'PLAN'; plan: ClockPlan };

export type ShootingClockEmitted = { type: 'signal'; signal: Signal };

export interface ShootingClockInput {
  plan: ClockPlan;
  now: () => number;
}

function elapsed(context: ShootingClockContext): number {
  return context.elapsedBeforeMs + (context.now() - context.runningSinceMs);
}

function restingReading(plan: ClockPlan): ClockReading {
  return readClock(plan, 1, 0);
}

export const shootingClockMachine = setup({
  types: {
    context: {} as ShootingClockContext,
    events: {} as ShootingClockEvent,
    input: {} as ShootingClockInput,
    emitted: {} as ShootingClockEmitted,
  },
  actions: {
    startRun: assign({ runningSinceMs: ({ context }) => context.now() }),
    /** Reads the end's time, keeps the reading, and gives the signal whose moment has just passed. */
    look: enqueueActions(({ context, enqueue }) => {
      const at = elapsed(context);
      const signal = signalDue(context.plan, context.endNumber, context.lookedAtMs, at);
      enqueue.assign({ lookedAtMs: at, reading: readClock(context.plan, context.endNumber, at) });
      if (signal) enqueue.emit({ type: 'signal', signal });
    }),
    /** A new end is timed to the latest plan; one changed mid-end waits for the next. */
    takeNextPlan: assign({ plan: ({ context }) => context.nextPlan }),
    keepNextPlan: assign({
      nextPlan: ({ context, event }) => (event.type === 'PLAN' ? event.plan : context.nextPlan),
    }),
    // The end's full time on show, waiting for Start.
    rest: assign({
      elapsedBeforeMs: 0,
      lookedAtMs: -1,
      reading: ({ context }) => restingReading(context.plan),
    }),
  },
  guards: {
    endIsOver: ({ context }) => context.lookedAtMs >= endLengthMs(context.plan),
  },
}).createMachine({
  id: 'shootingClock',
  context: ({ input }) => ({
    plan: input.plan,
    nextPlan: input.plan,
    endNumber: 1,
    elapsedBeforeMs: 0,
    runningSinceMs: 0,
    lookedAtMs: -1,
    reading: restingReading(input.plan),
    now: input.now,
  }),
  initial: 'ready',
  on: {
    PLAN: { actions: 'keepNextPlan' },
  },
  states: {
    // Before an end, or after Stop: the end's full time on show, waiting for the archer's Start.
    ready: {
      entry: ['takeNextPlan', 'rest'],
      on: {
        PLAN: { actions: ['keepNextPlan', 'takeNextPlan', 'rest'] },
        START: 'running',
      },
    },
    running: {
      entry: 'startRun',
      always: { guard: 'endIsOver', target: 'collect' },
      initial: 'ticking',
      states: {
        ticking: {
          entry: 'look',
          after: { [TICK_MS]: { target: 'ticking', reenter: true } },
        },
      },
      on: {
        TICK: { actions: 'look' },
        PAUSE: { target: 'paused', actions: assign({ elapsedBeforeMs: ({ context }) => elapsed(context) }) },
        STOP: 'ready',
      },
    },
    paused: {
      on: { RESUME: 'running', STOP: 'ready' },
    },
    // The three whistles have gone: the next end is the archer's to start, when back from the target.
    collect: {
      on: {
        START: {
          target: 'running',
          actions: [
            'takeNextPlan',
            assign({ endNumber: ({ context }) => context.endNumber + 1, elapsedBeforeMs: 0, lookedAtMs: -1 }),
          ],
        },
        STOP: 'ready',
      },
    },
  },
});
