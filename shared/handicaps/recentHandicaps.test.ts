import { describe, expect, it } from 'vitest';
import {
  compareWithRecent,
  RECENT_HANDICAP_SHOOTS,
  recentHandicaps,
  type HandicapShoot,
} from './recentHandicaps.js';

const DAY = 24 * 60 * 60 * 1000;

function shoot(id: number, day: number, handicap: number, bowType = 'recurve'): HandicapShoot {
  return { id, time: day * DAY, handicap, bowType };
}

describe('recent handicaps', () => {
  it('takes the last five shoots before this one with its bow, newest first', () => {
    const others = [
      shoot(1, 1, 60),
      shoot(2, 2, 58),
      shoot(3, 3, 56),
      shoot(4, 4, 54),
      shoot(5, 5, 52),
      shoot(6, 6, 50),
      shoot(7, 7, 30, 'compound'),
      shoot(8, 9, 20),
    ];
    const now = { id: 9, time: 8 * DAY, bowType: 'recurve' };
    expect(RECENT_HANDICAP_SHOOTS).toBe(5);
    expect(recentHandicaps(now, others)).toEqual([50, 52, 54, 56, 58]);
  });

  it('leaves out the shoot itself, and orders shoots on one instant by when they were saved', () => {
    const others = [shoot(3, 5, 40), shoot(4, 5, 44), shoot(5, 5, 48)];
    expect(recentHandicaps({ id: 4, time: 5 * DAY, bowType: 'recurve' }, others)).toEqual([40]);
  });

  it('has nothing to compare for a shoot without a date or with no earlier shoot', () => {
    expect(recentHandicaps({ id: 2, time: null, bowType: 'recurve' }, [shoot(1, 1, 50)])).toEqual([]);
    expect(recentHandicaps({ id: 2, time: 0, bowType: 'recurve' }, [shoot(1, 1, 50)])).toEqual([]);
  });
});

describe('comparing a handicap with the recent ones', () => {
  it('is better by the average less the handicap, since a lower handicap is better', () => {
    expect(compareWithRecent(41, [44, 44, 43, 45, 44])).toEqual({
      kind: 'compared',
      shoots: 5,
      average: 44,
      difference: 3,
    });
    expect(compareWithRecent(47, [44, 45])).toEqual({
      kind: 'compared',
      shoots: 2,
      average: 44.5,
      difference: -3,
    });
  });

  it('rounds half a step away from zero either way, and calls less than half level', () => {
    expect(compareWithRecent(40, [40, 41])).toMatchObject({ difference: 1 });
    expect(compareWithRecent(41, [40, 41])).toMatchObject({ difference: -1 });
    expect(compareWithRecent(40, [40, 40, 41])).toMatchObject({ difference: 0, average: 40.3 });
  });

  it('says there is nothing to compare with on the first handicap', () => {
    expect(compareWithRecent(50, [])).toEqual({ kind: 'first' });
  });
});
