import { describe, expect, it, vi } from 'vitest';
import type { EngineResult } from '../../../shared/contract/engine.js';
import { engineAnswer } from './engine-answer.js';
import type { PageEngine } from './engine-client.js';
import { CALL_BOUND_MS, createEngineLine, EngineUnavailable, NO_ANSWER_FACTOR } from './supervised-engine.js';

/** A worker's engine whose answers the test gives by hand. */
function handWorker() {
  const asked: { name: string; args: unknown[]; answer: (value: unknown) => void }[] = [];
  const subscribed: unknown[] = [];
  const engine = new Proxy(
    {},
    {
      get(_, name) {
        if (typeof name !== 'string' || name === 'then') return undefined;
        if (name === 'whenReady') return () => Promise.resolve({ state: 'ready' });
        if (name === 'subscribe')
          return (listener: unknown) => {
            subscribed.push(listener);
            return Promise.resolve(subscribed.length);
          };
        return (...args: unknown[]) =>
          new Promise((answer) => {
            asked.push({ name, args, answer });
          });
      },
    },
  ) as PageEngine;
  return { engine, asked, subscribed };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the engine line', () => {
  it('holds calls until a worker is up, then sends them in the order asked', async () => {
    const line = createEngineLine({ overdue: () => undefined });
    const first = line.engine.scoreArrow(9);
    const second = line.engine.scoreArrow(7);
    const worker = handWorker();
    line.up(worker.engine);
    await flush();
    expect(worker.asked.map((call) => call.args)).toEqual([[9], [7]]);
    worker.asked[0]!.answer('nine');
    worker.asked[1]!.answer('seven');
    expect(await first).toBe('nine');
    expect(await second).toBe('seven');
  });

  it('fails a call on a worker that goes as worker-lost, and sends the next to the new worker', async () => {
    const line = createEngineLine({ overdue: () => undefined });
    const old = handWorker();
    line.up(old.engine);
    const lost = line.engine.history();
    await flush();
    line.lost('terminated');
    await expect(lost).rejects.toMatchObject({ kind: 'worker-lost' });
    const next = line.engine.history();
    const fresh = handWorker();
    line.up(fresh.engine);
    await flush();
    fresh.asked[0]!.answer('the history');
    expect(await next).toBe('the history');
    expect(old.asked).toHaveLength(1);
  });

  it('fails waiting and later calls at once when no worker can be started', async () => {
    const line = createEngineLine({ overdue: () => undefined });
    const waiting = line.engine.history();
    line.failed('script not found');
    await expect(waiting).rejects.toBeInstanceOf(EngineUnavailable);
    await expect(line.engine.profile()).rejects.toMatchObject({ kind: 'not-started' });
  });

  it('says a call is overdue after its bound, and fails it only long after', async () => {
    vi.useFakeTimers();
    try {
      const overdue: string[] = [];
      const line = createEngineLine({ overdue: (call) => overdue.push(call) });
      line.up(handWorker().engine);
      const slow = line.engine.history();
      const failed = expect(slow).rejects.toMatchObject({ kind: 'no-answer' });
      await vi.advanceTimersByTimeAsync(CALL_BOUND_MS - 1);
      expect(overdue).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(overdue).toEqual(['history']);
      await vi.advanceTimersByTimeAsync(CALL_BOUND_MS * (NO_ANSWER_FACTOR - 1));
      await failed;
    } finally {
      vi.useRealTimers();
    }
  });

  it('subscribes the change listener again on every new worker', async () => {
    const line = createEngineLine({ overdue: () => undefined });
    const listener = () => undefined;
    await line.engine.subscribe(listener);
    const first = handWorker();
    line.up(first.engine);
    line.lost('gone');
    const second = handWorker();
    line.up(second.engine);
    expect(first.subscribed).toEqual([listener]);
    expect(second.subscribed).toEqual([listener]);
  });

  it('is no thenable, so awaiting the engine itself does not call it', async () => {
    const line = createEngineLine({ overdue: () => undefined });
    expect(await Promise.resolve(line.engine)).toBe(line.engine);
  });
});

describe('engineAnswer', () => {
  it('passes an answer through, and turns a rejection into a failure in words', async () => {
    const answer: EngineResult<number> = { ok: true, value: 3 };
    expect(await engineAnswer(() => Promise.resolve(answer), 'testing')).toBe(answer);
    const failed = await engineAnswer<number>(
      () => Promise.reject(new EngineUnavailable('worker-lost', 'terminated')),
      'testing',
    );
    expect(failed).toMatchObject({
      ok: false,
      error: {
        reason: 'engine-unavailable',
        message: expect.stringContaining('stopped') as string,
        detail: 'terminated',
      },
    });
  });
});
