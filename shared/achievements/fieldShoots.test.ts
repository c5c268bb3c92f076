import { describe, expect, it } from 'vitest';
import { arrows, metIds, shoot } from './testHistory.js';

/** Field shoots are a discipline of their own (docs/field-and-vi-rounds.md section 7). */

const MINUTE = 60_000;
const field = (extra = {}) => shoot('wa field 24 red marked', arrows('X', 72), extra);

describe('field shoots and achievements', () => {
  it('earn no per-distance or round-speed feats, however many Xs and however quick', () => {
    const met = metIds([field({ shootDuration: 30 * MINUTE })]);
    expect([...met].filter((id) => id.startsWith('spider-') || id.startsWith('fast-shooting-'))).toEqual([]);
  });

  it('a WA 720 of Xs shot as quickly does earn them: the difference is the discipline', () => {
    const met = metIds([shoot('wa 720 (60m)', arrows('X', 72), { shootDuration: 30 * MINUTE })]);
    expect(met.has('spider-60m')).toBe(true);
    expect(met.has('fast-shooting-6-dozen-60')).toBe(true);
  });

  it('count toward the arrow totals', () => {
    // 14 field rounds of 72 arrows pass 1,000 arrows.
    const met = metIds(Array.from({ length: 14 }, () => field()));
    expect(met.has('total-arrows-1000')).toBe(true);
    expect(metIds(Array.from({ length: 13 }, () => field())).has('total-arrows-1000')).toBe(false);
  });
});
