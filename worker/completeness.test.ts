import { describe, expect, it } from 'vitest';
import { engineSnapshot } from '../test/fixtures/engineSnapshot.js';
import { backupOf, expectOk, readBackupFile, testDevice } from '../test/fixtures/testDevice.js';
import type { WorkerEngine } from './engine.js';

/**
 * Completeness you can check (docs/completeness.md): every backup and export carries a manifest, and
 * import, restore and "Check a backup file" hold a file to it.
 */

async function archerWithShoots(count: number): Promise<WorkerEngine> {
  const engine = testDevice().open();
  expectOk(await engine.updateProfile({ name: 'Robin' }));
  for (let shoot = 0; shoot < count; shoot++) {
    expectOk(await engine.startShoot('practice 20yd'));
    for (const arrow of [9, 7, [1, 3, 5][shoot % 3]!]) expectOk(await engine.scoreArrow(arrow));
    expectOk(await engine.saveShoot({ date: `2026-04-${String(shoot + 1).padStart(2, '0')}` }));
  }
  expectOk(await engine.addNote({ text: 'Windy' }));
  expectOk(await engine.saveSightMark({ distance: 20, unit: 'yd', notches: 11 }));
  return engine;
}

async function freshPhone(): Promise<{ engine: WorkerEngine; reopen: () => WorkerEngine }> {
  const device = testDevice();
  const engine = device.open();
  await engine.whenReady();
  return { engine, reopen: () => device.open() };
}

describe('a backup holds its manifest', () => {
  it('lists what the file holds, first, in the export and in the upload', async () => {
    const engine = await archerWithShoots(3);
    const text = await expectOk(await engine.exportBackup()).file.text();
    expect(text.startsWith('{"manifest":{"version":1,"shoots":3,"arrows":9,"notes":1,"sightMarks":1,')).toBe(
      true,
    );
    const upload = expectOk(await engine.backupForUpload());
    // The same counts; each file's own time stamp makes its checksum its own.
    const { sha256: uploadSum, ...uploadCounts } = (await readBackupFile(upload.data)).manifest!;
    const { sha256: exportSum, ...exportCounts } = (await backupOf(engine)).manifest!;
    expect(uploadCounts).toEqual(exportCounts);
    expect(uploadSum).not.toBe(exportSum);
    expect(upload.logPosition).toBeGreaterThan(0);
  });

  it('is checked on import: a whole file is complete, and imports', async () => {
    const text = await expectOk(await (await archerWithShoots(3)).exportBackup()).file.text();
    const { engine } = await freshPhone();
    const summary = expectOk(await engine.importData(text));
    expect(summary).toMatchObject({ shootsAdded: 3, fileCheck: { verdict: 'complete' } });
  });
});

describe('a file that does not match its manifest is refused, saying what is missing', () => {
  it('refuses a file cut by one shoot, with the counts, changing nothing', async () => {
    const payload = await backupOf(await archerWithShoots(3));
    const { engine, reopen } = await freshPhone();
    expectOk(await engine.updateProfile({ name: 'Kim' }));
    const before = await engineSnapshot(engine);
    const cut = JSON.stringify({ ...payload, history: payload.history.slice(1) });
    expect(await engine.importData(cut)).toEqual({
      ok: false,
      error: {
        reason: 'incomplete-file',
        message: 'This file is incomplete: 3 shoots listed, 2 in it; 9 arrows listed, 6 in it.',
      },
    });
    expect(await engine.restoreData(cut)).toMatchObject({ ok: false, error: { reason: 'incomplete-file' } });
    expect(await engineSnapshot(engine)).toEqual(before);
    expect(await engineSnapshot(reopen())).toEqual(before);
  });

  it('refuses a file cut by one byte, with the counts that survived', async () => {
    const text = await expectOk(await (await archerWithShoots(2)).exportBackup()).file.text();
    const { engine } = await freshPhone();
    const refused = await engine.importData(text.slice(0, -1));
    expect(refused).toMatchObject({ ok: false, error: { reason: 'incomplete-file' } });
    if (!refused.ok) {
      expect(refused.error.message).toBe(
        'This file is incomplete: it ends part-way through. It holds 2 shoots, 6 arrows, 1 note, 1 sight mark and ' +
          '0 deletions before the cut, but the end of the file is missing.',
      );
    }
    expect(expectOk(await engine.history())).toEqual([]);
  });

  it('refuses a file edited by hand under the same counts', async () => {
    const payload = await backupOf(await archerWithShoots(2));
    const edited = {
      ...payload,
      history: payload.history.map((item) => ({ ...item, score: item.score + 1 })),
    };
    const { engine } = await freshPhone();
    const refused = await engine.restoreData(edited);
    expect(refused).toMatchObject({ ok: false, error: { reason: 'incomplete-file' } });
    if (!refused.ok) expect(refused.error.message).toMatch(/^This file has been changed since it was made/);
  });

  it('still imports a file without a manifest, saying it could not be checked', async () => {
    const { manifest: _manifest, ...older } = await backupOf(await archerWithShoots(2));
    const { engine } = await freshPhone();
    const summary = expectOk(await engine.restoreData(older));
    expect(summary).toMatchObject({ shootsAdded: 2, fileCheck: { verdict: 'unchecked', listed: null } });
  });
});

