import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../shared/events/eventTypes.js';
import { backupOf, expectOk, testDevice } from '../test/fixtures/testDevice.js';
import { openEventStore } from './eventStore.js';

/** Sight marks, the profile and achievements through the engine's contract, on a real (fake-indexeddb) IndexedDB. */

describe('sight marks, profile and achievements', () => {
  it('keeps sight marks priority first then nearest first, refusing incomplete ones', async () => {
    const engine = testDevice().open();
    const far = expectOk(await engine.saveSightMark({ distance: 50, unit: 'm', notches: 30 }));
    const yards = expectOk(await engine.saveSightMark({ distance: 50, unit: 'yd', notches: 28 }));
    const priority = expectOk(
      await engine.saveSightMark({ distance: 90, unit: 'm', notches: 50, priority: true }),
    );
    expect(expectOk(await engine.sightMarks()).map((m) => m.id)).toEqual([priority.id, yards.id, far.id]);
    expect(await engine.saveSightMark({ distance: 30, unit: 'km', notches: 1 } as never)).toMatchObject({
      ok: false,
      error: { reason: 'invalid-sight-mark' },
    });
    expectOk(await engine.saveSightMark({ ...far, notches: 31, label: 'new string' }));
    expect(expectOk(await engine.sightMarks()).find((m) => m.id === far.id)).toMatchObject({ notches: 31 });
    expectOk(await engine.deleteSightMark(yards.id));
    expect(await engine.deleteSightMark(yards.id)).toMatchObject({
      ok: false,
      error: { reason: 'no-such-sight-mark' },
    });
    expect(expectOk(await engine.sightMarks())).toHaveLength(2);
  });

  it('estimates a mark between two recorded ones, shaped for the bow on the profile', async () => {
    const engine = testDevice().open();
    expectOk(await engine.saveSightMark({ distance: 30, unit: 'm', notches: 2, vertical: 5.6 }));
    expectOk(await engine.saveSightMark({ distance: 70, unit: 'm', notches: 2, vertical: 2.4 }));
    const asked = { distance: 50, unit: 'm' as const, notches: null };
    const recurve = expectOk(await engine.estimateSightMark(asked));
    expect(recurve).toMatchObject({ bowClass: 'recurve', notches: 2, usableMarks: 2 });
    expect(recurve.estimate).toMatchObject({ kind: 'interpolated' });
    expectOk(await engine.updateProfile({ bowType: 'Compound' }));
    const compound = expectOk(await engine.estimateSightMark(asked));
    expect(compound.bowClass).toBe('compound');
    // A different bow bends the curve differently between the same two marks.
    expect(compound.estimate).not.toEqual(recurve.estimate);
    expect(expectOk(await engine.estimateSightMark({ ...asked, distance: 30 })).estimate).toEqual({
      kind: 'recorded',
      estimate: 5.6,
      u95: 0,
    });
  });

  it('starts from the documented defaults, migrates maxYards and ignores unknown fields', async () => {
    const engine = testDevice().open();
    expect(expectOk(await engine.profile())).toMatchObject({
      experimentalTargetFace: false,
      knockColor: '#FF69B4',
      outdoorSeasonStartDate: '2025-04-01',
      indoorSeasonStartDate: '2025-10-01',
    });
    const updated = expectOk(await engine.updateProfile({ maxYards: 80, isAdmin: true } as never));
    expect(updated.searchPreferences).toEqual({ maxDistance: 80 });
    expect(updated).not.toHaveProperty('maxYards');
    expect(updated).not.toHaveProperty('isAdmin');
    expect(await engine.updateProfile({ nonsense: 1 } as never)).toMatchObject({
      ok: false,
      error: { reason: 'invalid-profile' },
    });
  });

  it('keeps no "constructive criticism" an older version stored, in its log or in a file, nor backs it up', async () => {
    const device = testDevice();
    // The log as an older version left it: the archer had turned the preference off.
    const store = await openEventStore(device.indexedDB);
    const written = {
      type: 'profile-updated',
      version: 1,
      id: 'older-profile',
      timestamp: Date.UTC(2025, 0, 5),
      payload: { changes: { name: 'Robin', constructiveCriticism: false } },
    };
    await store.transact(0, () => ({
      store: { events: [written as EngineEvent], replacedSeqs: [] },
      result: null,
    }));
    store.close();
    const engine = device.open();
    expect(await engine.whenReady()).toMatchObject({ setAsideEvents: 0 });
    const profile = expectOk(await engine.profile());
    expect(profile.name).toBe('Robin');
    expect(profile).not.toHaveProperty('constructiveCriticism');
    expect((await backupOf(engine)).user).not.toHaveProperty('constructiveCriticism');

    // A file an older version wrote, imported and restored.
    const oldFile = {
      history: [],
      notes: [],
      user: { clubName: 'Anytown Archers', constructiveCriticism: true },
    };
    const other = testDevice().open();
    expectOk(await other.importData(oldFile));
    expect(expectOk(await other.profile())).toMatchObject({ clubName: 'Anytown Archers' });
    expect(expectOk(await other.profile())).not.toHaveProperty('constructiveCriticism');
    expect(await other.updateProfile({ constructiveCriticism: true } as never)).toMatchObject({
      ok: false,
      error: { reason: 'invalid-profile' },
    });
  });

  it('keeps the membership number and club, refuses a number that is not digits, and a backup carries both', async () => {
    const device = testDevice();
    const engine = device.open();
    expect(await engine.updateProfile({ agbMembershipNumber: 'GB-2012345' })).toEqual({
      ok: false,
      error: {
        reason: 'invalid-profile',
        message: 'An Archery GB membership number is digits only (up to 12), like 1234567',
      },
    });
    const updated = expectOk(
      await engine.updateProfile({ agbMembershipNumber: '2012345', clubName: 'Anytown Archers' }),
    );
    expect([updated.agbMembershipNumber, updated.clubName]).toEqual(['2012345', 'Anytown Archers']);

    const other = testDevice().open();
    expectOk(await other.importData(await backupOf(engine)));
    expect(expectOk(await other.profile())).toMatchObject({
      agbMembershipNumber: '2012345',
      clubName: 'Anytown Archers',
    });
  });

  it('marks achievements read one by one or all at once', async () => {
    const engine = testDevice().open();
    expect(expectOk(await engine.markAchievementsRead(['252-60yd']))).toEqual({
      celebrated: ['252-60yd'],
      allReadAt: null,
      unread: [],
    });
    // docs/product.md section 8: an id no rule decides.
    expect(await engine.markAchievementsRead(['252-bronze'])).toEqual({
      ok: false,
      error: { reason: 'invalid-achievements', message: 'Achievement definition not found for: 252-bronze' },
    });
    const all = expectOk(await engine.markAchievementsRead('all'));
    expect(all.allReadAt).toBeTypeOf('number');
    expect(await engine.markAchievementsRead([3] as never)).toMatchObject({ ok: false });
  });
});
