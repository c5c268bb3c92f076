import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import { addTallies, isGold, isHit, tally } from './arrowCounts.js';

const national = roundByName('national');
const wa70 = roundByName('wa 70m');
const worcester = roundByName('worcester');
const vegas300 = roundByName('vegas 300');

describe('golds', () => {
  it('uses 9 as the gold on imperial rounds', () => {
    expect(national.goldThreshold).toBe(9);
    expect(isGold(9, national)).toBe(true);
    expect(isGold(7, national)).toBe(false);
  });

  it('uses 10 on metric rounds, where X is a gold and 9 is not', () => {
    expect(isGold('X', wa70)).toBe(true);
    expect(isGold(10, wa70)).toBe(true);
    expect(isGold(9, wa70)).toBe(false);
    expect(isGold('M', wa70)).toBe(false);
  });

  it('uses 5 on worcester and 10 on vegas 300', () => {
    expect(isGold(5, worcester)).toBe(true);
    expect(isGold(4, worcester)).toBe(false);
    expect(isGold(10, vegas300)).toBe(true);
    expect(isGold(9, vegas300)).toBe(false);
  });
});

describe('hits, golds, Xs and misses', () => {
  const end = ['X', 10, 9, 1, 'M', 'M'] as const;

  it('counts every arrow but a miss as a hit', () => {
    expect(isHit('M')).toBe(false);
    expect(isHit(1)).toBe(true);
    expect(tally(end, wa70).hits).toBe(4);
    expect(end.length - tally(end, wa70).hits).toBe(2);
  });

  it('counts golds and Xs', () => {
    expect(tally(end, wa70).golds).toBe(2);
    expect(tally(end, wa70).xs).toBe(1);
  });

  it('tallies hits, score, golds and Xs together and adds tallies', () => {
    const t = tally(end, wa70);
    expect(t).toEqual({ hits: 4, score: 30, golds: 2, xs: 1 });
    expect(addTallies([t, tally([9, 9], national)])).toEqual({ hits: 6, score: 48, golds: 4, xs: 1 });
  });
});
