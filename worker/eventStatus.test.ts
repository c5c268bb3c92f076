import { describe, expect, it } from 'vitest';
import { expectOk, testDevice, backupOf } from '../test/fixtures/testDevice.js';
import { withManifest } from '../shared/backups/manifest.js';
import type { WorkerEngine } from './engine.js';

/**
 * A shoot's standing for the official record (event status, witnessed, signed, left out of the
 * handicap) through the engine's contract, on a real (fake-indexeddb) IndexedDB: saved, edited, replayed,
 * backed up and read from files of older apps.
 */

async function archer(device = testDevice()): Promise<WorkerEngine> {
  const engine = device.open();
  await engine.whenReady();
  expectOk(await engine.updateProfile({ gender: 'male', ageGroup: 'adult', bowType: 'recurve' }));
  return engine;
}

async function scorePortsmouth(engine: WorkerEngine): Promise<void> {
  expectOk(await engine.startShoot('portsmouth'));
  for (let n = 0; n < 60; n++) expectOk(await engine.scoreArrow(9));
}

describe('event status on a saved shoot', () => {
  it('saves the status and flags, keeps the old status in agreement, and replays them', async () => {
    const device = testDevice();
    const engine = await archer(device);
    await scorePortsmouth(engine);
    const saved = expectOk(
      await engine.saveShoot({ eventStatus: 'open', witnessed: true, signed: true, date: '2026-01-10' }),
    );
    expect(saved).toMatchObject({
      eventStatus: 'open',
      shootStatus: 'Competition',
      witnessed: true,
      signed: true,
    });
    expect(saved.leaveOutOfHandicap).toBeUndefined();
    const again = device.open();
    await again.whenReady();
    expect(expectOk(await again.historyItem(saved.id))).toMatchObject({
      eventStatus: 'open',
      shootStatus: 'Competition',
      witnessed: true,
      signed: true,
    });
  });

  it('defaults the next save to the status chosen at the last save of the round, never a later edit or a flag', async () => {
    const engine = await archer();
    await scorePortsmouth(engine);
    const first = expectOk(
      await engine.saveShoot({
        eventStatus: 'club_competition',
        witnessed: true,
        signed: true,
        date: '2026-01-10',
      }),
    );
    await scorePortsmouth(engine);
    expectOk(await engine.saveShoot({ eventStatus: 'club_target_day', date: '2026-01-17' }));
    // Editing the older shoot to record status afterwards does not make record status the default.
    expectOk(await engine.updateShoot(first.id, { eventStatus: 'ukrs' }));
    expect(expectOk(await engine.defaultStanding('portsmouth'))).toEqual({
      eventStatus: 'club_target_day',
      witnessed: false,
      signed: false,
      leaveOutOfHandicap: false,
    });
    // A practice round is always Practice.
    expect(expectOk(await engine.defaultStanding('practice 20yd'))).toMatchObject({
      eventStatus: 'practice',
    });
    expect(expectOk(await engine.defaultStanding('bray i'))).toMatchObject({ eventStatus: 'practice' });
  });

  it('refuses a status that makes no sense, or one the old status contradicts, and saves nothing', async () => {
    const engine = await archer();
    await scorePortsmouth(engine);
    const bad = await engine.saveShoot({ eventStatus: 'county' as never });
    expect(bad).toMatchObject({ ok: false, error: { reason: 'invalid-shoot-details' } });
    if (!bad.ok) expect(bad.error.message).toContain('"county" is not an event status');
    const clash = await engine.saveShoot({ eventStatus: 'practice', shootStatus: 'RecordStatus' });
    expect(clash).toMatchObject({ ok: false, error: { reason: 'invalid-shoot-details' } });
    const flag = await engine.saveShoot({ witnessed: 'yes' as never });
    expect(flag).toMatchObject({ ok: false, error: { reason: 'invalid-shoot-details' } });
    expect(expectOk(await engine.history())).toEqual([]);
  });

  it('edits the standing later, and an old-style status edit that disagrees takes over', async () => {
    const device = testDevice();
    const engine = await archer(device);
    await scorePortsmouth(engine);
    const saved = expectOk(await engine.saveShoot({ eventStatus: 'club_target_day' }));
    expectOk(
      await engine.updateShoot(saved.id, { eventStatus: 'ukrs', witnessed: true, leaveOutOfHandicap: true }),
    );
    expect(expectOk(await engine.historyItem(saved.id))).toMatchObject({
      eventStatus: 'ukrs',
      shootStatus: 'RecordStatus',
      witnessed: true,
      leaveOutOfHandicap: true,
    });
    expect(await engine.updateShoot(saved.id, { eventStatus: 'regional' as never })).toMatchObject({
      ok: false,
      error: { reason: 'invalid-shoot-change' },
    });
    expectOk(await engine.updateShoot(saved.id, { shootStatus: 'Practice' }));
    const reopened = device.open();
    await reopened.whenReady();
    const item = expectOk(await reopened.historyItem(saved.id));
    expect(item).toMatchObject({ shootStatus: 'Practice', witnessed: true, leaveOutOfHandicap: true });
    expect(item.eventStatus).toBeUndefined();
  });
});

