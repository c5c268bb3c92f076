import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { distanceSubtotals, endTotals, shootTotals } from './totals.js';

const national = roundByName('national');
const wa70 = roundByName('wa 70m');

function repeat(values: ArrowValue[], times: number): ArrowValue[] {
  return Array.from({ length: times }, () => values).flat();
}

describe('end and running totals', () => {
  it('totals each end and runs the total on', () => {
    const arrows: ArrowValue[] = ['X', 10, 9, 9, 8, 'M', 10, 10, 10, 10, 10, 10, 5];
    expect(endTotals(arrows, wa70)).toEqual([46, 60, 5]);
  });

  it('restarts ends at a change of distance', () => {
    // 48 arrows at 60 yd make 8 whole ends; the 49th arrow opens the first end at 50 yd.
    const arrows = [...repeat([9, 7, 7, 5, 3, 1], 8), 9];
    const totals = endTotals(arrows, national);
    expect(totals).toHaveLength(9);
    expect(totals[8]).toBe(9);
  });
});

describe('per-distance subtotals', () => {
  it('gives hits, score, golds, Xs and the running total per distance', () => {
    const arrows = [...repeat([9, 9, 7, 5, 3, 'M'], 8), ...repeat([9, 7, 7, 7, 5, 5], 4)];
    const subtotals = distanceSubtotals(arrows, national);
    expect(subtotals).toEqual([
      {
        distanceIndex: 0,
        distance: 60,
        unit: 'yd',
        arrowsShot: 48,
        hits: 40,
        score: 264,
        golds: 16,
        xs: 0,
        runningTotal: 264,
      },
      {
        distanceIndex: 1,
        distance: 50,
        unit: 'yd',
        arrowsShot: 24,
        hits: 24,
        score: 160,
        golds: 4,
        xs: 0,
        runningTotal: 424,
      },
    ]);
    expect(shootTotals(arrows, national)).toEqual({ hits: 64, score: 424, golds: 20, xs: 0 });
  });
});
