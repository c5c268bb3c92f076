import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRounds, roundByName } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { arrowOfLetter, arrowsOfLetters, letterOfArrow, lettersOfArrows } from './arrowLetters.js';

const wa1440 = roundByName('wa 1440 (90m)');
const portsmouth = roundByName('portsmouth');
const worcester = roundByName('worcester');
const york = roundByName('york');
const waField = allRounds().find((round) => round.passes.some((pass) => pass.scoring === 'WA_field'))!;

function read(letter: string, round = wa1440): ArrowValue | string {
  const result = arrowOfLetter(letter, 'ianseo', round);
  return result.ok ? result.value.arrow : result.error.reason;
}

describe('ianseo arrow letters', () => {
  it('reads A as a miss, B to J as 1 to 9, K as X and L as 10 on a metric round', () => {
    expect([...'ABCDEFGHIJKL'].map((letter) => read(letter))).toEqual([
      'M',
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
      'X',
      10,
    ]);
  });

  it('writes every value of a metric round with its own letter, and back', () => {
    const values: ArrowValue[] = ['M', 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'X'];
    const letters = values.map((value) => letterOfArrow(value, 'ianseo', wa1440));
    expect(letters.join('')).toBe('ABCDEFGHIJLK');
    expect(letters.map((letter) => read(letter))).toEqual(values);
  });

  it('reads a lower-case letter as the same arrow, marked doubtful', () => {
    expect(arrowOfLetter('k', 'ianseo', wa1440)).toEqual({ ok: true, value: { arrow: 'X', doubtful: true } });
    expect(arrowOfLetter('K', 'ianseo', wa1440)).toEqual({
      ok: true,
      value: { arrow: 'X', doubtful: false },
    });
    expect(letterOfArrow(9, 'ianseo', wa1440, true)).toBe('j');
    const string = arrowsOfLetters('KlJj a', 'ianseo', wa1440);
    expect(string).toEqual({ ok: true, value: { arrows: ['X', 10, 9, 9, 'M'], doubtful: 3 } });
  });

  it('reads K as a 10 on an indoor round, which records no X', () => {
    expect(read('K', portsmouth)).toBe(10);
    expect(read('L', portsmouth)).toBe(10);
    expect(letterOfArrow(10, 'ianseo', portsmouth)).toBe('L');
  });

  it('writes a field X as Y (an X worth 6) and reads it back; Z is a 5 on a Worcester', () => {
    expect(letterOfArrow('X', 'ianseo', waField)).toBe('Y');
    expect(read('Y', waField)).toBe('X');
    expect(read('Z', worcester)).toBe(5);
    expect(letterOfArrow(5, 'ianseo', worcester)).toBe('F');
    // An X worth 5 or 6 is no arrow of a round whose X is worth 10.
    expect(read('Z')).toBe('arrow-not-on-round');
    expect(read('Y')).toBe('arrow-not-on-round');
  });

  it('reads M and N as 11 and 12, and refuses them on a face without those rings', () => {
    expect(letterOfArrow(11, 'ianseo', wa1440)).toBe('M');
    expect(read('M')).toBe('arrow-not-on-round');
    expect(read('N')).toBe('arrow-not-on-round');
    expect(read('Q')).toBe('arrow-not-on-round');
    expect(read('V')).toBe('arrow-not-on-round');
  });

  it('refuses an even ring on an imperial round and a letter outside the table', () => {
    expect(read('L', york)).toBe('arrow-not-on-round');
    expect(read('I', york)).toBe('arrow-not-on-round');
    expect(read('J', york)).toBe(9);
    expect(read('O')).toBe('unknown-arrow-letter');
    expect(read('3')).toBe('unknown-arrow-letter');
    const string = arrowsOfLetters('KKP', 'ianseo', wa1440);
    expect(string.ok ? null : string.error.message).toBe(
      'Arrow 3: "P" is not an arrow letter in ianseo\'s arrow letters',
    );
  });
});

describe('TamlynScore arrow letters', () => {
  it('reads K as 10 and L as X, the reverse of ianseo, and the rest as ianseo does', () => {
    const values = [...'ABJKL'].map((letter) => {
      const result = arrowOfLetter(letter, 'tamlynscore', wa1440);
      return result.ok ? result.value.arrow : result.error.reason;
    });
    expect(values).toEqual(['M', 1, 9, 10, 'X']);
  });

  it('writes X as L and 10 as K', () => {
    expect(lettersOfArrows(['X', 10, 9, 'M'], 'tamlynscore', wa1440)).toBe('LKJA');
    expect(lettersOfArrows(['X', 10, 9, 'M'], 'ianseo', wa1440)).toBe('KLJA');
  });
});

describe('arrow letters, property', () => {
  const rounds = allRounds().filter((round) => round.maxArrows !== null);

  it('every arrow of every round reads back as itself from its letter, in both alphabets', () => {
    const shoot = fc.constantFrom(...rounds).chain((round) =>
      fc.record({
        round: fc.constant(round),
        arrows: fc.array(fc.constantFrom(...round.scores), { maxLength: 72 }),
        alphabet: fc.constantFrom('ianseo' as const, 'tamlynscore' as const),
      }),
    );
    fc.assert(
      fc.property(shoot, ({ round, arrows, alphabet }) => {
        const letters = lettersOfArrows(arrows, alphabet, round);
        expect(letters).toHaveLength(arrows.length);
        expect(arrowsOfLetters(letters, alphabet, round)).toEqual({
          ok: true,
          value: { arrows, doubtful: 0 },
        });
        expect(arrowsOfLetters(letters.toLowerCase(), alphabet, round)).toEqual({
          ok: true,
          value: { arrows, doubtful: arrows.length },
        });
      }),
      { numRuns: 300 },
    );
  });
});
