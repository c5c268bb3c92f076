import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRound } from '../rounds/catalogue.js';
import { mergeBackup, type LocalData, type MergeResult } from './mergeBackup.js';
import { shootIdentity, sightMarkIdentity } from './mergeIdentity.js';
import { defaultUserProfile } from './userProfile.js';

/**
 * Tombstones in combine: whatever order backups are combined in, and however often, a phone ends with
 * the same shoots and sight marks: every item whose latest copy was saved after its latest deletion
 * (a deliberate re-entry), and none whose copies all predate a deletion; each shoot shows the status and
 * place of its latest copy (the newest edit wins).
 */

const now = new Date('2025-06-01T00:00:00Z');
/** Saved and deleted times from a small range, so ties and overlaps happen often. */
const moment = fc.integer({ min: 0, max: 8 });
const maybeMoment = fc.option(moment, { nil: undefined });

const shootKey = fc.record({
  date: fc.constantFrom('2025-01-01T10:00:00.000Z', '2025-01-02T10:00:00.000Z'),
  gameType: fc.constantFrom('york', 'national'),
  score: fc.constantFrom(100, 200),
});
const markKey = fc.record({
  distance: fc.constantFrom(20, 30),
  unit: fc.constantFrom('m' as const, 'yd' as const),
  notches: fc.constantFrom(1, 2),
  vertical: fc.constantFrom<number | Record<string, number>>(1, { major: 1, minor: 2 }),
});

const place = { placeName: 'Field', latitude: 51.5, longitude: -0.1 };
const shootCopy = fc
  .record({
    key: shootKey,
    savedAt: maybeMoment,
    shootStatus: fc.constantFrom('Practice', 'Competition', undefined),
    location: fc.constantFrom(place, undefined),
  })
  .map(({ key, savedAt, shootStatus, location }) => ({
    id: 1,
    ...key,
    scores: [],
    ...(savedAt === undefined ? {} : { savedAt }),
    ...(shootStatus === undefined ? {} : { shootStatus }),
    ...(location === undefined ? {} : { location }),
  }));
const markCopy = fc.record({ key: markKey, savedAt: maybeMoment }).map(({ key, savedAt }) => ({
  id: 'mark',
  ...key,
  ...(savedAt === undefined ? {} : { savedAt }),
}));
const phoneBackup = fc.record({
  history: fc.array(shootCopy, { maxLength: 5 }),
  sightMarks: fc.array(markCopy, { maxLength: 4 }),
  user: fc.constant({}),
  tombstones: fc.record({
    shoots: fc.array(
      fc.record({ key: shootKey, deletedAt: moment }).map(({ key, deletedAt }) => ({ ...key, deletedAt })),
      { maxLength: 3 },
    ),
    sightMarks: fc.array(
      fc.record({ key: markKey, deletedAt: moment }).map(({ key, deletedAt }) => ({ ...key, deletedAt })),
      { maxLength: 3 },
    ),
  }),
});
type PhoneBackup = typeof phoneBackup extends fc.Arbitrary<infer T> ? T : never;

function combineAll(order: readonly PhoneBackup[]): MergeResult | LocalData {
  let ids = 0;
  let local: LocalData = { history: [], sightMarks: [], user: defaultUserProfile(now) };
  for (const backup of order) {
    const merged = mergeBackup(local, backup, { findRound, newSightMarkId: () => `new-${++ids}` });
    expect(merged.errors).toEqual([]);
    local = { ...merged, tombstones: merged.tombstones };
  }
  return local;
}

/** What a phone shows of one item: when its copy was saved or last edited, its status and place. */
function shown(item: { savedAt?: number; shootStatus?: string; location?: object }): string {
  return JSON.stringify([item.savedAt ?? null, item.shootStatus ?? 'Practice', item.location ?? null]);
}

/** A sight mark's latest saved time (its other fields are not carried between copies). */
function markSaved(mark: { savedAt?: number }): string {
  return String(mark.savedAt ?? null);
}

