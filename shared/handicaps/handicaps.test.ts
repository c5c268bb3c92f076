import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRounds, roundByName } from '../rounds/catalogue.js';
import {
  clearHandicapCache,
  decimalHandicapForScore,
  handicapForScore,
  handicapTable,
  hasHandicapTable,
  scoreForHandicap,
} from './handicaps.js';

const tabled = allRounds().filter(hasHandicapTable);
const subjects = tabled.flatMap((round) => [
  { round, compound: false },
  ...(round.compoundVariant ? [{ round, compound: true }] : []),
]);

describe('published table values (doc section 3.4)', () => {
  it.each([
    ['york', [1284, 1245, 1171, 705, 51, 2]],
    ['wa 70m', [701, 677, 644, 436, 34, 2]],
    ['portsmouth', [600, 600, 593, 520, 127, 5]],
  ] as const)('%s at h = 0, 10, 20, 50, 100, 150', (name, expected) => {
    const round = roundByName(name);
    expect([0, 10, 20, 50, 100, 150].map((h) => scoreForHandicap(round, h))).toEqual(expected);
  });

  it('puts the triple spot below the full face at high handicaps', () => {
    expect(scoreForHandicap(roundByName('wa 18m'), 100)).toBe(66);
    expect(scoreForHandicap(roundByName('wa 18m (triple spot)'), 100)).toBe(34);
  });

  it('uses the inner-10 table for compound archers indoors only', () => {
    expect(scoreForHandicap(roundByName('wa 18m'), 0, { compound: true })).toBe(588);
    expect(scoreForHandicap(roundByName('portsmouth'), 0, { compound: true })).toBe(596);
    expect(handicapTable(roundByName('york'), { compound: true })).toEqual(
      handicapTable(roundByName('york')),
    );
    expect(handicapTable(roundByName('worcester'), { compound: true })).toEqual(
      handicapTable(roundByName('worcester')),
    );
  });

  it('evaluates fractional handicaps directly', () => {
    const york = roundByName('york');
    const between = scoreForHandicap(york, 10.5);
    expect(between).toBeLessThanOrEqual(scoreForHandicap(york, 10));
    expect(between).toBeGreaterThanOrEqual(scoreForHandicap(york, 11));
  });
});

describe('handicap for the maximum score (doc section 3.5)', () => {
  it.each([
    ['wa 70m', false, 720, -18],
    ['wa 1440 (90m)', false, 1440, -25],
    ['york', false, 1296, -10],
    ['national', false, 648, 10],
    ['western', false, 864, 9],
    ['metric 122-30', false, 720, 11],
    ['portsmouth', false, 600, 10],
    ['portsmouth', true, 600, -7],
    ['wa 18m', false, 600, 0],
    ['wa 18m', true, 600, -15],
    ['bray i', false, 300, 3],
    ['worcester', false, 300, 18],
  ] as const)('%s (compound: %s) %i -> %i', (name, compound, score, handicap) => {
    const round = roundByName(name);
    expect(round.maxScore).toBe(score);
    expect(handicapForScore(round, score, { compound })).toEqual({ ok: true, handicap });
  });

  it('reports the table handicap as the decimal handicap of a perfect score', () => {
    expect(decimalHandicapForScore(roundByName('wa 70m'), 720)).toEqual({ ok: true, handicap: -18 });
    const nearlyPerfect = decimalHandicapForScore(roundByName('wa 70m'), 719);
    expect(nearlyPerfect.ok && nearlyPerfect.handicap).toBeGreaterThan(-18);
  });

  it('gives negative handicaps for elite scores', () => {
    expect(handicapForScore(roundByName('wa 70m'), 710)).toEqual({ ok: true, handicap: -5 });
  });
});

describe('errors as data', () => {
  const york = roundByName('york');
  it('rejects a score of zero or below', () => {
    for (const score of [0, -3]) {
      const result = handicapForScore(york, score);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error.reason).toBe('score-not-positive');
    }
  });

  it('rejects a score above the maximum', () => {
    expect(handicapForScore(york, 1297)).toEqual({
      ok: false,
      error: { reason: 'score-above-maximum', message: 'Score 1297 is above the maximum of 1296 for york' },
    });
  });

  it('has no table for practice rounds', () => {
    const practice = roundByName('practice 30m');
    expect(hasHandicapTable(practice)).toBe(false);
    expect(handicapForScore(practice, 100)).toEqual({
      ok: false,
      error: { reason: 'no-handicap-table', message: 'No handicap table for practice 30m' },
    });
    expect(() => scoreForHandicap(practice, 10)).toThrow('No handicap table for practice 30m');
  });

  it('recomputes identical tables after the cache is cleared', () => {
    const before = handicapTable(york);
    clearHandicapCache();
    expect(handicapTable(york)).toEqual(before);
  });
});

describe('properties over every round with a table', () => {
  const subjectArb = fc.constantFrom(...subjects);

  it('T(h) is non-increasing in h and never above the maximum', () => {
    fc.assert(
      fc.property(subjectArb, fc.integer({ min: -80, max: 700 }), ({ round, compound }, h) => {
        const here = scoreForHandicap(round, h, { compound });
        expect(here).toBeLessThanOrEqual(round.maxScore ?? 0);
        expect(scoreForHandicap(round, h + 1, { compound })).toBeLessThanOrEqual(here);
      }),
      { numRuns: 500 },
    );
  });

  it('the score for any real handicap is never above the maximum', () => {
    fc.assert(
      fc.property(subjectArb, fc.double({ min: -100, max: 400, noNaN: true }), ({ round, compound }, h) => {
        expect(scoreForHandicap(round, h, { compound })).toBeLessThanOrEqual(round.maxScore ?? 0);
      }),
      { numRuns: 500 },
    );
  });

  it('a lower score never earns a better (lower) handicap', () => {
    fc.assert(
      fc.property(
        subjectArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ round, compound }, a, b) => {
          const max = round.maxScore ?? 1;
          const high = Math.max(1, Math.ceil(Math.max(a, b) * max));
          const low = Math.max(1, Math.ceil(Math.min(a, b) * max));
          const hHigh = handicapForScore(round, high, { compound });
          const hLow = handicapForScore(round, low, { compound });
          expect(hHigh.ok && hLow.ok).toBe(true);
          if (hHigh.ok && hLow.ok) expect(hLow.handicap).toBeGreaterThanOrEqual(hHigh.handicap);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the earned handicap is consistent with the table: T(h) <= score, and no worse h has T = score', () => {
    fc.assert(
      fc.property(subjectArb, fc.double({ min: 0, max: 1, noNaN: true }), ({ round, compound }, a) => {
        const score = Math.max(2, Math.ceil(a * (round.maxScore ?? 2)));
        const result = handicapForScore(round, score, { compound });
        if (!result.ok) throw new Error(result.error.message);
        const h = result.handicap;
        expect(scoreForHandicap(round, h, { compound })).toBeLessThanOrEqual(score);
        expect(scoreForHandicap(round, h + 1, { compound })).toBeLessThan(score);
        expect(scoreForHandicap(round, h - 1, { compound })).toBeGreaterThanOrEqual(score);
      }),
      { numRuns: 500 },
    );
  });
});
