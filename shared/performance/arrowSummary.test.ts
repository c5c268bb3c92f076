import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRounds } from '../rounds/catalogue.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import { arrowScore } from '../scoring/arrowValues.js';
import { effectiveEndSize, splitIntoEnds } from '../scoring/ends.js';
import { summariseArrows } from './arrowSummary.js';

const roundWithArrows: fc.Arbitrary<{ round: Round | undefined; arrows: ArrowValue[] }> = fc
  .constantFrom<Round | undefined>(...allRounds(), undefined)
  .chain((round) =>
    fc.record({
      round: fc.constant(round),
      arrows: fc.array(fc.constantFrom<ArrowValue>(...(round?.scores ?? [10, 5]), 'X', 'M', 'M'), {
        maxLength: 160,
      }),
    }),
  );

/** Runs of hits counted the plain way, arrow by arrow. */
function plainRuns(arrows: readonly ArrowValue[]) {
  const runs: number[] = [0];
  for (const arrow of arrows) {
    if (arrow === 'M') runs.push(0);
    else runs[runs.length - 1]! += 1;
  }
  const misses = runs.length - 1;
  return { misses, leadingHits: runs[0]!, trailingHits: runs.at(-1)!, longestHits: Math.max(...runs) };
}

describe('arrow summary', () => {
  it('finds the runs of hits and the end and dozen totals that a plain count finds', () => {
    fc.assert(
      fc.property(roundWithArrows, ({ round, arrows }) => {
        const summary = summariseArrows(arrows, round);
        // An unknown round still counts hits and misses; a round without distances walks nothing.
        const walked =
          round === undefined ? arrows.length : summary.distances.reduce((sum, at) => sum + at.arrows, 0);
        if (round !== undefined && summary.distances.length > 0) expect(walked).toBe(arrows.length);
        const { misses, leadingHits, trailingHits, longestHits } = summary;
        expect({ misses, leadingHits, trailingHits, longestHits }).toEqual(
          plainRuns(arrows.slice(0, walked)),
        );

        if (round === undefined) return;
        let first = 0;
        for (const at of summary.distances) {
          const here = arrows.slice(first, first + at.arrows);
          first += at.arrows;
          const size = effectiveEndSize(round.endSize);
          const ends = splitIntoEnds(here, size)
            .filter((end) => end.length === size)
            .map((end) => end.reduce((sum: number, arrow) => sum + arrowScore(arrow, round), 0));
          expect(at.bestEnd).toBe(ends.length > 0 ? Math.max(...ends) : null);
          expect(at.worstEnd).toBe(ends.length > 0 ? Math.min(...ends) : null);
          const threeDozen = here
            .slice(0, 36)
            .reduce((sum: number, arrow) => sum + arrowScore(arrow, round), 0);
          expect(at.firstThreeDozen).toBe(here.length >= 36 ? threeDozen : null);
          const dozens = splitIntoEnds(here, 12)
            .filter((dozen) => dozen.length === 12)
            .map((dozen) => dozen.reduce((sum: number, arrow) => sum + arrowScore(arrow, round), 0));
          expect(at.bestDozen).toBe(dozens.length > 0 ? Math.max(...dozens) : null);
          expect(at.hasX).toBe(here.includes('X'));
        }
      }),
      { numRuns: 400 },
    );
  });
});
