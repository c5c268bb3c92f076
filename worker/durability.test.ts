import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { archerSession, perform } from '../test/fixtures/archerActions.js';
import { engineSnapshot } from '../test/fixtures/engineSnapshot.js';
import { expectOk, testDevice } from '../test/fixtures/testDevice.js';

/**
 * Durability against a real IndexedDB implementation: after any acknowledged write, a new engine on the
 * same storage (what a closed and reopened tab gets) shows exactly what the old one showed. The old
 * engine is abandoned, never closed, as a killed tab would leave it.
 */
describe('durability', () => {
  it('keeps every arrow shown on screen when the tab is closed after it', async () => {
    const device = testDevice();
    let engine = device.open();
    await engine.whenReady();
    expectOk(await engine.startShoot('portsmouth'));
    const shown: number[] = [];
    for (const value of [10, 9, 9, 8, 10, 7, 6, 10, 9, 1]) {
      const view = expectOk(await engine.scoreArrow(value));
      shown.push(value);
      expect(view.shoot.arrows).toEqual(shown);
      engine = device.open();
      expect(await engine.whenReady()).toMatchObject({ state: 'ready' });
      const reopened = expectOk(await engine.currentShoot());
      expect(reopened.roundName).toBe('portsmouth');
      expect(reopened.arrows).toEqual(shown);
      expect(reopened.runningTotal).toBe(shown.reduce((a, b) => a + b, 0));
    }
  });

  it('keeps corrections, undos, a saved shoot and its pending notes across reopening', async () => {
    const device = testDevice();
    const engine = device.open();
    expectOk(await engine.startShoot('bray i'));
    for (let i = 0; i < 30; i++) expectOk(await engine.scoreArrow(i % 3 === 0 ? 10 : 9));
    expectOk(await engine.correctArrow(4, 'M'));
    expectOk(await engine.undoArrow());
    expectOk(await engine.scoreArrow(8));
    expectOk(await engine.addNote({ text: 'Loose <was> early' }));
    const saved = expectOk(await engine.saveShoot({ shootStatus: 'Competition' }));
    const reopened = device.open();
    expect(expectOk(await reopened.historyItem(saved.id))).toEqual(saved);
    expect(saved.notes).toEqual([
      // Filed after the 30th arrow: the 10th end of 3.
      expect.objectContaining({ text: 'Loose was early', shootId: saved.id, endNumber: 10 }),
    ]);
    expect(expectOk(await reopened.currentShoot()).arrows).toEqual([]);
    expect(expectOk(await reopened.currentShoot()).roundName).toBe('bray i');
  });

  it('shows the same data after reopening following any write of any session (property)', async () => {
    await fc.assert(
      fc.asyncProperty(archerSession(24), async (actions) => {
        const device = testDevice();
        const live = device.open();
        await live.whenReady();
        for (const action of actions) {
          await perform(live, action);
          const reopened = device.open();
          expect(await engineSnapshot(reopened)).toEqual(await engineSnapshot(live));
        }
      }),
      { numRuns: 25 },
    );
  });
});
