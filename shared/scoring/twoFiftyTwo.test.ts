import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { isOnTrackFor252, twoFiftyTwoProgress } from './twoFiftyTwo.js';

function dozen(value: ArrowValue): ArrowValue[] {
  return Array.from({ length: 12 }, () => value);
}

describe('on track for 252', () => {
  it('means a total of 84 or more', () => {
    expect(isOnTrackFor252(84)).toBe(true);
    expect(isOnTrackFor252(90)).toBe(true);
    expect(isOnTrackFor252(83)).toBe(false);
  });

  it('follows the first three dozen at each imperial distance', () => {
    const national = roundByName('national');
    const progress = twoFiftyTwoProgress([...dozen(7), ...dozen(9)], national);
    expect(progress).toEqual([
      {
        distanceIndex: 0,
        distance: 60,
        unit: 'yd',
        dozenTotals: [84, 108],
        total: 192,
        onTrack: true,
        achieved: false,
      },
    ]);
  });

  it('awards 252 after three dozen totalling 252 or more, ignoring later arrows', () => {
    const national = roundByName('national');
    const [sixty] = twoFiftyTwoProgress([...dozen(9), ...dozen(7), ...dozen(5), ...dozen('M')], national);
    expect(sixty).toMatchObject({ dozenTotals: [108, 84, 60], total: 252, achieved: true });
  });

  it('is off track when the dozens shot average under 84, and says nothing before a dozen', () => {
    const national = roundByName('national');
    expect(twoFiftyTwoProgress(dozen(5), national)[0]!.onTrack).toBe(false);
    expect(twoFiftyTwoProgress([9, 9, 9], national)[0]!.onTrack).toBe(false);
  });

  it('ignores metric distances and distances of fewer than three dozen', () => {
    expect(twoFiftyTwoProgress(dozen(10), roundByName('wa 70m'))).toEqual([]);
    const national = roundByName('national');
    const all = Array.from({ length: 72 }, (): ArrowValue => 9);
    // National shoots only 2 dozen at 50 yd, so only 60 yd counts.
    expect(twoFiftyTwoProgress(all, national).map((p) => p.distance)).toEqual([60]);
  });
});
