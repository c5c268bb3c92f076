import { describe, expect, it } from 'vitest';
import vectors from '../../reference-data/field-vectors.json' with { type: 'json' };
import { roundByName } from '../rounds/catalogue.js';
import { decimalHandicapForScore, expectedScore, handicapForScore, handicapTable } from './handicaps.js';

/** Field and VI rounds use the target handicap model unchanged (docs/field-and-vi-rounds.md section 4). */
interface RoundVectors {
  max_score: number;
  indoor: boolean;
  handicap_for_max_score: number;
  score_for_handicap: number[];
  handicap_for_score: Array<number | null>;
  expected_score_unrounded: number[];
  archeryutils_handicap_from_score_differs: Record<string, number>;
}

const rounds = Object.entries(vectors.handicap_tables.rounds as Record<string, RoundVectors>);

function relativeError(actual: number, expected: number): number {
  return Math.abs(actual - expected) / Math.max(Math.abs(expected), 1e-300);
}

describe.each(rounds)('field-vectors round %s', (codename, v) => {
  const round = roundByName(codename);

  it('has the vector maximum and location', () => {
    expect(round.maxScore).toBe(v.max_score);
    expect(round.isOutdoor).toBe(!v.indoor);
  });

  it('reproduces the unrounded expected scores for h = 0..150', () => {
    v.expected_score_unrounded.forEach((expected, h) => {
      expect(relativeError(expectedScore(round, h), expected)).toBeLessThan(1e-9);
    });
  });

  it('reproduces score_for_handicap for h = 0..150 exactly', () => {
    expect(handicapTable(round)).toEqual(v.score_for_handicap);
  });

  it('reproduces handicap_for_score exactly for every score from 2 to the maximum', () => {
    const actual = v.handicap_for_score.map((_, score) => {
      if (score < 2) return v.handicap_for_score[score];
      const result = handicapForScore(round, score);
      return result.ok ? result.handicap : result.error.reason;
    });
    expect(actual).toEqual(v.handicap_for_score);
    expect(handicapForScore(round, v.max_score)).toEqual({ ok: true, handicap: v.handicap_for_max_score });
  });

  it('keeps the table value where archeryutils itself was one off', () => {
    for (const [score, raw] of Object.entries(v.archeryutils_handicap_from_score_differs)) {
      const result = handicapForScore(round, Number(score));
      expect(result).toEqual({ ok: true, handicap: v.handicap_for_score[Number(score)] });
      expect(Math.abs(raw - (v.handicap_for_score[Number(score)] ?? 0))).toBe(1);
    }
  });

  it('refuses a score above the round maximum as data', () => {
    const result = handicapForScore(round, v.max_score + 1);
    expect(result.ok).toBe(false);
  });
});

describe('field and VI decimal handicaps', () => {
  it.each(vectors.handicap_tables.handicap_from_score_decimal_examples)('$round $score', (v) => {
    const decimal = decimalHandicapForScore(roundByName(v.round), v.score);
    expect(decimal.ok && Math.abs(decimal.handicap - v.handicap_decimal)).toBeLessThan(0.01);
  });
});

describe('examples of docs/field-and-vi-rounds.md section 4', () => {
  it.each([
    ['wa_field_24_red_marked', [414, 363, 237, 21, 1]],
    ['wa_field_24_white_marked', [432, 419, 340, 83, 4]],
  ] as const)('%s at handicaps 0, 20, 50, 100, 150', (codename, scores) => {
    const table = handicapTable(roundByName(codename));
    expect([0, 20, 50, 100, 150].map((h) => table[h])).toEqual(scores);
  });
});
