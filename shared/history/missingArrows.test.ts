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
    const saidComplete = { scores: arrows(143), complete: true };
    expect(missingArrows(saidComplete, york)).toEqual({
      arrowsShot: 143,
      arrowsInRound: 144,
    });
  });

  it('is flagged when kept unfinished too, so the flag survives a backup that writes it incomplete', () => {
    const keptUnfinished = { scores: arrows(72), complete: false };
    expect(missingArrows(keptUnfinished, york)).toEqual({
      arrowsShot: 72,
      arrowsInRound: 144,
    });
  });

  it('is not flagged when full, unlimited, unknown or a bare total', () => {
    expect(missingArrows({ scores: arrows(144) }, york)).toBeNull();
    expect(missingArrows({ scores: arrows(30) }, findRound('practice 20yd'))).toBeNull();
    expect(missingArrows({ scores: arrows(30) }, undefined)).toBeNull();
    expect(missingArrows({ scores: [] }, york)).toBeNull();
  });
});
