import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import type { EndSlice } from './ends.js';
import { faceColour, faceHasRedAndBlue, ringColour } from './ringColour.js';
import { endCell } from './scorecardCells.js';

describe('ringColour', () => {
  it('paints ten-zone scores by ring', () => {
    expect(ringColour({ value: 'X', score: 10, isGold: true })).toBe('gold');
    expect(ringColour({ value: 9, score: 9, isGold: true })).toBe('gold');
    expect(ringColour({ value: 8, score: 8, isGold: false })).toBe('red');
    expect(ringColour({ value: 6, score: 6, isGold: false })).toBe('blue');
    expect(ringColour({ value: 3, score: 3, isGold: false })).toBe('black');
    expect(ringColour({ value: 2, score: 2, isGold: false })).toBe('white');
    expect(ringColour({ value: 'M', score: 0, isGold: false })).toBe('miss');
  });

  it('paints a face that is not banded as the face is, like its key: a field 5 gold, a Worcester 5 white', () => {
    expect(ringColour({ value: 5, score: 5, isGold: false }, 'WA_field')).toBe('gold');
    expect(ringColour({ value: 4, score: 4, isGold: false }, 'WA_field')).toBe('black');
    expect(ringColour({ value: 5, score: 5, isGold: true }, 'Worcester')).toBe('white');
    expect(ringColour({ value: 6, score: 6, isGold: false }, '10_zone')).toBe('blue');
  });

  it('gives the scoresheet cell the colour of the key that entered it, on every face', () => {
    const faces: Array<[string, ArrowValue[]]> = [
      ['wa field 24 red marked', [1, 2, 3, 4, 5, 6, 'X']],
      ['worcester', [1, 2, 3, 4, 5]],
      ['portsmouth', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
      ['york', [1, 3, 5, 7, 9]],
    ];
    for (const [name, values] of faces) {
      const round = roundByName(name);
      const scoring = round.passes[0]!.scoring;
      for (const value of values) {
        const end: EndSlice = { endNumber: 1, firstArrowIndex: 0, arrows: [value], slots: 3 };
        const [cell] = endCell(end, round).arrows;
        expect([name, value, cell!.colour]).toEqual([name, value, faceColour(scoring, value)]);
      }
    }
  });
});

describe('faceHasRedAndBlue', () => {
  it('is true of the banded target faces and false of Worcester, field and hit/miss faces', () => {
    for (const banded of ['10_zone', '10_zone_5_ring_compound', '11_zone_6_ring', '5_zone'] as const) {
      expect(faceHasRedAndBlue(banded), banded).toBe(true);
    }
    for (const plain of [
      'Worcester',
      'WA_field',
      'IFAA_field',
      'AA_national_field',
      'Beiter_hit_miss',
    ] as const) {
      expect(faceHasRedAndBlue(plain), plain).toBe(false);
    }
  });
});
