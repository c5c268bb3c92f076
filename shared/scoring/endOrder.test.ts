import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArrowValue } from '../rounds/round.js';
import { compareArrowsDescending, sortByArrowDescending } from './endOrder.js';

const arrowValue: fc.Arbitrary<ArrowValue> = fc.oneof(
  fc.constant<ArrowValue>('X'),
  fc.constant<ArrowValue>('M'),
  fc.integer({ min: 0, max: 11 }),
);

function countsOf(arrows: readonly ArrowValue[]): Map<ArrowValue, number> {
  const counts = new Map<ArrowValue, number>();
  for (const a of arrows) counts.set(a, (counts.get(a) ?? 0) + 1);
  return counts;
}

describe('sorting an end as archers write it', () => {
  it('puts X above 10 and M last', () => {
    expect(([7, 'M', 10, 'X', 9, 10] as ArrowValue[]).sort(compareArrowsDescending)).toEqual([
      'X',
      10,
      10,
      9,
      7,
      'M',
    ]);
    expect(([1, 'M', 3, 9, 5, 7] as ArrowValue[]).sort(compareArrowsDescending)).toEqual([
      9,
      7,
      5,
      3,
      1,
      'M',
    ]);
  });

  it('keeps each display cell pointing at its stored arrow', () => {
    const cells = [
      { value: 7 as ArrowValue, index: 0 },
      { value: 'X' as ArrowValue, index: 1 },
      { value: 7 as ArrowValue, index: 2 },
    ];
    expect(sortByArrowDescending(cells).map((c) => c.index)).toEqual([1, 0, 2]);
  });

  it('keeps the same multiset of arrows, in non-increasing order (property)', () => {
    fc.assert(
      fc.property(fc.array(arrowValue, { maxLength: 12 }), (end) => {
        const sorted = [...end].sort(compareArrowsDescending);
        expect(countsOf(sorted)).toEqual(countsOf(end));
        for (let i = 1; i < sorted.length; i++) {
          expect(compareArrowsDescending(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});
