import { describe, expect, it } from 'vitest';
import { RETRY_DELAYS_MS, retryDelayAfter } from './retry-schedule.js';

describe('the retry schedule', () => {
  it('waits 2, 5, 10 then 30 s, and stays at 30 s after that', () => {
    expect([1, 2, 3, 4, 5, 50].map(retryDelayAfter)).toEqual([2000, 5000, 10_000, 30_000, 30_000, 30_000]);
    expect(RETRY_DELAYS_MS).toHaveLength(4);
  });
});
