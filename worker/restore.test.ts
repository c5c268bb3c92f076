import { describe, expect, it } from 'vitest';
import { engineSnapshot } from '../test/fixtures/engineSnapshot.js';
import { expectOk, testDevice, backupOf } from '../test/fixtures/testDevice.js';
import type { WorkerEngine } from './engine.js';

/** "Use this backup instead": a backup replaces this device's data in one write, all or nothing. */

async function shoot(engine: WorkerEngine, round: string, arrows: number[]) {
  expectOk(await engine.startShoot(round));
  for (const arrow of arrows) expectOk(await engine.scoreArrow(arrow));
  return expectOk(await engine.saveShoot());
}

describe('restoring a backup in place of this device’s data', () => {
  it('replaces the saved shoots, their notes, the sight marks and the profile, and keeps the round being scored', async () => {
    const source = testDevice();
    const cloud = source.open();
    expectOk(
      await cloud.updateProfile({ name: 'Robin', bowType: 'longbow', gender: 'male', ageGroup: '50+' }),
    );
    const kept = await shoot(cloud, 'practice 30yd', [9, 7, 5]);
    expectOk(await cloud.addNote({ text: 'From the cloud', shootId: kept.id }));
    expectOk(await cloud.saveSightMark({ distance: 60, unit: 'yd', notches: 3, vertical: 4 }));
    const backup = await backupOf(cloud);

    const device = testDevice();
    const phone = device.open();
    expectOk(await phone.updateProfile({ name: 'Old name', bowType: 'recurve' }));
    const gone = await shoot(phone, 'practice 20yd', [1, 1]);
    expectOk(await phone.addNote({ text: 'Goes with its shoot', shootId: gone.id }));
    expectOk(await phone.saveSightMark({ distance: 18, unit: 'm', notches: 1, vertical: 2 }));
    expectOk(await phone.startShoot('bray i'));
    expectOk(await phone.scoreArrow(10));
    expectOk(await phone.addNote({ text: 'Pending on the round in progress' }));

    const summary = expectOk(await phone.restoreData(backup));
    expect(summary).toMatchObject({ shootsAdded: 1, sightMarksAdded: 1, notesAdded: 1 });
    const history = expectOk(await phone.history());
    expect(history.map((h) => [h.gameType, h.score])).toEqual([['practice 30yd', 21]]);
    expect(expectOk(await phone.historyItem(history[0]!.id)).notes.map((n) => n.text)).toEqual([
      'From the cloud',
    ]);
    expect(expectOk(await phone.sightMarks()).map((m) => m.distance)).toEqual([60]);
    expect(expectOk(await phone.profile())).toMatchObject({
      name: 'Robin',
      bowType: 'longbow',
      ageGroup: '50+',
    });
    const current = expectOk(await phone.currentShoot());
    expect(current).toMatchObject({ roundName: 'bray i', arrows: [10] });
    expect(current.pendingNotes.map((n) => n.text)).toEqual(['Pending on the round in progress']);
    expect(
      expectOk(await phone.notes())
        .notes.map((n) => n.text)
        .sort(),
    ).toEqual(['From the cloud', 'Pending on the round in progress']);

    // A reload replays the restore to the same state.
    expect(await engineSnapshot(device.open())).toEqual(await engineSnapshot(phone));
  });

  it('refuses a backup that holds nothing, and a broken one, changing nothing', async () => {
    const device = testDevice();
    const phone = device.open();
    await shoot(phone, 'practice 20yd', [9]);
    const before = await engineSnapshot(phone);
    expect(await phone.restoreData({ history: [], user: {} })).toMatchObject({
      ok: false,
      error: { reason: 'invalid-import' },
    });
    expect(await phone.restoreData('{ not json')).toMatchObject({
      ok: false,
      error: { reason: 'invalid-import' },
    });
    expect(await engineSnapshot(phone)).toEqual(before);
  });
});
