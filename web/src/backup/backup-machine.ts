import { assign, fromPromise, setup } from 'xstate';
import { RETRY_DELAYS_MS, retryDelayAfter } from '../retry-schedule.js';

/**
 * Cloud backup as a machine (docs/product.md sections 4 and 9): off until the archer turns it on; then every change
 * that matters starts a short settling window, so a burst of changes (a whole import, a few edits) makes
 * one upload; an upload that fails is retried after 2, 5, 10 and 30 s and then abandoned until the next
 * change or "Back up now"; with no network it waits for the browser to come back online. Timers live in
 * the machine, so tests drive it with a simulated clock. The upload itself is an actor the app provides.
 *
 * The settling window and the retries live only in the page, so they end when the app is closed. What
 * outlives them is the worker's count of changes the server has not acknowledged: the machine starts by
 * waiting for it (LOADED), and with backup on and a change owed it goes straight to settling, so a
 * backup cut short by closing the app is made within seconds of the next start.
 */

/** Changes closer together than this make one backup. */
export const BACKUP_SETTLE_MS = 1500;

export interface BackupDone {
  /** When the server stored it (ISO time). */
  timestamp: string;
  /** Changes made after the stored backup was read (owed again at once). */
  changesNotBackedUp: number;
}

export interface BackupContext {
  /** Whether the archer had turned backup on when the app started. */
  onAtStart: boolean;
  online: boolean;
  /** Failed uploads in a row (0 after a success). */
  failures: number;
  lastError: string | null;
  /** When the last backup was stored (ISO time), as the profile's lastBackupDate says. */
  lastBackupAt: string | null;
  /** A change came in while an upload was under way: back up again once it is done. */
  changedMeanwhile: boolean;
  /** Changes the server has not acknowledged, as the worker last counted them. */
  changesNotBackedUp: number;
  /** Signed in or out while an upload was under way: its failure is the old owner's, not worth a retry. */
  ownerChangedMeanwhile: boolean;
}

export interface BackupInput {
  enabled: boolean;
  online: boolean;
  lastBackupAt: string | null;
}

export type BackupEvent =
  /** The worker's answer at start-up: what is owed, and when the server last acknowledged a backup. */
  | { type: 'LOADED'; changesNotBackedUp: number; lastBackupAt: string | null }
  /** The worker's new count after a change, or after a backup made outside the machine (a safety copy). */
  | { type: 'OWED'; changesNotBackedUp: number; lastBackupAt: string | null }
  | { type: 'TURN_ON' }
  /** On, without backing up now (signed in to an account that already has backups to compare first). */
  | { type: 'ENABLE' }
  | { type: 'TURN_OFF' }
  /** One of the six changes of docs/product.md section 9 (score saved, history imported, shoot updated...). */
  | { type: 'DATA_CHANGED' }
  | { type: 'BACK_UP_NOW' }
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  /**
   * Signed in or out: backups now go to another owner. A retry waiting (or given up) after a failure
   * under the old owner starts afresh under the new one, so its error (a 401 from the session the
   * archer just ended, say) is not what the Data screen goes on saying.
   */
  | { type: 'OWNER_CHANGED' };

