import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import {
  arrowScore,
  arrowsTotal,
  isAllowedArrow,
  isWorcesterRound,
  topArrowValue,
  xValue,
} from './arrowValues.js';

const national = roundByName('national');
const wa1440 = roundByName('wa 1440 (90m)');
const worcester = roundByName('worcester');
const worcester5Spot = roundByName('worcester (5 spot)');
const portsmouth = roundByName('portsmouth');

describe('arrow values', () => {
  it('counts X as 10 on metric rounds and M as 0', () => {
    expect(arrowScore('X', wa1440)).toBe(10);
    expect(arrowScore('M', wa1440)).toBe(0);
    expect(arrowScore(7, wa1440)).toBe(7);
  });

  it('counts X as 5 on every worcester round', () => {
    expect(isWorcesterRound(worcester)).toBe(true);
    expect(isWorcesterRound(worcester5Spot)).toBe(true);
    expect(isWorcesterRound(portsmouth)).toBe(false);
    expect(xValue(worcester)).toBe(5);
    expect(arrowScore('X', worcester5Spot)).toBe(5);
    expect(arrowScore('X', portsmouth)).toBe(10);
  });

  it('adds up arrows with X and M', () => {
    expect(arrowsTotal(['X', 10, 9, 'M', 1], wa1440)).toBe(30);
    expect(arrowsTotal(['X', 5, 4, 'M'], worcester)).toBe(14);
    expect(arrowsTotal([], national)).toBe(0);
  });
});

describe('keypad values', () => {
  it('offers imperial values on imperial rounds', () => {
    expect(national.scores).toEqual([9, 7, 5, 3, 1, 'M']);
    expect(isAllowedArrow(9, national)).toBe(true);
    expect(isAllowedArrow(10, national)).toBe(false);
    expect(isAllowedArrow('X', national)).toBe(false);
  });

  it('offers X down to M on outdoor metric rounds and 10 to M indoors', () => {
    expect(wa1440.scores).toEqual(['X', 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 'M']);
    expect(portsmouth.scores).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 'M']);
    expect(isAllowedArrow('X', portsmouth)).toBe(false);
  });
});

describe('top arrow value', () => {
  it('is the best score one arrow can make', () => {
    expect(topArrowValue(national)).toBe(9);
    expect(topArrowValue(wa1440)).toBe(10);
    expect(topArrowValue(worcester)).toBe(5);
  });

  it('defaults to 10 when the round offers no numeric value', () => {
    expect(topArrowValue({ scores: ['M'], passes: [] })).toBe(10);
  });
});

describe('field rounds', () => {
  const field = roundByName('wa field 24 red marked');

  it('score the field X (the inner half of the spot) as 6, so a perfect target is 18', () => {
    expect(xValue(field)).toBe(6);
    expect(arrowsTotal(['X', 6, 'X'], field)).toBe(18);
    expect(arrowsTotal(['X', 5, 'M'], field)).toBe(11);
    expect(topArrowValue(field)).toBe(6);
  });

  it('refuse a 7 or a 10, which the field face does not have', () => {
    expect(isAllowedArrow(7, field)).toBe(false);
    expect(isAllowedArrow(10, field)).toBe(false);
    expect(isAllowedArrow(1, field)).toBe(true);
  });
});
