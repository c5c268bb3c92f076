import { describe, expect, it } from 'vitest';
import { namedOnAResult } from './use-alert-slot.js';

describe('the alert slot and the result screen', () => {
  const unlock = (earnedBy: number[]) => ({
    message: 'Achievement unlocked',
    tone: 'success' as const,
    durationMs: 1,
    earnedBy,
  });

  it('leaves out an unlock only when every shoot that earned it has its result named', () => {
    expect(namedOnAResult(unlock([7]), new Set([7]))).toBe(true);
    expect(namedOnAResult(unlock([7, 8]), new Set([7]))).toBe(false);
    expect(namedOnAResult(unlock([6]), new Set([7]))).toBe(false);
  });

  it('always shows live news, which no shoot earned', () => {
    expect(namedOnAResult({ message: 'Sam joined', tone: 'info', durationMs: 1 }, new Set([7]))).toBe(false);
  });
});