describe('checking a backup file without importing it', () => {
  it('says whether it is complete, what it lists and what it holds, and changes nothing', async () => {
    const text = await expectOk(await (await archerWithShoots(3)).exportBackup()).file.text();
    const { engine, reopen } = await freshPhone();
    const before = await engineSnapshot(engine);
    expect(expectOk(await engine.checkBackupFile(text))).toEqual({
      verdict: 'complete',
      listed: { shoots: 3, arrows: 9, notes: 1, sightMarks: 1, deletions: 0 },
      found: { shoots: 3, arrows: 9, notes: 1, sightMarks: 1, deletions: 0 },
      message:
        'This file is complete: 3 shoots, 9 arrows, 1 note, 1 sight mark and 0 deletions, as its manifest lists.',
    });
    const cut = expectOk(await engine.checkBackupFile(text.slice(0, text.indexOf('"notes":['))));
    expect(cut).toMatchObject({ verdict: 'incomplete', found: { shoots: 3, notes: 0, sightMarks: 0 } });
    expect(cut.message).toBe(
      'This file is incomplete: it ends part-way through. 1 note listed, none in it; 1 sight mark listed, none in it.',
    );
    expect(await engineSnapshot(engine)).toEqual(before);
    expect(await engineSnapshot(reopen())).toEqual(before);
  });

  it('refuses only what is no backup at all', async () => {
    const { engine } = await freshPhone();
    expect(await engine.checkBackupFile('history,notes\n1,2')).toMatchObject({
      ok: false,
      error: { reason: 'invalid-import' },
    });
    expect(await engine.checkBackupFile([1, 2])).toMatchObject({
      ok: false,
      error: { reason: 'invalid-import' },
    });
  });
});

describe("the phone's counts", () => {
  it('are what a backup made now lists, deletions and a reopened phone included', async () => {
    const device = testDevice();
    const engine = device.open();
    expectOk(await engine.startShoot('practice 20yd'));
    for (const arrow of [9, 7, 5, 3]) expectOk(await engine.scoreArrow(arrow));
    expectOk(await engine.saveShoot({ date: '2026-04-01' }));
    expectOk(await engine.startShoot('practice 20yd'));
    expectOk(await engine.scoreArrow(9));
    expectOk(await engine.saveShoot({ date: '2026-04-02' }));
    expectOk(await engine.addNote({ text: 'Windy' }));
    expectOk(await engine.saveSightMark({ distance: 20, unit: 'yd', notches: 11 }));
    const mark = expectOk(await engine.saveSightMark({ distance: 30, unit: 'yd', notches: 9 }));
    const second = expectOk(await engine.history()).find((item) => item.score === 9)!;
    expectOk(await engine.deleteShoot(second.id));
    expectOk(await engine.deleteSightMark(mark.id));

    const counts = expectOk(await engine.phoneCounts());
    expect(counts).toEqual({ shoots: 1, arrows: 4, notes: 1, sightMarks: 1, deletions: 2 });
    const { version: _version, sha256: _sha, ...listed } = expectOk(await engine.exportBackup()).manifest;
    expect(listed).toEqual(counts);
    expect(expectOk(await device.open().phoneCounts())).toEqual(counts);
  });
});
