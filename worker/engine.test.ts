import { describe, expect, it } from 'vitest';
import { expectOk, testDevice } from '../test/fixtures/testDevice.js';

describe('engine smoke', () => {
  it('scores the first slice', async () => {
    const engine = testDevice().open();
    expect(await engine.whenReady()).toEqual({ state: 'ready', persisted: true, setAsideEvents: 0 });
    const first = expectOk(await engine.currentShoot());
    expect(first.roundName).toBe('national');
    expect(first.round.keypad).toEqual([9, 7, 5, 3, 1, 'M']);
    await engine.scoreArrow(9);
    await engine.scoreArrow(7);
    const view = expectOk(await engine.scoreArrow('M'));
    expect(view.runningTotal).toBe(16);
    await engine.close();
  });
});
