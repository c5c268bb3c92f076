import { describe, expect, it } from 'vitest';
import { createEngine } from './engine.js';

describe('engine slice', () => {
  it('adds arrows to the running total, X as 10 and M as 0', async () => {
    const engine = createEngine();
    await engine.whenReady();
    await engine.scoreArrow('X');
    await engine.scoreArrow(9);
    const result = await engine.scoreArrow('M');
    expect(result).toEqual({
      ok: true,
      value: { roundName: 'national', arrows: ['X', 9, 'M'], runningTotal: 19 },
    });
  });

  it('refuses a value that is not an arrow, as data', async () => {
    const engine = createEngine();
    const result = await engine.scoreArrow(42 as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.reason).toBe('invalid-arrow');
  });
});
