import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import {
  engineHealth,
  engineSupervisor,
  MAX_FAILED_STARTS,
  PING_DEADLINE_MS,
  STARTUP_DEADLINE_MS,
  type SupervisorEmitted,
  type WorkerCommand,
  type WorkerReport,
} from './engine-supervisor.js';

/** One worker the supervisor started, answered by the test as a real worker would (or would not). */
interface TestWorker {
  attempt: number;
  pinged: number;
  terminated: boolean;
  report(event: WorkerReport): void;
}

function supervised() {
  const clock = new SimulatedClock();
  const workers: TestWorker[] = [];
  const machine = engineSupervisor.provide({
    actors: {
      worker: fromCallback<WorkerCommand, { attempt: number }>(({ sendBack, receive, input }) => {
        const worker: TestWorker = { attempt: input.attempt, pinged: 0, terminated: false, report: sendBack };
        workers.push(worker);
        receive(() => (worker.pinged += 1));
        return () => {
          worker.terminated = true;
        };
      }),
    },
  });
  const actor = createActor(machine, { clock });
  const emitted: SupervisorEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const latest = () => workers[workers.length - 1]!;
  return {
    actor,
    workers,
    emitted,
    latest,
    health: () => engineHealth(actor.getSnapshot()),
    advance: (ms: number) => clock.increment(ms),
  };
}

describe('the engine supervisor', () => {
  it('starts one worker and runs once it answers', () => {
    const engine = supervised();
    expect(engine.health()).toBe('starting');
    expect(engine.workers).toHaveLength(1);
    engine.latest().report({ type: 'WORKER_UP' });
    expect(engine.health()).toBe('running');
    engine.advance(STARTUP_DEADLINE_MS * 10);
    expect(engine.health()).toBe('running');
    expect(engine.workers).toHaveLength(1);
    expect(engine.emitted).toEqual([]);
  });

  it('gives a silent start up at the deadline, starts again, and says it cannot start after the last try', () => {
    const engine = supervised();
    engine.advance(STARTUP_DEADLINE_MS - 1);
    expect(engine.health()).toBe('starting');
    engine.advance(1);
    expect(engine.workers[0]!.terminated).toBe(true);
    expect(engine.workers).toHaveLength(2);
    expect(engine.health()).toBe('restarting');
    engine.advance(STARTUP_DEADLINE_MS * (MAX_FAILED_STARTS - 1));
    expect(engine.health()).toBe('failed');
    expect(engine.workers).toHaveLength(MAX_FAILED_STARTS);
    expect(engine.workers.every((worker) => worker.terminated)).toBe(true);
    expect(engine.emitted.filter((event) => event.type === 'problem')).toHaveLength(MAX_FAILED_STARTS);
    expect(engine.emitted[0]).toMatchObject({ doing: 'starting the app’s engine' });
    // Nothing more is tried without the archer.
    engine.advance(STARTUP_DEADLINE_MS * 10);
    expect(engine.workers).toHaveLength(MAX_FAILED_STARTS);
  });

  it('takes a worker whose script fails to load as not started, at once, with the browser’s words', () => {
    const engine = supervised();
    engine.latest().report({ type: 'WORKER_ERROR', message: 'Failed to fetch the worker script' });
    expect(engine.workers).toHaveLength(2);
    engine.latest().report({ type: 'WORKER_ERROR', message: 'Failed to fetch the worker script' });
    expect(engine.health()).toBe('failed');
    expect(engine.actor.getSnapshot().context.lastProblem).toBe('Failed to fetch the worker script');
  });

  it('starts again when asked after giving up', () => {
    const engine = supervised();
    for (let i = 0; i < MAX_FAILED_STARTS; i++)
      engine.latest().report({ type: 'WORKER_ERROR', message: 'x' });
    expect(engine.health()).toBe('failed');
    engine.actor.send({ type: 'RETRY' });
    expect(engine.health()).toBe('starting');
    engine.latest().report({ type: 'WORKER_UP' });
    expect(engine.health()).toBe('running');
  });

  it('keeps a running worker that answers when a call was overdue', () => {
    const engine = supervised();
    engine.latest().report({ type: 'WORKER_UP' });
    engine.actor.send({ type: 'CALL_OVERDUE', call: 'history' });
    expect(engine.latest().pinged).toBe(1);
    expect(engine.health()).toBe('restarting');
    engine.advance(PING_DEADLINE_MS - 1);
    engine.latest().report({ type: 'PONG' });
    expect(engine.health()).toBe('running');
    engine.advance(PING_DEADLINE_MS * 2);
    expect(engine.workers).toHaveLength(1);
    expect(engine.workers[0]!.terminated).toBe(false);
    expect(engine.emitted).toEqual([
      { type: 'problem', doing: 'waiting for the engine to answer history', message: 'No answer in time' },
    ]);
  });

  it('replaces a running worker that says something is wrong and then does not answer', () => {
    const engine = supervised();
    engine.latest().report({ type: 'WORKER_UP' });
    engine.latest().report({ type: 'WORKER_ERROR', message: 'Uncaught RangeError' });
    engine.advance(PING_DEADLINE_MS);
    expect(engine.workers[0]!.terminated).toBe(true);
    expect(engine.workers).toHaveLength(2);
    expect(engine.workers[1]!.attempt).toBe(1);
    expect(engine.health()).toBe('restarting');
    engine.latest().report({ type: 'WORKER_UP' });
    expect(engine.health()).toBe('running');
    expect(engine.actor.getSnapshot().context.restarts).toBe(1);
  });

  it('replaces a worker known to be gone at once, however many times it goes', () => {
    const engine = supervised();
    engine.latest().report({ type: 'WORKER_UP' });
    for (let round = 1; round <= 5; round++) {
      engine.actor.send({ type: 'WORKER_LOST', message: 'terminated' });
      expect(engine.workers).toHaveLength(round + 1);
      engine.latest().report({ type: 'WORKER_UP' });
      expect(engine.health()).toBe('running');
    }
    expect(engine.workers.slice(0, -1).every((worker) => worker.terminated)).toBe(true);
  });

  it('lets a replacement that does not start fail like a first start', () => {
    const engine = supervised();
    engine.latest().report({ type: 'WORKER_UP' });
    engine.actor.send({ type: 'WORKER_LOST', message: 'terminated' });
    for (let i = 0; i < MAX_FAILED_STARTS; i++) engine.advance(STARTUP_DEADLINE_MS);
    expect(engine.health()).toBe('failed');
  });
});
