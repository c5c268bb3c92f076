import type { ArcheryEngine, EngineChangeListener } from '../../../shared/contract/engine.js';
import type * as Comlink from 'comlink';

/**
 * The engine as the page holds it across workers (issue #43): one object whose calls go to whichever
 * worker is up now. The supervisor (engine-supervisor.ts) decides when a worker is up, gone or not to
 * be started at all; this line only carries calls, and says when one is overdue.
 *
 * - While no worker is up (starting, or being replaced), a call waits for the next one; once the engine
 *   cannot be started, calls fail at once.
 * - A call on a worker that goes fails as `worker-lost`: what it asked may or may not have been done
 *   (the worker may have stored a write and died before answering), so it is never sent again blind.
 * - A call unanswered past its bound is told to the supervisor (`overdue`), which asks the worker whether
 *   it is alive; the call keeps waiting, as a slow worker's answer is still the truth. Only past
 *   NO_ANSWER_FACTOR times its bound does it fail as `no-answer`. The bound is counted from the worker's
 *   first replay: calls asked while years of history replay wait for it by design.
 * - The change hub's subscription is made again on every new worker, so screens keep hearing changes.
 */

/** The engine as the page holds it: the contract, every answer a promise (a Comlink client in the app). */
export type PageEngine = Comlink.Remote<ArcheryEngine>;

/** Why a call got no answer; the card may resend a `worker-lost` arrow once it has read what was stored. */
export type UnavailableKind = 'not-started' | 'worker-lost' | 'no-answer';

export class EngineUnavailable extends Error {
  constructor(
    readonly kind: UnavailableKind,
    message: string,
  ) {
    super(message);
    this.name = 'EngineUnavailable';
  }
}

/** A call answered within this is on time (writes and reads alike answer in milliseconds). */
export const CALL_BOUND_MS = 15_000;
/** Calls that read or write a whole history (a backup of 10,000 shoots) may take minutes. */
const LONG_CALL_BOUND_MS = 180_000;
const LONG_CALLS: ReadonlySet<string> = new Set<keyof ArcheryEngine>([
  'exportBackup',
  'backupForUpload',
  'importData',
  'restoreData',
  'checkBackupFile',
  'compareWithBackup',
  'accountUnion',
  'exportCsv',
  'exportRecordCsv',
  'goldenRecordsExport',
  'ianseoEntriesFile',
]);
/** Calls that wait by design (whenReady waits for the replay) or only register: no bound. */
const UNBOUNDED_CALLS: ReadonlySet<string> = new Set<keyof ArcheryEngine>([
  'whenReady',
  'subscribe',
  'unsubscribe',
]);
/** An overdue call still unanswered after this many of its bounds fails, worker alive or not. */
export const NO_ANSWER_FACTOR = 4;

export function callBound(call: string): number | null {
  if (UNBOUNDED_CALLS.has(call)) return null;
  return LONG_CALLS.has(call) ? LONG_CALL_BOUND_MS : CALL_BOUND_MS;
}

/** One worker while it is up: its engine, and a promise that rejects when it goes. */
interface Generation {
  remote: PageEngine;
  gone: Promise<never>;
  leave: (error: EngineUnavailable) => void;
  /** Resolves once the worker's first replay is done: call bounds count from then. */
  replayed: Promise<unknown>;
}

type LineState =
  | { state: 'waiting'; waiters: ((generation: Generation | EngineUnavailable) => void)[] }
  | { state: 'up'; generation: Generation }
  | { state: 'failed'; error: EngineUnavailable };

export interface EngineLine {
  /** The engine screens and services call. */
  readonly engine: PageEngine;
  /** A worker is up: calls go to it. */
  up(remote: PageEngine): void;
  /** The worker up is gone (terminated, being replaced): its calls fail, new ones wait for the next. */
  lost(message: string): void;
  /** No worker will start: waiting and new calls fail at once. */
  failed(message: string): void;
}

export interface LineOptions {
  /** Told when a call has been unanswered past its bound (the supervisor then checks the worker). */
  overdue(call: string): void;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (timer: unknown) => void;
}

