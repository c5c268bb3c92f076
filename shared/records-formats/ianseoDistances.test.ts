import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRounds, roundByName } from '../rounds/catalogue.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import { arrowsOfIanseoDistances, ianseoDistanceSizes, ianseoDistanceStrings } from './ianseoDistances.js';

const wa720 = roundByName('wa 70m');
const wa1440 = roundByName('wa 1440 (90m)');

describe('ianseo distances', () => {
  it('keeps a WA 720 as two distances of 36 arrows and a WA 1440 as four', () => {
    expect(ianseoDistanceSizes(wa720)).toEqual([36, 36]);
    expect(ianseoDistanceSizes(wa1440)).toEqual([36, 36, 36, 36]);
  });

  it('writes one string per distance, empty where nothing was shot yet', () => {
    const arrows: ArrowValue[] = [...Array<ArrowValue>(36).fill('X'), 10, 9];
    const strings = ianseoDistanceStrings(arrows, wa720);
    expect(strings).toEqual(['K'.repeat(36), 'LJ']);
    expect(ianseoDistanceStrings([], wa720)).toEqual(['', '']);
  });

  it('refuses strings that do not fit the round', () => {
    const twoStrings = arrowsOfIanseoDistances(['K', 'K'], wa1440);
    expect(twoStrings.ok ? null : twoStrings.error.reason).toBe('distance-count-mismatch');
    const overfull = arrowsOfIanseoDistances(['K'.repeat(37), ''], wa720);
    expect(overfull.ok ? null : overfull.error.message).toBe(
      'Distance 1 holds 37 arrows; the round shoots 36 there',
    );
    const badLetter = arrowsOfIanseoDistances(['K', 'KZ'], wa720);
    expect(badLetter.ok ? null : badLetter.error.reason).toBe('arrow-not-on-round');
    expect(badLetter.ok ? null : badLetter.error.message.startsWith('Distance 2: Arrow 2:')).toBe(true);
  });
});

/** Every round with a fixed arrow count, field and VI included (practice rounds have no distances). */
const namedRounds = allRounds().filter((round) => round.maxArrows !== null);

function shootOn(round: Round): fc.Arbitrary<ArrowValue[]> {
  const total = round.passes.reduce((sum, pass) => sum + pass.arrows, 0);
  return fc.array(fc.constantFrom(...round.scores), { maxLength: total });
}

describe('ianseo arrow strings, property', () => {
  it('our shoots → ianseo arrow strings → shoots gives the same arrows', () => {
    const shoot = fc
      .constantFrom(...namedRounds)
      .chain((round) => shootOn(round).map((arrows) => ({ round, arrows })));
    fc.assert(
      fc.property(shoot, ({ round, arrows }) => {
        const strings = ianseoDistanceStrings(arrows, round);
        expect(strings).toHaveLength(round.passes.length);
        expect(arrowsOfIanseoDistances(strings, round)).toEqual({ ok: true, value: arrows });
      }),
      { numRuns: 300 },
    );
  });
});
