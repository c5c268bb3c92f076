import { describe, expect, it } from 'vitest';
import { expectOk, readBackupFile, testDevice } from '../test/fixtures/testDevice.js';

/**
 * The owed-backup rule against a real IndexedDB implementation: what is owed is counted from the log
 * past the position the server last acknowledged, and both survive closing the app (a new engine on the
 * same storage, the old one abandoned as a killed tab leaves it).
 */
/** Whom backups go to: this device's recovery code, or (after sign-in) the account. */
const DEVICE = 'code:ABCD-EFGH-JKMN-PQRS-TUVW';
const ACCOUNT = 'account:archer@example.org';

describe('owed backups', () => {
  it('owes a backup for a shoot saved and not yet acknowledged, across closing the app', async () => {
    const device = testDevice();
    const engine = device.open();
    expect(expectOk(await engine.backupOwed(DEVICE))).toEqual({ changesNotBackedUp: 0, lastBackupAt: null });
    expectOk(await engine.startShoot('practice 20yd'));
    expectOk(await engine.scoreArrow(9));
    // Arrows of a shoot not yet saved are not in a backup, so they owe nothing.
    expect(expectOk(await engine.backupOwed(DEVICE)).changesNotBackedUp).toBe(0);
    expectOk(await engine.saveShoot({ shootStatus: 'Practice' }));
    expect(expectOk(await engine.backupOwed(DEVICE)).changesNotBackedUp).toBe(1);

    // Closed before any upload: the next start still owes it.
    const reopened = device.open();
    expect(expectOk(await reopened.backupOwed(DEVICE))).toEqual({
      changesNotBackedUp: 1,
      lastBackupAt: null,
    });
  });

  it('is settled only by the acknowledgement of a backup that holds the change, and stays settled', async () => {
    const device = testDevice();
    const engine = device.open();
    expectOk(await engine.startShoot('practice 20yd'));
    expectOk(await engine.scoreArrow(7));
    expectOk(await engine.saveShoot({ shootStatus: 'Practice' }));
    const upload = expectOk(await engine.backupForUpload());
    expect((await readBackupFile(upload.data)).history).toHaveLength(1);

    // A change made while that backup is in flight is owed again afterwards.
    const mark = expectOk(await engine.saveSightMark({ distance: 30, unit: 'm', notches: 4, vertical: 5.5 }));
    expect(mark.distance).toBe(30);
    const after = expectOk(await engine.backupStored(upload.logPosition, '2026-11-26T06:05:00.000Z', DEVICE));
    expect(after).toEqual({ changesNotBackedUp: 1, lastBackupAt: '2026-11-26T06:05:00.000Z' });
    expect(expectOk(await engine.profile()).lastBackupDate).toBe('2026-11-26T06:05:00.000Z');

    // Stamping the date is not itself a change that owes a backup; the sight mark still is, after a restart.
    let reopened = device.open();
    expect(expectOk(await reopened.backupOwed(DEVICE))).toEqual(after);

    const second = expectOk(await reopened.backupForUpload());
    expectOk(await reopened.backupStored(second.logPosition, '2026-11-26T06:10:00.000Z', DEVICE));
    reopened = device.open();
    expect(expectOk(await reopened.backupOwed(DEVICE))).toEqual({
      changesNotBackedUp: 0,
      lastBackupAt: '2026-11-26T06:10:00.000Z',
    });
  });

  it('never moves the mark back for the late answer to an older upload', async () => {
    const device = testDevice();
    const engine = device.open();
    expectOk(await engine.startShoot('practice 20yd'));
    expectOk(await engine.scoreArrow(7));
    expectOk(await engine.saveShoot({ shootStatus: 'Practice' }));
    const older = expectOk(await engine.backupForUpload());
    expectOk(await engine.deleteShoot(expectOk(await engine.history())[0]!.id));
    const newer = expectOk(await engine.backupForUpload());
    expectOk(await engine.backupStored(newer.logPosition, '2026-11-26T06:10:00.000Z', DEVICE));
    const late = expectOk(await engine.backupStored(older.logPosition, '2026-11-26T06:05:00.000Z', DEVICE));
    expect(late).toEqual({ changesNotBackedUp: 0, lastBackupAt: '2026-11-26T06:10:00.000Z' });
    expect(expectOk(await device.open().backupOwed(DEVICE)).changesNotBackedUp).toBe(0);
  });

  it('owes everything to an account signed in to, until a backup under it is acknowledged', async () => {
    const device = testDevice();
    const engine = device.open();
    expectOk(await engine.startShoot('practice 20yd'));
    expectOk(await engine.scoreArrow(7));
    expectOk(await engine.saveShoot({ shootStatus: 'Practice' }));
    expectOk(await engine.saveSightMark({ distance: 30, unit: 'm', notches: 4, vertical: 5.5 }));
    const upload = expectOk(await engine.backupForUpload());
    expectOk(await engine.backupStored(upload.logPosition, '2026-11-26T06:05:00.000Z', DEVICE));
    expect(expectOk(await engine.backupOwed(DEVICE)).changesNotBackedUp).toBe(0);
    // Signed in: the device's backups settle nothing under the account (the first one was cut off).
    const reopened = device.open();
    expect(expectOk(await reopened.backupOwed(ACCOUNT)).changesNotBackedUp).toBe(2);
    const first = expectOk(await reopened.backupForUpload());
    expectOk(await reopened.backupStored(first.logPosition, '2026-11-26T06:10:00.000Z', ACCOUNT));
    expect(expectOk(await device.open().backupOwed(ACCOUNT)).changesNotBackedUp).toBe(0);
  });
});