/** The later of two copies: saved or edited later; at the same moment, by a fixed order of what they say. */
function isLater(a: { savedAt?: number }, b: { savedAt?: number }, tie: boolean): boolean {
  const at = a.savedAt ?? -Infinity;
  const bt = b.savedAt ?? -Infinity;
  return at !== bt ? at > bt : tie;
}

/**
 * Identity -> what the latest copy shows, for each item that should survive every backup combined:
 * those whose latest copy was saved (or edited) after the latest deletion.
 */
function expectedSurvivors<Key, Copy extends Key & { savedAt?: number }>(
  copies: readonly Copy[],
  deletions: ReadonlyArray<Key & { deletedAt: number }>,
  identity: (item: Key) => string,
  says: (item: Copy) => string,
): Map<string, string> {
  const latestDeletion = new Map<string, number>();
  for (const tomb of deletions) {
    const key = identity(tomb);
    latestDeletion.set(key, Math.max(latestDeletion.get(key) ?? -Infinity, tomb.deletedAt));
  }
  const latest = new Map<string, Copy>();
  for (const copy of copies) {
    const key = identity(copy);
    const before = latest.get(key);
    if (before === undefined || isLater(copy, before, says(copy) > says(before))) latest.set(key, copy);
  }
  const expected = new Map<string, string>();
  for (const [key, copy] of latest) {
    const deleted = latestDeletion.get(key);
    if (deleted === undefined || (copy.savedAt ?? -Infinity) > deleted) expected.set(key, says(copy));
  }
  return expected;
}

function survivors<T>(
  items: readonly T[],
  identity: (item: T) => string,
  says: (item: T) => string,
): Map<string, string> {
  const found = new Map<string, string>();
  for (const item of items) {
    // Each item once.
    expect(found.has(identity(item))).toBe(false);
    found.set(identity(item), says(item));
  }
  return found;
}

/** A shuffled order of the phones' backups, each one or more times. */
const combineOrder = (count: number) =>
  fc
    .array(fc.integer({ min: 0, max: count - 1 }), { minLength: count, maxLength: count * 3 })
    .map((extra) => [...Array.from({ length: count }, (_, i) => i), ...extra])
    .chain((indexes) => fc.shuffledSubarray(indexes, { minLength: indexes.length }));

describe('tombstones in combine (property)', () => {
  it('gives the same shoots and sight marks in any order, any number of times', () => {
    fc.assert(
      fc.property(
        fc
          .array(phoneBackup, { minLength: 1, maxLength: 4 })
          .chain((phones) =>
            fc.tuple(fc.constant(phones), combineOrder(phones.length), combineOrder(phones.length)),
          ),
        ([phones, firstOrder, secondOrder]) => {
          const first = combineAll(firstOrder.map((i) => phones[i]!));
          const second = combineAll(secondOrder.map((i) => phones[i]!));
          const shoots = expectedSurvivors(
            phones.flatMap((phone) => phone.history),
            phones.flatMap((phone) => phone.tombstones.shoots),
            shootIdentity,
            shown,
          );
          const marks = expectedSurvivors(
            phones.flatMap((phone) => phone.sightMarks),
            phones.flatMap((phone) => phone.tombstones.sightMarks),
            sightMarkIdentity,
            markSaved,
          );
          for (const result of [first, second]) {
            // Tombstoned copies never return; a copy saved after every deletion of it does.
            // The newest edit (status, place) wins whatever the order.
            expect(survivors(result.history, shootIdentity, shown)).toEqual(shoots);
            expect(survivors(result.sightMarks, sightMarkIdentity, markSaved)).toEqual(marks);
          }
          expect(first.tombstones).toEqual(second.tombstones);
          expect(new Set(first.history.map((item) => item.id)).size).toBe(first.history.length);
          expect(new Set(first.sightMarks.map((mark) => mark.id)).size).toBe(first.sightMarks.length);
        },
      ),
      { numRuns: 400 },
    );
  });
});
