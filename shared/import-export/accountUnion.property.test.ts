import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BackupPayload } from '../contract/backupViews.js';
import { shootStatusOf } from '../history/historyItem.js';
import { shootIdentity } from '../history/mergeIdentity.js';
import { findRound } from '../rounds/catalogue.js';
import { accountUnion } from './accountUnion.js';
import { compareWithBackup } from './compareBackup.js';
import { planImport } from './importFile.js';
import { applyEvent, emptyProjections } from '../projections/projections.js';

/**
 * What an account holds is the union of its phones' latest backups less the tombstones: whatever order
 * the server lists them in, and however often one is listed, the same shoots, each once, with the
 * status of its newest edit; a shoot that a tombstone of any phone hides never returns.
 */

const context = { findRound, startedAt: new Date('2026-11-24T09:00:00Z') };
/** Saved and deleted times from a small range, so ties and overlaps happen often. */
const moment = fc.integer({ min: 1, max: 8 });

const shootKey = fc.record({
  date: fc.constantFrom('2026-01-01T10:00:00.000Z', '2026-01-02T10:00:00.000Z', '2026-01-03T10:00:00.000Z'),
  gameType: fc.constantFrom('york', 'national'),
  score: fc.constantFrom(100, 200, 300),
});
const shootCopy = fc
  .record({
    id: fc.integer({ min: 1, max: 50 }),
    key: shootKey,
    savedAt: moment,
    shootStatus: fc.constantFrom('Practice', 'Competition', 'RecordStatus'),
  })
  .map(({ id, key, savedAt, shootStatus }) => ({ id, ...key, scores: [], savedAt, shootStatus }));
const phoneBackup = fc.record({
  // A phone holds one copy of a shoot (combining never adds a second), so a backup does too.
  history: fc.uniqueArray(shootCopy, { maxLength: 6, selector: (copy) => shootIdentity(copy) }),
  sightMarks: fc.constant([]),
  user: fc.constant({}),
  tombstones: fc.record({
    shoots: fc.array(
      fc.record({ key: shootKey, deletedAt: moment }).map(({ key, deletedAt }) => ({ ...key, deletedAt })),
      { maxLength: 3 },
    ),
    sightMarks: fc.constant([]),
  }),
});

/** The union's shoots as the archer sees them: identity and status, in a fixed order. */
function shootsOf(union: BackupPayload): string[] {
  return union.history.map((item) => JSON.stringify([shootIdentity(item), shootStatusOf(item)])).sort();
}

/** Any order of the backups, each possibly listed more than once. */
const listings = fc
  .array(phoneBackup, { minLength: 1, maxLength: 4 })
  .chain((backups) =>
    fc
      .tuple(
        fc.shuffledSubarray(backups, { minLength: backups.length, maxLength: backups.length }),
        fc.array(fc.constantFrom(...backups), { maxLength: 3 }),
      )
      .map(([shuffled, repeats]) => ({ backups, relisted: [...shuffled, ...repeats] })),
  );

describe('what an account holds', () => {
  it('is the same set, whatever the order and however often a backup is listed', () => {
    fc.assert(
      fc.property(listings, ({ backups, relisted }) => {
        expect(shootsOf(accountUnion(context, relisted))).toEqual(shootsOf(accountUnion(context, backups)));
      }),
    );
  });

  it('holds every shoot saved after its latest deletion once, and none that a tombstone hides', () => {
    fc.assert(
      fc.property(fc.array(phoneBackup, { minLength: 1, maxLength: 4 }), (backups) => {
        const union = accountUnion(context, backups);
        const latestDeletion = new Map<string, number>();
        for (const tomb of backups.flatMap((backup) => backup.tombstones.shoots)) {
          const key = shootIdentity(tomb);
          latestDeletion.set(key, Math.max(latestDeletion.get(key) ?? 0, tomb.deletedAt));
        }
        const kept = new Set(union.history.map((item) => shootIdentity(item)));
        expect(kept.size).toBe(union.history.length);
        for (const copy of backups.flatMap((backup) => backup.history)) {
          const deletedAt = latestDeletion.get(shootIdentity(copy)) ?? 0;
          const latest = Math.max(
            ...backups
              .flatMap((b) => b.history.filter((c) => shootIdentity(c) === shootIdentity(copy)))
              .map((c) => c.savedAt),
          );
          expect(kept.has(shootIdentity(copy))).toBe(latest > deletedAt);
        }
      }),
    );
  });

  it('leaves a phone that combines it holding exactly the union, with nothing more to bring', () => {
    fc.assert(
      fc.property(fc.array(phoneBackup, { minLength: 1, maxLength: 3 }), phoneBackup, (backups, own) => {
        const union = accountUnion(context, [...backups, own]);
        const phone = emptyProjections(context);
        let ids = 0;
        const source = { now: () => 9, newId: () => `id-${(ids += 1)}` };
        for (const file of [own, union]) {
          const plan = planImport(phone, file, source);
          if (plan.ok && plan.value.event) applyEvent(phone, plan.value.event);
        }
        const comparison = compareWithBackup(phone, union)!;
        expect([comparison.backupOnly, comparison.deletedThere, comparison.editedThere]).toEqual([0, 0, 0]);
        expect(comparison.localCount).toBe(union.history.length);
      }),
    );
  });
});
