import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArrowValue } from '../rounds/round.js';
import { differencesBetween, differenceWords } from './compare.js';

describe('double scoring: my card beside the scorer’s', () => {
  it('names the end and the arrow as written, highest first', () => {
    const mine: ArrowValue[][] = [
      [9, 9, 7],
      [10, 9, 9],
      [9, 9, 9],
      [9, 7, 7],
    ];
    const scorers: ArrowValue[][] = [
      [9, 9, 7],
      [9, 10, 9],
      [9, 9, 9],
      [9, 7, 5],
    ];
    const differences = differencesBetween(mine, scorers);
    expect(differences.map((d) => differenceWords(d, mine, scorers))).toEqual([
      'End 4, arrow 3: you 7, scorer 5',
    ]);
  });

  it('sees an end shot in another order as the same end, and X apart from 10', () => {
    expect(differencesBetween([[7, 'X', 10]], [['X', 10, 7]])).toEqual([]);
    expect(differencesBetween([['X', 9, 9]], [[10, 9, 9]])).toEqual([
      { end: 1, arrow: 1, mine: 'X', scorers: 10 },
    ]);
  });

  it('says when one card has an end or an arrow the other does not', () => {
    const mine: ArrowValue[][] = [
      [9, 9, 7],
      [5, 3],
    ];
    const scorers: ArrowValue[][] = [
      [9, 9, 7],
      [5, 3, 1],
      [9, 9, 9],
    ];
    expect(differencesBetween(mine, scorers).map((d) => differenceWords(d, mine, scorers))).toEqual([
      'End 2, arrow 3: you no arrow, scorer 1',
      'End 3: you no end, scorer 3 arrows',
    ]);
  });

  it('finds no difference between a card and itself, and one for every arrow changed', () => {
    const arrow = fc.oneof(fc.integer({ min: 0, max: 10 }), fc.constantFrom<ArrowValue>('X', 'M'));
    fc.assert(
      fc.property(fc.array(fc.array(arrow, { minLength: 1, maxLength: 6 }), { maxLength: 20 }), (ends) => {
        expect(differencesBetween(ends, ends)).toEqual([]);
        const shuffled = ends.map((end) => [...end].reverse());
        expect(differencesBetween(ends, shuffled)).toEqual([]);
      }),
    );
  });
});
