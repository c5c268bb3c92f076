import { describe, expect, it } from 'vitest';
import type { ChangeBatch, ChangeTopic } from '../../../shared/contract/engine.js';
import { expectOk, testDevice } from '../../../test/fixtures/testDevice.js';
import { createChangeHub } from './change-hub.js';

/** The hub on a real engine (fake-indexeddb): which listeners hear which writes, and how often. */
describe('the change hub', () => {
  function listening(topics: readonly ChangeTopic[], hub: ReturnType<typeof createChangeHub>) {
    const heard: ChangeBatch[] = [];
    const stop = hub.listen(topics, (batch) => heard.push(batch));
    return { heard, stop };
  }

  it('subscribes to the engine once, and hands each write to the listeners of the topics it touched', async () => {
    const engine = testDevice().open();
    await engine.whenReady();
    let subscriptions = 0;
    const hub = createChangeHub(() => ({
      subscribe: (listener) => {
        subscriptions += 1;
        return engine.subscribe(listener);
      },
    }));
    const card = listening(['current-shoot', 'notes', 'profile'], hub);
    const history = listening(['history', 'profile'], hub);
    const marks = listening(['sight-marks'], hub);
    expect(subscriptions).toBe(1);

    expectOk(await engine.startShoot('practice 20yd'));
    expectOk(await engine.scoreArrow(9));
    expect(card.heard).toHaveLength(2);
    expect(history.heard).toHaveLength(0);

    const saved = expectOk(await engine.saveShoot());
    expect(card.heard).toHaveLength(3);
    expect(history.heard).toEqual([
      {
        changes: [{ type: 'score-saved', historyId: saved.id }, { type: 'current-shoot-changed' }],
        topics: ['history', 'notes', 'current-shoot'],
        logPosition: expect.any(Number),
      },
    ]);
    // The same batch object reaches every listener: one message from the worker, shared.
    expect(card.heard[2]).toBe(history.heard[0]);

    expectOk(await engine.updateProfile({ bowType: 'longbow' }));
    expect(history.heard).toHaveLength(2);
    expect(card.heard).toHaveLength(4);
    expect(marks.heard).toHaveLength(0);
  });

  it('stops handing batches to a listener that stopped, and keeps going past one that throws', async () => {
    const engine = testDevice().open();
    await engine.whenReady();
    const hub = createChangeHub(() => engine);
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      hub.listen(['current-shoot'], () => {
        throw new Error('a screen that broke');
      });
      const stopped = listening(['current-shoot'], hub);
      const kept = listening(['current-shoot'], hub);
      expectOk(await engine.startShoot('practice 20yd'));
      stopped.stop();
      expectOk(await engine.scoreArrow(9));
      expect(stopped.heard).toHaveLength(1);
      expect(kept.heard).toHaveLength(2);
      expect(errors.map((error) => (error as Error).message)).toEqual([
        'a screen that broke',
        'a screen that broke',
      ]);
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});
