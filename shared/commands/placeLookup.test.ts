import { describe, expect, it } from 'vitest';
import type { HistoryItem, ShootLocation } from '../history/historyItem.js';
import type { SavedShoot } from '../projections/historyProjection.js';
import { PLACE_LOOKUP_LIMITS, shootsAwaitingPlace } from './placeLookup.js';

const NOW = Date.UTC(2026, 10, 24, 12);
const DAY = 24 * 60 * 60 * 1000;
const field: ShootLocation = { placeName: '', latitude: 52.7, longitude: -2.4 };

/** Only the fields the decision reads; the rest of a saved shoot does not matter to it. */
function shoot(id: number, daysAgo: number, location: ShootLocation | undefined): SavedShoot {
  const item: HistoryItem = {
    id,
    date: new Date(NOW - daysAgo * DAY).toISOString(),
    score: 1,
    gameType: 'york',
    scores: [],
  };
  if (location) item.location = location;
  return { item, time: NOW - daysAgo * DAY } as SavedShoot;
}

describe('which saved shoots still want their place looked up', () => {
  it('takes recent shoots with a location and no country yet, newest first', () => {
    const shoots = [
      shoot(1, 3, field),
      shoot(2, 1, { ...field, placeName: 'Club field' }),
      shoot(3, 2, undefined),
      shoot(4, 0, { ...field, country: 'GB', placeName: 'Lilleshall' }),
      shoot(5, 31, field),
    ];
    expect(shootsAwaitingPlace(shoots, NOW, new Map()).map((s) => s.historyId)).toEqual([2, 1]);
  });

  it('gives up on a shoot after three tries, and takes at most twenty at a time', () => {
    const shoots = Array.from({ length: 25 }, (_, i) => shoot(i + 1, i / 10, field));
    const tries = new Map([
      [1, PLACE_LOOKUP_LIMITS.triesPerShoot],
      [2, 2],
    ]);
    const due = shootsAwaitingPlace(shoots, NOW, tries).map((s) => s.historyId);
    expect(due).toHaveLength(20);
    expect(due[0]).toBe(2);
    expect(due).not.toContain(1);
  });
});
