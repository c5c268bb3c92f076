import { createActor, fromCallback } from 'xstate';
import type { Store } from '../device-storage/store.js';
import { recordProblem } from '../problems/problem-log.js';
import type { BegunWorker, FirstWorker } from './worker-handles.js';
import {
  engineHealth,
  engineSupervisor,
  type EngineHealth,
  type SupervisorSnapshot,
  type WorkerCommand,
  type WorkerReport,
} from './engine-supervisor.js';
import type { EngineLine } from './supervised-engine.js';

interface SupervisorParts {
  line: EngineLine;
  /** The worker begun before this code was here (engine-client.ts): the supervisor's first. */
  first: FirstWorker;
  health: Store<EngineHealth>;
  /** Set while the dev tools hold the next worker back (the browser tests of issue #43). */
  restartHeld: () => Promise<void> | null;
  /** Begins one worker (engine-client.ts, which keeps the page's one worker). */
  begin: (line: EngineLine, attempt: number, report: (report: WorkerReport) => void) => BegunWorker;
}

/**
 * The engine's supervisor (engine-supervisor.ts) started on the page, in a chunk of its own so that xstate
 * is not part of the keypad's first frame (issue #42). Each worker is one actor: the first is the worker
 * engine-client.ts began at once, taken over with what it reported meanwhile; later ones are begun here.
 */
export function startSupervisor({ line, first, health, restartHeld, begin: beginWorker }: SupervisorParts) {
  let firstWorker: FirstWorker | null = first;
  const worker = fromCallback<WorkerCommand, { attempt: number }>(({ sendBack, receive, input }) => {
    let ended = false;
    let begun: BegunWorker | null = null;
    const begin = () => {
      if (!ended) begun = beginWorker(line, input.attempt, sendBack);
    };
    if (input.attempt === 0 && firstWorker) {
      begun = firstWorker.adopt(sendBack);
      firstWorker = null;
    } else {
      // A restart the dev tools hold back (the browser tests' window to tap while the engine is away).
      const held = input.attempt > 0 ? restartHeld() : null;
      if (held) void held.then(begin);
      else begin();
    }
    receive(() => begun?.ping());
    return () => {
      ended = true;
      if (begun) begun.end();
      // Ended before a held restart began it: its calls fail all the same.
      else line.lost('The app’s engine stopped');
    };
  });
  const supervisor = createActor(engineSupervisor.provide({ actors: { worker } }));
  supervisor.on('problem', ({ doing, message }) => recordProblem(doing, message));
  const follow = (snapshot: SupervisorSnapshot) => {
    const now = engineHealth(snapshot);
    if (now === 'failed' && health.get() !== 'failed')
      line.failed(snapshot.context.lastProblem ?? 'The app’s engine could not be started');
    health.set(now);
  };
  // Started before it is followed: what the first worker reported meanwhile is taken in as it starts, so
  // the page's health goes from what it already says to where that leads, never back to starting.
  supervisor.start();
  follow(supervisor.getSnapshot());
  supervisor.subscribe(follow);
  return supervisor;
}
