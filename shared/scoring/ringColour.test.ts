import { describe, expect, it } from 'vitest';
import { ringColour } from './ringColour.js';

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

  it('paints a Worcester 5 as its gold', () => {
    expect(ringColour({ value: 5, score: 5, isGold: true })).toBe('gold');
    expect(ringColour({ value: 4, score: 4, isGold: false })).toBe('black');
  });
});
