import { describe, expect, it } from 'vitest';
import { allEdgesHold, arrows, ladderEdges, shoot, tiersOf } from './testHistory.js';
import { gettingSeriousRule, missesRule, totalArrowsRule } from './totals.js';

describe('row 1: total arrows', () => {
  it('has the tiers of the table', () => {
    expect(tiersOf(totalArrowsRule())).toEqual({
      'total-arrows-1000': 'bronze',
      agincourt: 'bronze',
      'total-arrows-10000': 'silver',
      'total-arrows-25000': 'gold',
    });
  });

  it('is met at 1,000, 1,415, 10,000 and 25,000 arrows, practice included, and not one arrow before', () => {
    const history = (n: number) => [shoot('practice 20yd', arrows(7, n - 1)), shoot('practice 20yd', ['M'])];
    expect(ladderEdges(totalArrowsRule(), history)).toEqual(allEdgesHold(totalArrowsRule()));
  });
});

describe('row 20: misses', () => {
  it('is met at 100, 250, 500 and 750 misses', () => {
    expect(tiersOf(missesRule())).toEqual({
      'misses-100': 'bronze',
      'misses-250': 'silver',
      'misses-500': 'gold',
      'misses-750': 'diamond',
    });
    const history = (n: number) => [shoot('practice 30yd', [...arrows('M', n), 9, 9])];
    expect(ladderEdges(missesRule(), history)).toEqual(allEdgesHold(missesRule()));
  });
});

describe('row 24: getting serious', () => {
  it('counts shoots saved with status RecordStatus: 1, 5, 20, 50', () => {
    expect(tiersOf(gettingSeriousRule())).toEqual({
      'getting-serious-1': 'bronze',
      'getting-serious-5': 'silver',
      'getting-serious-20': 'gold',
      'getting-serious-50': 'diamond',
    });
    const history = (n: number) => [
      ...Array.from({ length: n }, () => shoot('bray i', arrows(8, 30), { shootStatus: 'RecordStatus' })),
      shoot('bray i', arrows(8, 30), { shootStatus: 'Competition' }),
    ];
    expect(ladderEdges(gettingSeriousRule(), history)).toEqual(allEdgesHold(gettingSeriousRule()));
  });
});
