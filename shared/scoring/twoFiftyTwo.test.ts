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

  it('is no longer on track once 252 is out of reach, nor once the three dozen are shot', () => {
    const national = roundByName('national');
    // Two dozen of 7s make 168: the third dozen can add at most 108, so 252 is still in reach at 84 a dozen.
    expect(twoFiftyTwoProgress([...dozen(7), ...dozen(7)], national)[0]!.onTrack).toBe(true);
    // 84 then 84 then a 5: 173 with 11 arrows left can reach 272, still on track.
    expect(twoFiftyTwoProgress([...dozen(7), ...dozen(7), 5], national)[0]!.onTrack).toBe(true);
    // 84, 84, then eleven 1s: 179 with one arrow left cannot reach 252.
    const outOfReach = [...dozen(7), ...dozen(7), ...Array.from({ length: 11 }, (): ArrowValue => 1)];
    expect(twoFiftyTwoProgress(outOfReach, national)[0]!.onTrack).toBe(false);
    const done = twoFiftyTwoProgress([...dozen(9), ...dozen(9), ...dozen(9), ...dozen(9)], national)[0]!;
    expect(done).toMatchObject({ achieved: true, onTrack: false });
  });

  it('follows only the scheme: yards on a 122 cm face scored 9-7-5-3-1, never a Portsmouth', () => {
    const portsmouth = roundByName('portsmouth');
    expect(
      twoFiftyTwoProgress(
        Array.from({ length: 60 }, (): ArrowValue => 9),
        portsmouth,
      ),
    ).toEqual([]);
    expect(twoFiftyTwoProgress(dozen(5), roundByName('worcester'))).toEqual([]);
  });

  it('ignores metric distances and distances of fewer than three dozen', () => {
    expect(twoFiftyTwoProgress(dozen(10), roundByName('wa 70m'))).toEqual([]);
    const national = roundByName('national');
    const all = Array.from({ length: 72 }, (): ArrowValue => 9);
    // National shoots only 2 dozen at 50 yd, so only 60 yd counts.
    expect(twoFiftyTwoProgress(all, national).map((p) => p.distance)).toEqual([60]);
  });
});
