import { describe, expect, it } from 'vitest';
import { personalBestOutcome } from './personalBest.js';

describe('a saved score against the personal best', () => {
  it('is a new personal best by its margin over the best before', () => {
    expect(personalBestOutcome(539, true, 532)).toEqual({ kind: 'new', previous: 532, margin: 7 });
  });

  it('equals it, falls short of it, or is the first score on the round', () => {
    expect(personalBestOutcome(532, true, 532)).toEqual({ kind: 'equalled', previous: 532 });
    expect(personalBestOutcome(520, true, 532)).toEqual({ kind: 'short', best: 532, short: 12 });
    expect(personalBestOutcome(400, true, null)).toEqual({ kind: 'first' });
  });

  it('does not count a practice round or a round kept incomplete, whatever its score', () => {
    expect(personalBestOutcome(600, false, 532)).toEqual({ kind: 'not-counted' });
  });
});