export const backupMachine = setup({
  types: {
    context: {} as BackupContext,
    events: {} as BackupEvent,
    input: {} as BackupInput,
  },
  actors: {
    // Replaced by the app (and by tests) with the real upload.
    upload: fromPromise<BackupDone>(() => Promise.reject(new Error('No upload was provided'))),
  },
  delays: {
    settle: BACKUP_SETTLE_MS,
    retryDelay: ({ context }) => retryDelayAfter(context.failures),
  },
  guards: {
    offline: ({ context }) => !context.online,
    // One try after each step of the schedule, then it waits for the next change or "Back up now".
    retriesLeft: ({ context }) => context.failures <= RETRY_DELAYS_MS.length,
    changedMeanwhile: ({ context }) => context.changedMeanwhile,
    onAtStart: ({ context }) => context.onAtStart,
    owed: ({ context }) => context.changesNotBackedUp > 0,
  },
  actions: {
    noteChange: assign({ changedMeanwhile: true }),
    countOwed: assign(({ context, event }) =>
      event.type === 'OWED' || event.type === 'LOADED'
        ? {
            changesNotBackedUp: event.changesNotBackedUp,
            lastBackupAt: event.lastBackupAt ?? context.lastBackupAt,
          }
        : {},
    ),
    startAfresh: assign({ failures: 0, changedMeanwhile: false }),
  },
}).createMachine({
  id: 'cloudBackup',
  context: ({ input }) => ({
    onAtStart: input.enabled,
    online: input.online,
    failures: 0,
    lastError: null,
    lastBackupAt: input.lastBackupAt,
    changedMeanwhile: false,
    changesNotBackedUp: 0,
    ownerChangedMeanwhile: false,
  }),
  initial: 'starting',
  on: {
    ONLINE: { actions: assign({ online: true }) },
    OFFLINE: { actions: assign({ online: false }) },
    TURN_OFF: { target: '.off' },
    OWED: { actions: 'countOwed' },
    // Late, after the archer already turned backup on or signed in: still the count to show.
    LOADED: { actions: 'countOwed' },
  },
  states: {
    starting: {
      // Waits for the worker's count; the stored setting says whether backup is on.
      on: {
        LOADED: { target: 'loaded', actions: 'countOwed' },
        TURN_ON: { target: 'backingUp', actions: 'startAfresh' },
        BACK_UP_NOW: { target: 'backingUp', actions: 'startAfresh' },
        // Turned on before the count came back: what it says is owed still goes once it comes.
        ENABLE: { actions: assign({ onAtStart: true }) },
        // A change before the count came back may not be in it: it is owed all the same.
        DATA_CHANGED: { actions: 'noteChange' },
      },
    },
    loaded: {
      always: [
        { target: 'off', guard: ({ context }) => !context.onAtStart },
        { target: 'settling', guard: 'owed' },
        { target: 'settling', guard: 'changedMeanwhile' },
        { target: 'idle' },
      ],
    },
    off: {
      on: {
        TURN_ON: { target: 'backingUp', actions: 'startAfresh' },
        ENABLE: { target: 'idle', actions: 'startAfresh' },
      },
    },
    idle: {
      on: {
        DATA_CHANGED: 'settling',
        ONLINE: { target: 'settling', guard: 'owed', actions: assign({ online: true }) },
        BACK_UP_NOW: { target: 'backingUp', actions: 'startAfresh' },
        TURN_ON: { target: 'backingUp', actions: 'startAfresh' },
      },
    },
    settling: {
      entry: 'startAfresh',
      after: { settle: 'ready' },
      on: {
        DATA_CHANGED: { target: 'settling', reenter: true },
        BACK_UP_NOW: 'backingUp',
      },
    },
    ready: {
      always: [{ target: 'waitingForNetwork', guard: 'offline' }, { target: 'backingUp' }],
    },
    waitingForNetwork: {
      on: {
        ONLINE: { target: 'backingUp', actions: assign({ online: true }) },
        DATA_CHANGED: { actions: 'noteChange' },
        BACK_UP_NOW: 'backingUp',
      },
    },
    backingUp: {
      entry: assign({ changedMeanwhile: false, ownerChangedMeanwhile: false }),
      invoke: {
        src: 'upload',
        onDone: {
          target: 'stored',
          actions: assign(({ event }) => ({
            failures: 0,
            lastError: null,
            lastBackupAt: event.output.timestamp,
            changesNotBackedUp: event.output.changesNotBackedUp,
          })),
        },
        onError: [
          // Refused under the owner it was meant for (the session just ended by signing out): what is
          // owed goes afresh under the new owner, without that refusal as the status.
          { target: 'settling', guard: ({ context }) => context.ownerChangedMeanwhile },
          {
            target: 'failedOnce',
            actions: assign({
              failures: ({ context }) => context.failures + 1,
              lastError: ({ event }) =>
                event.error instanceof Error ? event.error.message : String(event.error),
            }),
          },
        ],
      },
      on: {
        DATA_CHANGED: { actions: 'noteChange' },
        OWNER_CHANGED: { actions: assign({ ownerChangedMeanwhile: true }) },
      },
    },
    stored: {
      // A change made while the upload was under way (here or in another tab) is owed again.
      always: [
        { target: 'settling', guard: 'changedMeanwhile' },
        { target: 'settling', guard: 'owed' },
        'idle',
      ],
    },
    failedOnce: {
      always: [{ target: 'retrying', guard: 'retriesLeft' }, { target: 'abandoned' }],
    },
    retrying: {
      after: { retryDelay: 'ready' },
      on: {
        OWNER_CHANGED: { target: 'settling', actions: assign({ lastError: null }) },
        DATA_CHANGED: { actions: 'noteChange' },
        BACK_UP_NOW: { target: 'backingUp', actions: 'startAfresh' },
      },
    },
    abandoned: {
      on: {
        OWNER_CHANGED: { target: 'settling', actions: assign({ lastError: null }) },
        DATA_CHANGED: 'settling',
        ONLINE: { target: 'settling', guard: 'owed', actions: assign({ online: true }) },
        BACK_UP_NOW: { target: 'backingUp', actions: 'startAfresh' },
      },
    },
  },
});
