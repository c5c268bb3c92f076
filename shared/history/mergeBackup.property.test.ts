import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRound } from '../rounds/catalogue.js';
import type { HistoryItem } from './historyItem.js';
import { mergeBackup, type LocalData } from './mergeBackup.js';
import { upgradeHistory } from './upgradeHistory.js';
import { defaultUserProfile } from './userProfile.js';

const now = new Date('2025-06-01T00:00:00Z');

const arrow = fc.oneof(fc.constantFrom('X', 'M', 'x'), fc.integer({ min: 0, max: 10 }));
const rawHistoryItem = fc.record(
  {
    id: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.constant(null)),
    date: fc.constantFrom('2025-01-01', '2025-01-02', '2025-01-01T00:00:00Z', '2024-12-31T23:00:00Z'),
    score: fc.integer({ min: 0, max: 30 }),
    gameType: fc.constantFrom(
      'national',
      'York',
      'hereford / bristol i',
      'practice 30yd',
      'mystery',
      'frostbite 30',
    ),
    distance: fc.constantFrom(30, 50, 60),
    scores: fc.array(arrow, { maxLength: 6 }),
    shootStatus: fc.constantFrom('Practice', 'Competition', 'RecordStatus', 'nonsense'),
  },
  { requiredKeys: ['date'] },
);
const rawSightMark = fc.record(
  {
    id: fc.constantFrom('a', 'b', 'c'),
    distance: fc.constantFrom(20, 30, 50),
    unit: fc.constantFrom('m', 'yd', 'furlong'),
    notches: fc.integer({ min: 0, max: 3 }),
    vertical: fc.oneof(fc.integer({ min: 0, max: 2 }), fc.record({ major: fc.integer({ min: 0, max: 2 }) })),
    label: fc.string({ maxLength: 3 }),
  },
  { requiredKeys: ['distance', 'notches'] },
);
const backup = fc.record({
  history: fc.array(fc.oneof(rawHistoryItem, fc.anything()), { maxLength: 8 }),
  sightMarks: fc.array(rawSightMark, { maxLength: 6 }),
  user: fc.record({ name: fc.string({ maxLength: 4 }), bowType: fc.constantFrom('', 'recurve') }),
});

function counter(): () => string {
  let n = 0;
  return () => `id-${++n}`;
}

describe('merge (property)', () => {
  it('is idempotent: merging the same backup twice adds nothing the second time', () => {
    fc.assert(
      fc.property(fc.array(rawHistoryItem, { maxLength: 6 }), backup, (localRaw, payload) => {
        const newSightMarkId = counter();
        const local: LocalData = {
          history: upgradeHistory(localRaw, findRound).items,
          sightMarks: [],
          user: defaultUserProfile(now),
        };
        const once = mergeBackup(local, payload, { findRound, newSightMarkId });
        const twice = mergeBackup(once, payload, { findRound, newSightMarkId });
        expect(twice.addedHistory).toBe(0);
        expect(twice.addedSightMarks).toBe(0);
        expect(twice.history).toEqual(once.history);
        expect(twice.sightMarks).toEqual(once.sightMarks);
        expect(twice.user).toEqual(once.user);
        // Every local item survives (its status and place may come from a later copy), ids stay unique.
        const recorded = ({ shootStatus: _s, location: _l, savedAt: _t, ...item }: HistoryItem) => item;
        expect(once.history.slice(0, local.history.length).map(recorded)).toEqual(
          local.history.map(recorded),
        );
        expect(new Set(once.history.map((i) => i.id)).size).toBe(once.history.length);
        expect(new Set(once.sightMarks.map((m) => m.id)).size).toBe(once.sightMarks.length);
      }),
      { numRuns: 300 },
    );
  });
});
