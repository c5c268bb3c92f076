import { describe, expect, it } from 'vitest';
import { fastShootingRule } from './fastShooting.js';
import { arrows, ends, metIds, shoot, tiersOf } from './testHistory.js';
import { yorkForGirlsRule } from './yorkForGirls.js';

/** Rows 10 and 18: what one shoot did on its own. */

const female = { gender: 'female', ageGroup: 'adult', bowType: 'recurve' };
const MINUTE = 60_000;

describe('row 10: York for girls', () => {
  it('has the tiers of the table', () => {
    expect(tiersOf(yorkForGirlsRule())).toEqual({
      'york-for-girls-0': 'bronze',
      'york-for-girls-25': 'silver',
      'york-for-girls-32': 'gold',
      'york-for-girls-42': 'diamond',
      'york-for-girls-complete': 'diamond',
    });
  });

  /** A York's 100 yd with one chosen end among ends of 3s (18 each). */
  const yorkWithEnd = (end: (number | 'M')[], gender = 'female') =>
    shoot('york', [...end, ...arrows(3, 66)], { userProfile: { ...female, gender } });

  it.each([
    ['york-for-girls-0', ['M', 'M', 'M', 'M', 'M', 'M'], ['M', 'M', 'M', 'M', 'M', 1]],
    ['york-for-girls-25', [7, 5, 5, 3, 3, 3], [7, 5, 5, 3, 3, 1]],
    ['york-for-girls-32', [9, 7, 5, 5, 3, 3], [9, 7, 5, 5, 3, 1]],
    ['york-for-girls-42', [9, 9, 7, 7, 5, 5], [9, 9, 7, 7, 5, 3]],
  ] as const)('%s: just met, and just missed', (id, meets, misses) => {
    expect(metIds([yorkWithEnd([...meets])]).has(id)).toBe(true);
    expect(metIds([yorkWithEnd([...misses])]).has(id)).toBe(false);
    // Only a female archer's York counts (the gender saved with the shoot).
    expect(metIds([yorkWithEnd([...meets], 'male')]).has(id)).toBe(false);
  });

  it('counts ends at 100 yd only', () => {
    const at80 = shoot('york', [...arrows(3, 72), ...arrows(9, 6)], { userProfile: female });
    expect(metIds([at80]).has('york-for-girls-42')).toBe(false);
  });

  it('is met by completing a York, not by stopping one arrow short', () => {
    expect(
      metIds([shoot('york', arrows(1, 144), { userProfile: female })]).has('york-for-girls-complete'),
    ).toBe(true);
    expect(
      metIds([shoot('york', arrows(1, 143), { userProfile: female })]).has('york-for-girls-complete'),
    ).toBe(false);
  });
});

describe('row 18: fast shooting', () => {
  it('has the tiers of the table', () => {
    expect(tiersOf(fastShootingRule())).toEqual({
      'fast-shooting-6-dozen-75': 'bronze',
      'fast-shooting-6-dozen-60': 'silver',
      'fast-shooting-9-dozen-150': 'gold',
      'fast-shooting-9-dozen-120': 'diamond',
    });
  });

  it.each([
    ['fast-shooting-6-dozen-75', 'national', 72, 75],
    ['fast-shooting-6-dozen-60', 'wa 70m', 72, 60],
    ['fast-shooting-9-dozen-150', 'windsor', 108, 150],
    ['fast-shooting-9-dozen-120', 'st. george', 108, 120],
  ] as const)('%s: a %s under the time meets it; exactly the time does not', (id, round, count, minutes) => {
    const value = round.startsWith('wa') ? 9 : 5;
    const timed = (ms: number) => shoot(round, arrows(value, count), { shootDuration: ms });
    expect(metIds([timed(minutes * MINUTE - 1000)]).has(id)).toBe(true);
    expect(metIds([timed(minutes * MINUTE)]).has(id)).toBe(false);
  });

  it('needs a complete round and a recorded duration', () => {
    const unfinished = metIds([shoot('national', arrows(5, 71), { shootDuration: 30 * MINUTE })]);
    expect(unfinished.has('fast-shooting-6-dozen-75')).toBe(false);
    const met = metIds([shoot('national', ends(arrows(5, 72)), { shootDuration: 0 })]);
    expect(met.has('fast-shooting-6-dozen-75')).toBe(false);
  });
});