type Call = (...args: unknown[]) => Promise<unknown>;

export function createEngineLine(options: LineOptions): EngineLine {
  const later = options.setTimeout ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const cancel = options.clearTimeout ?? ((timer: unknown) => clearTimeout(timer as number));
  let line: LineState = { state: 'waiting', waiters: [] };
  const listeners: EngineChangeListener[] = [];

  const nextGeneration = (): Promise<Generation> => {
    if (line.state === 'up') return Promise.resolve(line.generation);
    if (line.state === 'failed') return Promise.reject(line.error);
    const waiting = line;
    return new Promise((resolve, reject) => {
      waiting.waiters.push((next) => (next instanceof EngineUnavailable ? reject(next) : resolve(next)));
    });
  };

  /** The answer of one call on one worker, bounded as the module comment says. */
  const answerOf = (generation: Generation, name: string, args: unknown[]): Promise<unknown> => {
    const asked = (generation.remote as unknown as Record<string, Call>)[name]!(...args);
    const bound = callBound(name);
    if (bound === null) return Promise.race([asked, generation.gone]);
    const timers: unknown[] = [];
    let settled = false;
    const timedOut = new Promise<never>((_, reject) => {
      void generation.replayed.then(() => {
        if (settled) return;
        timers.push(later(() => options.overdue(name), bound));
        timers.push(
          later(
            () => reject(new EngineUnavailable('no-answer', `The app’s engine did not answer (${name})`)),
            bound * NO_ANSWER_FACTOR,
          ),
        );
      });
    });
    const answer = Promise.race([asked, generation.gone, timedOut]);
    const stop = () => {
      settled = true;
      timers.forEach(cancel);
    };
    answer.then(stop, stop);
    return answer;
  };

  const call = async (name: string, args: unknown[]): Promise<unknown> => {
    if (name === 'subscribe') {
      const listener = args[0] as EngineChangeListener;
      listeners.push(listener);
      if (line.state !== 'up') return listeners.length;
      return line.generation.remote.subscribe(listener);
    }
    if (name === 'whenReady') {
      // Never rejects (the contract): a worker that goes before its replay is done is waited past.
      for (;;) {
        const generation = await nextGeneration().catch(() => new Promise<never>(() => undefined));
        try {
          return await answerOf(generation, name, args);
        } catch {
          continue;
        }
      }
    }
    return answerOf(await nextGeneration(), name, args);
  };

  const engine = new Proxy(
    {},
    {
      get(_, name) {
        // Not a thenable: `await engine` and promise resolution must not take it for a promise.
        if (typeof name !== 'string' || name === 'then') return undefined;
        return (...args: unknown[]) => call(name, args);
      },
    },
  ) as PageEngine;

  const leaveWith = (error: EngineUnavailable) => {
    if (line.state === 'up') line.generation.leave(error);
  };

  return {
    engine,
    up(remote) {
      leaveWith(new EngineUnavailable('worker-lost', 'The app’s engine was replaced'));
      let leave: (error: EngineUnavailable) => void = () => undefined;
      const gone = new Promise<never>((_, reject) => {
        leave = reject;
      });
      // Handled here too: a generation that goes with no call waiting is no failure of anyone's.
      gone.catch(() => undefined);
      const generation: Generation = { remote, gone, leave, replayed: remote.whenReady() };
      const waiting = line.state === 'waiting' ? line.waiters : [];
      line = { state: 'up', generation };
      for (const listener of listeners) void remote.subscribe(listener).catch(() => undefined);
      for (const waiter of waiting) waiter(generation);
    },
    lost(message) {
      leaveWith(new EngineUnavailable('worker-lost', message));
      if (line.state !== 'waiting') line = { state: 'waiting', waiters: [] };
    },
    failed(message) {
      const error = new EngineUnavailable('not-started', message);
      leaveWith(error);
      if (line.state === 'waiting') for (const waiter of line.waiters) waiter(error);
      line = { state: 'failed', error };
    },
  };
}
