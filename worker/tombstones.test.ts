import { describe, expect, it } from 'vitest';
import { expectOk, readBackupFile, TEST_EPOCH, testDevice } from '../test/fixtures/testDevice.js';
import type { WorkerEngine } from './engine.js';

/**
 * Deletions stay deleted across phones: a deleted shoot or sight mark leaves a tombstone that exports
 * carry and that import (combine) and restore honour, through the real engine on fake-indexeddb. Phone
 * A's clock runs a day ahead of phone B's, so what B saved is older than what A deletes.
 */

const DAY = 24 * 60 * 60 * 1000;
const SHOT_ON = '2025-06-10T09:00:00.000Z';

async function saveYork(engine: WorkerEngine, arrows: number[]) {
  expectOk(await engine.startShoot('practice 30yd'));
  for (const arrow of arrows) expectOk(await engine.scoreArrow(arrow));
  return expectOk(await engine.saveShoot({ date: SHOT_ON }));
}

/** The backup a phone would upload, as the server hands it back (plain JSON). */
async function backupOf(engine: WorkerEngine) {
  return (await readBackupFile(expectOk(await engine.exportBackup()).file)) as unknown as Record<
    string,
    unknown
  >;
}

async function scores(engine: WorkerEngine): Promise<Array<[string, number]>> {
  return expectOk(await engine.history())
    .map((item): [string, number] => [item.gameType, item.score])
    .sort();
}

async function markDistances(engine: WorkerEngine): Promise<number[]> {
  return expectOk(await engine.sightMarks())
    .map((mark) => mark.distance)
    .sort((a, b) => a - b);
}

/** Phone B with a mistaken shoot (9, 9, 9) and a good one (5, 5), and two sight marks; its backup. */
async function phoneBWithBackup() {
  const b = testDevice(TEST_EPOCH).open();
  await saveYork(b, [9, 9, 9]);
  await saveYork(b, [5, 5]);
  expectOk(await b.saveSightMark({ distance: 30, unit: 'm', notches: 2, vertical: 1 }));
  expectOk(await b.saveSightMark({ distance: 50, unit: 'm', notches: 4, vertical: 3 }));
  return { b, older: await backupOf(b) };
}

