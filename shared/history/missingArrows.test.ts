import { describe, expect, it } from 'vitest';
import { findRound } from '../rounds/catalogue.js';
import { missingArrows } from './missingArrows.js';

const york = findRound('york');
const arrows = (count: number) => Array.from({ length: count }, () => 9);

describe('a shoot whose arrows do not fill its round', () => {
  it('is flagged with what was shot against what the round holds', () => {
    expect(york?.maxArrows).toBe(144);
    expect(missingArrows({ scores: arrows(138) }, york)).toEqual({ arrowsShot: 138, arrowsInRound: 144 });
    // A file that says complete is still flagged: the arrows decide.
    expect(missingArrows({ scores: arrows(143), complete: true }, york)).toEqual({
      arrowsShot: 143,
      arrowsInRound: 144,
    });
  });

  it('is not flagged when full, kept unfinished, unlimited, unknown or a bare total', () => {
    expect(missingArrows({ scores: arrows(144) }, york)).toBeNull();
    expect(missingArrows({ scores: arrows(72), complete: false }, york)).toBeNull();
    expect(missingArrows({ scores: arrows(30) }, findRound('practice 20yd'))).toBeNull();
    expect(missingArrows({ scores: arrows(30) }, undefined)).toBeNull();
    expect(missingArrows({ scores: [] }, york)).toBeNull();
  });
});
