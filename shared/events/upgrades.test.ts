import { describe, expect, it } from 'vitest';
import { makeEvent } from './makeEvent.js';
import { EVENT_VERSIONS, readStoredEvent, type UpgradeRegistry } from './upgrades.js';

const source = { now: () => 1_750_000_000_000, newId: () => 'e-1' };

/**
 * A registry as a later app would ship it: shoot-saved at version 5, where version 1 had no location,
 * version 2 no shoot duration (nor the plotted positions this app's version 2 has), version 3 no
 * completeness and version 4 no standing. Used to check the upgrade chain, not shipped.
 */
const later: UpgradeRegistry = {
  ...EVENT_VERSIONS,
  'shoot-saved': {
    current: 5,
    upgrades: {
      1: (payload) => ({ ...payload, location: null }),
      2: (payload) => ({ ...payload, shootDuration: 0, positions: null }),
      3: (payload) => ({ ...payload, complete: null }),
      4: (payload) => ({
        ...payload,
        eventStatus: null,
        witnessed: false,
        signed: false,
        leaveOutOfHandicap: false,
      }),
    },
  },
};

const savedV1 = {
  type: 'shoot-saved',
  version: 1,
  id: 'old-1',
  timestamp: 1_600_000_000_000,
  payload: {
    historyId: 4,
    date: '2020-09-13',
    gameType: 'national',
    score: 16,
    scores: [9, 7, 'M'],
    shootStatus: 'Practice',
    userProfile: {},
  },
};

/** What the version 4 upgrade gives a shoot saved before the official record. */
const noStanding = { eventStatus: null, witnessed: false, signed: false, leaveOutOfHandicap: false };

