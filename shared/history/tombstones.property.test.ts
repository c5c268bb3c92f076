import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRound } from '../rounds/catalogue.js';
import { mergeBackup, type LocalData, type MergeResult } from './mergeBackup.js';
import { shootIdentity, sightMarkIdentity } from './mergeIdentity.js';
import { defaultUserProfile } from './userProfile.js';

/**
 * Tombstones in combine: whatever order backups are combined in, and however often, a phone ends with
 * the same shoots and sight marks: every item whose latest copy was saved after its latest deletion
 * (a deliberate re-entry), and none whose copies all predate a deletion.
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

const shootCopy = fc.record({ key: shootKey, savedAt: maybeMoment }).map(({ key, savedAt }) => ({
  id: 1,
  ...key,
  scores: [],
  ...(savedAt === undefined ? {} : { savedAt }),
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

/** Identity -> latest saved time, for each item that should survive every backup combined. */
function expectedSurvivors<Identified>(
  copies: ReadonlyArray<Identified & { savedAt?: number }>,
  deletions: ReadonlyArray<Identified & { deletedAt: number }>,
  identity: (item: Identified) => string,
): Map<string, number | undefined> {
  const latestDeletion = new Map<string, number>();
  for (const tomb of deletions) {
    const key = identity(tomb);
    latestDeletion.set(key, Math.max(latestDeletion.get(key) ?? -Infinity, tomb.deletedAt));
  }
  const latestSave = new Map<string, number | undefined>();
  for (const copy of copies) {
    const key = identity(copy);
    const before = latestSave.get(key);
    const saved = copy.savedAt;
    if (!latestSave.has(key) || (saved !== undefined && (before === undefined || saved > before)))
      latestSave.set(key, saved);
  }
  for (const [key, saved] of latestSave) {
    const deleted = latestDeletion.get(key);
    if (deleted !== undefined && (saved ?? -Infinity) <= deleted) latestSave.delete(key);
  }
  return latestSave;
}

function survivors<T extends { savedAt?: number }>(
  items: readonly T[],
  identity: (item: T) => string,
): Map<string, number | undefined> {
  const found = new Map<string, number | undefined>();
  for (const item of items) {
    // Each item once.
    expect(found.has(identity(item))).toBe(false);
    found.set(identity(item), item.savedAt);
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
          );
          const marks = expectedSurvivors(
            phones.flatMap((phone) => phone.sightMarks),
            phones.flatMap((phone) => phone.tombstones.sightMarks),
            sightMarkIdentity,
          );
          for (const result of [first, second]) {
            // Tombstoned copies never return; a copy saved after every deletion of it does.
            expect(survivors(result.history, shootIdentity)).toEqual(shoots);
            expect(survivors(result.sightMarks, sightMarkIdentity)).toEqual(marks);
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
