import { describe, expect, it } from 'vitest';
import { findRound } from '../rounds/catalogue.js';
import { backupBringsChanges, compareWithBackup, isBackupConflict } from './compareBackup.js';
import { emptyProjections } from '../projections/projections.js';

const context = { findRound, startedAt: new Date('2026-11-24T09:00:00Z') };
const york = { date: '2026-05-01', gameType: 'york', scores: [9, 7], score: 16 };
const bray = { date: '2026-05-02', gameType: 'bray i', scores: [10], score: 10 };
const national = { date: '2026-05-03', gameType: 'national', scores: [5], score: 5 };

function deviceWith(...items: Array<typeof york>) {
  const state = emptyProjections(context);
  items.forEach((item, index) => state.history.add({ id: index + 1, ...item }, {}));
  return state;
}

describe('comparing this device with a backup', () => {
  it('counts the shoots each side lacks, by date, round and score', () => {
    const comparison = compareWithBackup(deviceWith(york, bray), { history: [bray, national], user: {} });
    expect(comparison).toEqual({
      localCount: 2,
      localOnly: 1,
      backupOnly: 1,
      deletedThere: 0,
      editedThere: 0,
    });
    expect(isBackupConflict(comparison)).toBe(true);
  });

  it('is no conflict when one side holds everything the other does', () => {
    expect(isBackupConflict(compareWithBackup(deviceWith(york), { history: [york, bray], user: {} }))).toBe(
      false,
    );
    expect(isBackupConflict(compareWithBackup(deviceWith(york, bray), { history: [york], user: {} }))).toBe(
      false,
    );
    expect(isBackupConflict(compareWithBackup(deviceWith(), { history: [york], user: {} }))).toBe(false);
  });

  it('reads an old export the way an import would (its round names upgraded) and refuses what is not a backup', () => {
    const old = { date: '2026-05-01', gameType: 'York', scores: [9, 7], score: 16 };
    expect(compareWithBackup(deviceWith(york), { history: [old], user: {} })).toEqual({
      localCount: 1,
      localOnly: 0,
      backupOnly: 0,
      deletedThere: 0,
      editedThere: 0,
    });
    expect(compareWithBackup(deviceWith(york), 'not a backup')).toBeNull();
  });

  it("counts what combining would change here besides adding: another phone's deletions and newer edits", () => {
    const here = deviceWith({ ...york, savedAt: 2 } as typeof york, bray);
    const edited = { ...york, savedAt: 3, shootStatus: 'Competition' };
    const deletion = { shoots: [{ ...bray, deletedAt: 5 }], sightMarks: [] };
    expect(compareWithBackup(here, { history: [edited], user: {}, tombstones: deletion })).toMatchObject({
      backupOnly: 0,
      deletedThere: 1,
      editedThere: 1,
    });
    // The same copy saved later, with nothing else changed, is no edit to bring.
    const resavedOnly = { ...york, savedAt: 4 };
    expect(compareWithBackup(here, { history: [resavedOnly], user: {} })).toMatchObject({ editedThere: 0 });
    expect(backupBringsChanges(compareWithBackup(here, { history: [resavedOnly], user: {} })!)).toBe(false);
  });
});
