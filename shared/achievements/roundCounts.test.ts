import { describe, expect, it } from 'vitest';
import { brayRule, forTheWindsorRule, twelveDozenRule } from './roundCounts.js';
import { allEdgesHold, arrows, ladderEdges, metIds, shoot, tiersOf } from './testHistory.js';

/** Rows 13, 14 and 25: completed rounds of a family. */

const completed = (gameType: string, count: number) => (n: number) =>
  Array.from({ length: n }, () => shoot(gameType, arrows(5, count)));

describe('row 13: For the Windsor', () => {
  it('counts completed nine-dozen imperial rounds: 5, 10, 25, 50', () => {
    expect(tiersOf(forTheWindsorRule())).toEqual({
      'for-the-windsor-5': 'bronze',
      'for-the-windsor-10': 'silver',
      'for-the-windsor-25': 'gold',
      'for-the-windsor-50': 'diamond',
    });
    expect(ladderEdges(forTheWindsorRule(), completed('windsor', 108))).toEqual(
      allEdgesHold(forTheWindsorRule()),
    );
    const family = ['st. george', 'albion', 'windsor 50', 'windsor 30', 'windsor'].map((name) =>
      shoot(name, arrows(5, 108)),
    );
    expect(metIds(family).has('for-the-windsor-5')).toBe(true);
  });

  it('does not count an unfinished Windsor', () => {
    const history = [...completed('windsor', 108)(4), shoot('windsor', arrows(5, 107))];
    expect(metIds(history).has('for-the-windsor-5')).toBe(false);
  });
});

describe('row 14: Twelve dozen', () => {
  it('counts completed York, Hereford and Bristols: 1, 5, 25, 50', () => {
    expect(tiersOf(twelveDozenRule())).toEqual({
      'twelve-dozen-1': 'bronze',
      'twelve-dozen-5': 'silver',
      'twelve-dozen-25': 'gold',
      'twelve-dozen-50': 'diamond',
    });
    expect(ladderEdges(twelveDozenRule(), completed('bristol iii', 144))).toEqual(
      allEdgesHold(twelveDozenRule()),
    );
    expect(metIds([shoot('metric i', arrows(5, 144))]).has('twelve-dozen-1')).toBe(false);
  });
});

describe('row 25: Bray', () => {
  it('counts completed Bray I and Bray II: 10, 25, 50, 75', () => {
    expect(tiersOf(brayRule())).toEqual({
      'bray-10': 'bronze',
      'bray-25': 'silver',
      'bray-50': 'gold',
      'bray-75': 'diamond',
    });
    const mixed = (n: number) =>
      Array.from({ length: n }, (_, i) => shoot(i % 2 ? 'bray ii' : 'bray i (triple spot)', arrows(9, 30)));
    expect(ladderEdges(brayRule(), mixed)).toEqual(allEdgesHold(brayRule()));
  });
});