describe('reading stored events', () => {
  it('reads an event of the current version as written', () => {
    const event = makeEvent('arrow-scored', { value: 'X', position: { x: 3.5, y: -12 } }, source);
    expect(readStoredEvent(JSON.parse(JSON.stringify(event)))).toEqual({ ok: true, value: event });
  });

  it('brings an old version up to date through each upgrade in turn', () => {
    const read = readStoredEvent(savedV1, later);
    expect(read).toEqual({
      ok: true,
      value: {
        ...savedV1,
        version: 5,
        payload: {
          ...savedV1.payload,
          location: null,
          shootDuration: 0,
          positions: null,
          complete: null,
          ...noStanding,
        },
      },
    });
  });

  it('reads a version 1 discard as keeping its notes pending, as it did when it was written', () => {
    const discardedV1 = {
      type: 'shoot-discarded',
      version: 1,
      id: 'd-1',
      timestamp: 1,
      payload: { roundName: 'york' },
    };
    expect(readStoredEvent(discardedV1)).toEqual({
      ok: true,
      value: { ...discardedV1, version: 2, payload: { roundName: 'york', discardedNoteIds: [] } },
    });
  });

  it('reads a version 1 import or restore as bringing no tombstones and removing nothing', () => {
    const payload = { source: 'backup', items: [], notes: [], sightMarks: [], profile: {} };
    for (const type of ['history-imported', 'data-restored']) {
      const v1 = { type, version: 1, id: 'i-1', timestamp: 1, payload };
      expect(readStoredEvent(v1)).toEqual({
        ok: true,
        value: {
          ...v1,
          // An import is at version 3 (more sources), a restore at 2: the same payload either way.
          version: type === 'history-imported' ? 3 : 2,
          payload: {
            ...payload,
            tombstones: { shoots: [], sightMarks: [] },
            removedShootIds: [],
            removedSightMarkIds: [],
            resaved: { shoots: [], sightMarks: [] },
          },
        },
      });
    }
  });

  it("reads a competition's results or a target card as an import's source, never a restore's", () => {
    const payload = {
      source: 'target-card',
      items: [],
      notes: [],
      sightMarks: [],
      profile: {},
      tombstones: { shoots: [], sightMarks: [] },
      removedShootIds: [],
      removedSightMarkIds: [],
      resaved: { shoots: [], sightMarks: [] },
    };
    const envelope = { id: 'i-3', timestamp: 1 };
    expect(readStoredEvent({ ...envelope, type: 'history-imported', version: 3, payload }).ok).toBe(true);
    const results = { ...payload, source: 'competition-results' };
    expect(readStoredEvent({ ...envelope, type: 'history-imported', version: 3, payload: results }).ok).toBe(
      true,
    );
    expect(readStoredEvent({ ...envelope, type: 'data-restored', version: 2, payload }).ok).toBe(false);
  });

  it('reads a version 1 unlock as news, as it was announced when recorded', () => {
    const unlock = { id: 'golden-end-20yd', achievingShootId: 3, achievedDate: '2025-06-14', unlockedAt: 9 };
    const v1 = { type: 'achievements-unlocked', version: 1, id: 'u-1', timestamp: 9 };
    expect(readStoredEvent({ ...v1, payload: { achievements: [unlock] } })).toEqual({
      ok: true,
      value: { ...v1, version: 2, payload: { achievements: [{ ...unlock, arrival: 'added' }] } },
    });
    const unsaid = { type: 'achievements-unlocked', version: 2, id: 'u-2', timestamp: 9 };
    expect(readStoredEvent({ ...unsaid, payload: { achievements: [unlock] } }).ok).toBe(false);
  });

  it('sets aside an import whose tombstones cannot be read back whole', () => {
    const payload = {
      source: 'backup',
      items: [],
      notes: [],
      sightMarks: [],
      profile: {},
      tombstones: { shoots: [{ date: '2025-01-01', score: 5, deletedAt: 1 }], sightMarks: [] },
      removedShootIds: [],
      removedSightMarkIds: [],
      resaved: { shoots: [], sightMarks: [] },
    };
    const read = readStoredEvent({ type: 'history-imported', version: 2, id: 'i-2', timestamp: 1, payload });
    expect(read.ok).toBe(false);
  });

  it('sets aside a version newer than this app knows, saying so', () => {
    const read = readStoredEvent({ ...savedV1, version: 6 }, later);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error.reason).toBe('newer-event-version');
      expect(read.error.message).toContain('version 6');
    }
  });

  it('sets aside an old version whose upgrade is missing or fails', () => {
    const missing: UpgradeRegistry = { ...EVENT_VERSIONS, 'shoot-saved': { current: 2, upgrades: {} } };
    expect(readStoredEvent(savedV1, missing)).toMatchObject({
      ok: false,
      error: { reason: 'upgrade-failed' },
    });
    const throwing: UpgradeRegistry = {
      ...EVENT_VERSIONS,
      'shoot-saved': {
        current: 2,
        upgrades: {
          1: () => {
            throw new Error('boom');
          },
        },
      },
    };
    expect(readStoredEvent(savedV1, throwing)).toMatchObject({
      ok: false,
      error: { reason: 'upgrade-failed' },
    });
  });

  it('sets aside unknown types, broken envelopes and payloads that do not fit their type', () => {
    const arrow = makeEvent('arrow-scored', { value: 9, position: null }, source);
    const cases: [unknown, string][] = [
      [null, 'malformed-event'],
      ['arrow', 'malformed-event'],
      [{ ...arrow, type: 'arrow-shot' }, 'unknown-event-type'],
      [{ ...arrow, type: 'constructor' }, 'unknown-event-type'],
      [{ ...arrow, id: 7 }, 'malformed-event'],
      [{ ...arrow, version: 0 }, 'malformed-event'],
      [{ ...arrow, version: 1.5 }, 'malformed-event'],
      [{ ...arrow, payload: { value: 12 } }, 'malformed-event'],
      [{ ...arrow, payload: { value: '9' } }, 'malformed-event'],
      [{ ...arrow, payload: null }, 'malformed-event'],
      [{ ...arrow, payload: { value: 9 } }, 'malformed-event'],
      [{ ...arrow, payload: { value: 9, position: { x: 1 } } }, 'malformed-event'],
      [{ ...arrow, payload: { value: 9, position: { x: 1, y: Number.NaN } } }, 'malformed-event'],
      [{ ...arrow, payload: { value: 9, position: { x: 1, y: 1e9 } } }, 'malformed-event'],
      // Version 1 of shoot-saved in this app's own registry must carry a location.
      [savedV1, 'malformed-event'],
    ];
    for (const [raw, reason] of cases) {
      expect(readStoredEvent(raw)).toMatchObject({ ok: false, error: { reason } });
    }
  });

  it('reads arrows and saved shoots logged before plotting (version 1) as keypad arrows, no positions', () => {
    const scored = { type: 'arrow-scored', version: 1, id: 'a1', timestamp: 5, payload: { value: 'X' } };
    expect(readStoredEvent(scored)).toEqual({
      ok: true,
      value: { ...scored, version: 2, payload: { value: 'X', position: null } },
    });
    const corrected = {
      type: 'arrow-corrected',
      version: 1,
      id: 'c1',
      timestamp: 6,
      payload: { index: 0, value: 9 },
    };
    expect(readStoredEvent(corrected)).toEqual({
      ok: true,
      value: { ...corrected, version: 2, payload: { index: 0, value: 9, position: null } },
    });
    const saved = { ...savedV1, payload: { ...savedV1.payload, shootDuration: 1000, location: null } };
    expect(readStoredEvent(saved)).toEqual({
      ok: true,
      value: {
        ...saved,
        version: 4,
        payload: { ...saved.payload, positions: null, complete: null, ...noStanding },
      },
    });
  });

  it('reads a saved shoot logged before "Save as incomplete" (version 2) as leaving completeness to its arrows', () => {
    const savedV2 = {
      ...savedV1,
      version: 2,
      payload: { ...savedV1.payload, shootDuration: 1000, location: null, positions: null },
    };
    expect(readStoredEvent(savedV2)).toEqual({
      ok: true,
      value: { ...savedV2, version: 4, payload: { ...savedV2.payload, complete: null, ...noStanding } },
    });
    const savedV3 = { ...savedV2, version: 3, payload: { ...savedV2.payload, complete: false } };
    expect(readStoredEvent(savedV3)).toEqual({
      ok: true,
      value: { ...savedV3, version: 4, payload: { ...savedV3.payload, ...noStanding } },
    });
    expect(readStoredEvent({ ...savedV3, payload: { ...savedV3.payload, complete: 'no' } })).toMatchObject({
      ok: false,
      error: { reason: 'malformed-event' },
    });
  });

  it('reads a saved shoot logged before the official record (version 3) by its old status, unwitnessed', () => {
    const savedV3 = {
      ...savedV1,
      version: 3,
      payload: { ...savedV1.payload, shootDuration: 1, location: null, positions: null, complete: true },
    };
    const savedV4 = { ...savedV3, version: 4, payload: { ...savedV3.payload, ...noStanding } };
    expect(readStoredEvent(savedV3)).toEqual({ ok: true, value: savedV4 });
    const atOpen = { ...savedV4.payload, eventStatus: 'open', witnessed: true };
    expect(readStoredEvent({ ...savedV4, payload: atOpen })).toEqual({
      ok: true,
      value: { ...savedV4, payload: atOpen },
    });
    for (const bad of [{ eventStatus: 'county' }, { witnessed: 'yes' }, { signed: null }]) {
      expect(readStoredEvent({ ...savedV4, payload: { ...savedV4.payload, ...bad } })).toMatchObject({
        ok: false,
        error: { reason: 'malformed-event' },
      });
    }
  });

  it('reads a version 2 saved shoot only with positions lined up with its arrows', () => {
    const saved = {
      ...savedV1,
      version: 2,
      payload: {
        ...savedV1.payload,
        shootDuration: 1000,
        location: null,
        positions: [{ x: 1, y: 2 }, null, null],
      },
    };
    expect(readStoredEvent(saved).ok).toBe(true);
    expect(readStoredEvent({ ...saved, payload: { ...saved.payload, positions: [null] } })).toMatchObject({
      ok: false,
      error: { reason: 'malformed-event' },
    });
    expect(readStoredEvent({ ...saved, payload: { ...saved.payload, positions: undefined } })).toMatchObject({
      ok: false,
      error: { reason: 'malformed-event' },
    });
  });

  it('knows every event type at a version of at least 1', () => {
    for (const kind of Object.values(EVENT_VERSIONS)) {
      expect(kind.current).toBeGreaterThanOrEqual(1);
      for (let v = 1; v < kind.current; v++) expect(kind.upgrades[v]).toBeTypeOf('function');
    }
  });
});
