import {
  assign,
  cancel,
  createActor,
  fromCallback,
  fromPromise,
  raise,
  setup,
  type Actor,
  type SnapshotFrom,
} from 'xstate';

/**
 * Keeps the phone's screen on through a round (docs/at-the-line.md), so an archer back from the target
 * is not unlocking the phone with cold hands at every end. Wanted from the first arrow until the round is
 * saved or discarded; let go after an hour with no arrow (a round left on the card should not flatten
 * the battery). The browser lets go of a wake lock by itself whenever the page is hidden, so the machine
 * takes it again when the page is back in front. Where the browser has no wake lock it stays silent.
 * The browser's API is the one thing at its boundary, given in, so tests drive it by hand.
 */

/** No arrow for this long and the screen may sleep again. */
export const LEFT_FOR_MS = 60 * 60 * 1000;

/** What the machine needs of a held lock (the browser's WakeLockSentinel). */
export interface HeldLock {
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
  removeEventListener(type: 'release', listener: () => void): void;
}

/** What the machine needs of `navigator.wakeLock`, or undefined where the browser has none. */
export interface WakeLockApi {
  request(type: 'screen'): Promise<HeldLock>;
}

export type WakeLockEvent =
  /** A round is on the card with arrows on it. */
  | { type: 'WANT' }
  /** Saved, discarded, or the archer turned the setting off. */
  | { type: 'LET_GO' }
  /** An arrow was scored: the hour starts again. */
  | { type: 'ARROW' }
  /** The page is in front again. */
  | { type: 'VISIBLE' }
  /** The browser let go of the lock (the page went to the back). */
  | { type: 'RELEASED' }
  /** An hour passed since the last arrow. */
  | { type: 'LEFT_FOR_AN_HOUR' };

interface WakeLockContext {
  api: WakeLockApi | undefined;
  lock: HeldLock | null;
}

export const wakeLockMachine = setup({
  types: {
    context: {} as WakeLockContext,
    events: {} as WakeLockEvent,
    input: {} as { api: WakeLockApi | undefined },
  },
  actors: {
    request: fromPromise<HeldLock, { api: WakeLockApi }>(async ({ input, signal }) => {
      const lock = await input.api.request('screen');
      // Granted after the round was saved or left: let go at once, or the screen would stay on for ever.
      if (signal.aborted) await lock.release().catch(() => undefined);
      return lock;
    }),
    // The browser's own release (the page went to the back): heard, so the lock is taken again later.
    releaseHeard: fromCallback<WakeLockEvent, { lock: HeldLock }>(({ input, sendBack }) => {
      const heard = () => sendBack({ type: 'RELEASED' });
      input.lock.addEventListener('release', heard);
      return () => input.lock.removeEventListener('release', heard);
    }),
  },
  actions: {
    letGoOfLock: ({ context }) => {
      // Released by us: the browser's promise can only fail if it was already let go, which is the aim.
      void context.lock?.release().catch(() => undefined);
    },
    forgetLock: assign({ lock: null }),
    // One timer for the hour, started again by every arrow; the lock itself is kept meanwhile.
    startTheHour: raise({ type: 'LEFT_FOR_AN_HOUR' }, { delay: LEFT_FOR_MS, id: 'the-hour' }),
    stopTheHour: cancel('the-hour'),
  },
  guards: {
    noWakeLock: ({ context }) => context.api === undefined,
  },
}).createMachine({
  id: 'wakeLock',
  context: ({ input }) => ({ api: input.api, lock: null }),
  initial: 'free',
  states: {
    free: {
      on: { WANT: [{ guard: 'noWakeLock', target: 'unsupported' }, { target: 'wanted' }] },
    },
    // This browser cannot keep the screen on: nothing to ask, nothing to say.
    unsupported: { type: 'final' },
    wanted: {
      initial: 'asking',
      entry: 'startTheHour',
      on: {
        LET_GO: 'free',
        LEFT_FOR_AN_HOUR: 'free',
        ARROW: { actions: ['stopTheHour', 'startTheHour'] },
      },
      exit: ['stopTheHour', 'letGoOfLock', 'forgetLock'],
      states: {
        asking: {
          invoke: {
            src: 'request',
            input: ({ context }) => ({ api: context.api! }),
            onDone: { target: 'held', actions: assign({ lock: ({ event }) => event.output }) },
            // Refused (the page is hidden, or the battery saver said no): asked again when in front.
            onError: 'waiting',
          },
        },
        held: {
          invoke: { src: 'releaseHeard', input: ({ context }) => ({ lock: context.lock! }) },
          on: { RELEASED: { target: 'waiting', actions: 'forgetLock' } },
        },
        waiting: {
          on: { VISIBLE: 'asking' },
        },
      },
    },
  },
});

export type WakeLockSnapshot = SnapshotFrom<typeof wakeLockMachine>;

/** 'held', 'waiting', 'asking', 'free' or 'unsupported': what the screen's wake lock is doing now. */
export function wakeLockState(snapshot: WakeLockSnapshot): string {
  return typeof snapshot.value === 'string' ? snapshot.value : (snapshot.value.wanted ?? 'wanted');
}

/** The machine started on a browser's wake lock: the one place its actor is made (use-wake-lock.ts). */
export function startWakeLockKeeper(api: WakeLockApi | undefined): Actor<typeof wakeLockMachine> {
  return createActor(wakeLockMachine, { input: { api } }).start();
}