describe('deleted shoots and sight marks stay deleted', () => {
  it('combining an older backup of another phone does not bring back what phone A deleted', async () => {
    const { b, older } = await phoneBWithBackup();
    const deviceA = testDevice(TEST_EPOCH + DAY);
    const a = deviceA.open();
    expectOk(await a.importData(older));
    const mistaken = expectOk(await a.history()).find((item) => item.score === 27)!;
    expectOk(await a.deleteShoot(mistaken.id));
    const mark30 = expectOk(await a.sightMarks()).find((mark) => mark.distance === 30)!;
    expectOk(await a.deleteSightMark(mark30.id));

    // The conflict check does not count the deleted shoot as one the backup holds and this phone lacks.
    expect(expectOk(await a.compareWithBackup(older))).toEqual({
      localCount: 1,
      localOnly: 0,
      backupOnly: 0,
      deletedThere: 0,
      editedThere: 0,
    });
    const again = expectOk(await a.importData(older));
    expect(again).toMatchObject({ shootsAdded: 0, sightMarksAdded: 0, setAside: [] });
    expect(await scores(a)).toEqual([['practice 30yd', 10]]);
    expect(await markDistances(a)).toEqual([50]);

    // The tombstones are kept with the log: after a reload the older backup still adds nothing.
    const reopened = deviceA.open();
    expectOk(await reopened.importData(older));
    expect(await scores(reopened)).toEqual([['practice 30yd', 10]]);
    expect(await markDistances(reopened)).toEqual([50]);

    // Phone B combining A's backup loses the deleted shoot and mark too: the phones converge.
    const fromA = await backupOf(reopened);
    expect(fromA['tombstones']).toMatchObject({
      shoots: [{ date: SHOT_ON, gameType: 'practice 30yd', score: 27 }],
      sightMarks: [{ distance: 30, unit: 'm', notches: 2, vertical: 1 }],
    });
    expect(expectOk(await b.importData(fromA))).toMatchObject({ shootsRemoved: 1, sightMarksRemoved: 1 });
    expect(await scores(b)).toEqual([['practice 30yd', 10]]);
    expect(await markDistances(b)).toEqual([50]);
    expect(await backupOf(b)).toMatchObject({ tombstones: fromA['tombstones'] });
  });

  it('keeps a deliberate re-entry of the same score, saved after the deletion', async () => {
    const { b, older } = await phoneBWithBackup();
    const a = testDevice(TEST_EPOCH + DAY).open();
    expectOk(await a.importData(older));
    const mistaken = expectOk(await a.history()).find((item) => item.score === 27)!;
    expectOk(await a.deleteShoot(mistaken.id));
    const mark30 = expectOk(await a.sightMarks()).find((mark) => mark.distance === 30)!;
    expectOk(await a.deleteSightMark(mark30.id));
    // Shot again and saved with the same date, round and score: a new entry, after the tombstone.
    await saveYork(a, [9, 9, 9]);
    expectOk(await a.saveSightMark({ distance: 30, unit: 'm', notches: 2, vertical: 1 }));

    expectOk(await a.importData(older));
    expect(await scores(a)).toEqual([
      ['practice 30yd', 10],
      ['practice 30yd', 27],
    ]);
    expect(await markDistances(a)).toEqual([30, 50]);

    // Phone B, which still holds its own older copy, keeps the shoot once (the re-entry's saved time).
    expectOk(await b.importData(await backupOf(a)));
    expect(await scores(b)).toEqual([
      ['practice 30yd', 10],
      ['practice 30yd', 27],
    ]);
    expect(await markDistances(b)).toEqual([30, 50]);
  });

  it('"use this backup instead" does not restore what was deleted here after the backup was made', async () => {
    const { older } = await phoneBWithBackup();
    const a = testDevice(TEST_EPOCH + DAY).open();
    expectOk(await a.importData(older));
    const mistaken = expectOk(await a.history()).find((item) => item.score === 27)!;
    expectOk(await a.deleteShoot(mistaken.id));

    const summary = expectOk(await a.restoreData(older));
    expect(summary).toMatchObject({ shootsAdded: 1, sightMarksAdded: 2 });
    expect(await scores(a)).toEqual([['practice 30yd', 10]]);
    // The tombstone survives the restore, so the next combine honours it too.
    expect(await backupOf(a)).toMatchObject({ tombstones: { shoots: [{ score: 27 }] } });
  });

  it('still imports an old backup or export without tombstones or saved times', async () => {
    const { older } = await phoneBWithBackup();
    const strip = <T extends object>(item: T) => {
      const { savedAt: _savedAt, ...rest } = item as T & { savedAt?: number };
      return rest;
    };
    // Files from before tombstones had no manifest either.
    const { tombstones: _tombstones, manifest: _manifest, ...rest } = older;
    const oldBackup = {
      ...rest,
      history: (older['history'] as object[]).map(strip),
      sightMarks: (older['sightMarks'] as object[]).map(strip),
    };
    const fresh = testDevice(TEST_EPOCH + 2 * DAY).open();
    const summary = expectOk(await fresh.importData(oldBackup));
    expect(summary).toMatchObject({ format: 'backup', shootsAdded: 2, sightMarksAdded: 2, setAside: [] });
    expect(summary.ignoredParts).toEqual([]);

    // On a phone that deleted the shoot, the old file's copy (no saved time) counts as older than the
    // deletion: it stays deleted.
    const mistaken = expectOk(await fresh.history()).find((item) => item.score === 27)!;
    expectOk(await fresh.deleteShoot(mistaken.id));
    expect(expectOk(await fresh.importData(oldBackup))).toMatchObject({ shootsAdded: 0 });
    expect(await scores(fresh)).toEqual([['practice 30yd', 10]]);
  });

  it('carries an edit with the shoot: on combine the newer edit wins, and a new date leaves no copy behind', async () => {
    const { b, older } = await phoneBWithBackup();
    const a = testDevice(TEST_EPOCH + DAY).open();
    expectOk(await a.importData(older));
    const good = expectOk(await a.history()).find((item) => item.score === 10)!;
    expectOk(await a.updateShoot(good.id, { shootStatus: 'Competition' }));
    const mistaken = expectOk(await a.history()).find((item) => item.score === 27)!;
    expectOk(await a.updateShoot(mistaken.id, { date: '2025-06-11T09:00:00.000Z' }));

    // A sight mark moved to other notches is the same mark, not a second one beside the old.
    const mark30 = expectOk(await a.sightMarks()).find((mark) => mark.distance === 30)!;
    expectOk(await a.saveSightMark({ ...mark30, notches: 3 }));

    // Phone B still shows the older status and date; combining A's backup brings A's edits.
    expectOk(await b.importData(await backupOf(a)));
    const onB = expectOk(await b.history());
    expect(onB.map((item) => [item.score, item.shootStatus, item.date]).sort()).toEqual([
      [10, 'Competition', SHOT_ON],
      [27, 'Practice', '2025-06-11T09:00:00.000Z'],
    ]);
    expect(expectOk(await b.sightMarks()).map((mark) => [mark.distance, mark.notches])).toEqual([
      [30, 3],
      [50, 4],
    ]);

    // Combining B's older backup on A again changes nothing: A's edits are newer.
    expect(expectOk(await a.importData(older))).toMatchObject({ shootsAdded: 0 });
    expect(
      expectOk(await a.history())
        .map((item) => [item.score, item.shootStatus, item.date])
        .sort(),
    ).toEqual([
      [10, 'Competition', SHOT_ON],
      [27, 'Practice', '2025-06-11T09:00:00.000Z'],
    ]);
  });

  it('refuses a file whose deleted items are not lists, and changes nothing', async () => {
    const { older } = await phoneBWithBackup();
    const fresh = testDevice(TEST_EPOCH + DAY).open();
    const refused = await fresh.importData({ ...older, tombstones: { shoots: 'all of them' } });
    expect(refused).toMatchObject({ ok: false, error: { reason: 'invalid-import' } });
    expect(await scores(fresh)).toEqual([]);
  });
});