describe('event status in files', () => {
  it('travels through a backup to another phone', async () => {
    const engine = await archer();
    await scorePortsmouth(engine);
    expectOk(await engine.saveShoot({ eventStatus: 'wrs', witnessed: true, date: '2026-02-01' }));
    const backup = await backupOf(engine);
    expect(backup.history[0]).toMatchObject({
      eventStatus: 'wrs',
      shootStatus: 'RecordStatus',
      witnessed: true,
    });
    const other = await archer();
    expectOk(await other.importData(JSON.stringify(backup)));
    expect(expectOk(await other.history())[0]).toMatchObject({ eventStatus: 'wrs', witnessed: true });
  });

  it('reads an older file by its old status, and sets aside by name a shoot with an unknown status', async () => {
    const engine = await archer();
    const file = {
      history: [
        { date: '2025-05-01', gameType: 'york', score: 600, shootStatus: 'Competition' },
        { date: '2025-05-02', gameType: 'york', score: 610, shootStatus: 'RecordStatus' },
        { date: '2025-05-03', gameType: 'york', score: 620 },
        { date: '2025-05-04', gameType: 'york', score: 630, eventStatus: 'county_champs' },
      ],
    };
    const summary = expectOk(await engine.importData(JSON.stringify(file)));
    expect(summary.shootsAdded).toBe(3);
    expect(summary.setAside).toEqual([
      'Failed to add history item from 2025-05-04: The shoot of 2025-05-04 (york): "county_champs" is not an event status (one of practice, club_target_day, club_competition, open, ukrs, wrs)',
    ]);
    const history = expectOk(await engine.history());
    expect(history.map((h) => [h.date.slice(0, 10), h.shootStatus, h.eventStatus])).toEqual([
      ['2025-05-03', undefined, undefined],
      ['2025-05-02', 'RecordStatus', undefined],
      ['2025-05-01', 'Competition', undefined],
    ]);
  });

  it('takes the standing of the later copy when the same shoot comes back from another phone', async () => {
    const engine = await archer();
    await scorePortsmouth(engine);
    const saved = expectOk(await engine.saveShoot({ eventStatus: 'practice', date: '2026-03-01' }));
    const backup = await backupOf(engine);
    const later = backup.history.map((item) => ({
      ...item,
      eventStatus: 'club_competition',
      shootStatus: 'Competition',
      witnessed: true,
      savedAt: (item.savedAt ?? 0) + 60_000,
    }));
    // Written by the other phone, so with a manifest of its own.
    expectOk(await engine.importData(JSON.stringify(await withManifest({ ...backup, history: later }))));
    expect(expectOk(await engine.historyItem(saved.id))).toMatchObject({
      eventStatus: 'club_competition',
      shootStatus: 'Competition',
      witnessed: true,
    });
  });
});

describe('year of birth', () => {
  it('is kept when plausible and refused in words when not, changing nothing', async () => {
    const engine = await archer();
    expectOk(await engine.updateProfile({ yearOfBirth: 2009 }));
    const bad = await engine.updateProfile({ yearOfBirth: 1066 });
    expect(bad).toMatchObject({ ok: false, error: { reason: 'invalid-profile' } });
    if (!bad.ok)
      expect(bad.error.message).toMatch(/^A year of birth is a year from \d{4} to \d{4}, like 1990$/);
    expect(expectOk(await engine.profile()).yearOfBirth).toBe(2009);
  });
});
