import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../shared/events/eventTypes.js';
import { EVENT_VERSIONS, type UpgradeRegistry } from '../shared/events/upgrades.js';
import { expectOk, testDevice } from '../test/fixtures/testDevice.js';
import { openEventStore } from './eventStore.js';

/**
 * Old and new event versions in a real IndexedDB log. The registry below stands for a later app in
 * which shoot-saved reached version 2 from a version 1 that had no location (this app's real version 2
 * added plotted positions, so the stand-in's upgrade supplies both), then version 3 (whether the round
 * was finished) and this app's version 4 (the standing for the official record); the stored records are
 * written as the earlier app wrote them.
 */
const laterApp: UpgradeRegistry = {
  ...EVENT_VERSIONS,
  'shoot-saved': {
    current: 4,
    upgrades: {
      1: (payload) => ({ ...payload, location: null, positions: null }),
      2: (payload) => ({ ...payload, complete: null }),
      3: EVENT_VERSIONS['shoot-saved'].upgrades[3]!,
    },
  },
};

const savedByOlderApp = {
  type: 'shoot-saved',
  version: 1,
  id: 'older-1',
  timestamp: Date.UTC(2024, 4, 4),
  payload: {
    historyId: 1,
    date: '2024-05-04T10:00:00.000Z',
    gameType: 'national',
    score: 16,
    scores: [9, 7],
    shootDuration: 60_000,
    shootStatus: 'Practice',
    userProfile: { bowType: 'recurve' },
  },
};

const writtenByNewerApp = {
  type: 'sight-mark-saved',
  version: 3,
  id: 'newer-1',
  timestamp: Date.UTC(2025, 0, 1),
  payload: {
    mark: {
      id: 'm1',
      distance: 30,
      unit: 'm',
      notches: 5,
      vertical: 0,
      priority: false,
      label: '',
      colour: 'red',
    },
  },
};

async function seed(indexedDB: IDBFactory, records: object[]): Promise<void> {
  const store = await openEventStore(indexedDB);
  await store.transact(0, () => ({
    store: { events: records as EngineEvent[], replacedSeqs: [] },
    result: null,
  }));
  store.close();
}

describe('event versions in the log', () => {
  it('upgrades events an older app stored, when the log is read', async () => {
    const device = testDevice();
    await seed(device.indexedDB, [savedByOlderApp]);
    const engine = device.open({ upgrades: laterApp });
    expect(await engine.whenReady()).toEqual({ state: 'ready', persisted: true, setAsideEvents: 0 });
    expect(expectOk(await engine.history())).toEqual([
      expect.objectContaining({
        id: 1,
        gameType: 'national',
        score: 16,
        arrowsShot: 2,
        shootStatus: 'Practice',
      }),
    ]);
    expect(expectOk(await engine.historyItem(1))).not.toHaveProperty('location');
  });

  it('sets aside events a newer app stored, keeps them in the log, and reads on', async () => {
    const device = testDevice();
    await seed(device.indexedDB, [writtenByNewerApp]);
    const engine = device.open();
    expect(await engine.whenReady()).toEqual({ state: 'ready', persisted: true, setAsideEvents: 1 });
    expect(expectOk(await engine.sightMarks())).toEqual([]);
    expectOk(await engine.startShoot('practice 20yd'));
    expectOk(await engine.scoreArrow(9));
    expectOk(await engine.saveShoot());
    // Saving folded the shoot's arrows into one record but left the newer event alone.
    const store = await openEventStore(device.indexedDB);
    const records = await store.readAll();
    store.close();
    expect(records.map((r) => (r.raw as { type: string }).type)).toEqual(['sight-mark-saved', 'shoot-saved']);
    const newer: UpgradeRegistry = { ...EVENT_VERSIONS, 'sight-mark-saved': { current: 3, upgrades: {} } };
    const upgraded = device.open({ upgrades: newer });
    expect(await upgraded.whenReady()).toMatchObject({ setAsideEvents: 0 });
    expect(expectOk(await upgraded.sightMarks())).toEqual([
      expect.objectContaining({ id: 'm1', notches: 5 }),
    ]);
  });

  it('sets aside damaged records instead of stopping the replay', async () => {
    const device = testDevice();
    await seed(device.indexedDB, [
      { type: 'arrow-scored', version: 1, id: 'a', timestamp: 1, payload: { value: 'nine' } },
    ]);
    const engine = device.open();
    expectOk(await engine.scoreArrow(9));
    const reopened = device.open();
    expect(await reopened.whenReady()).toMatchObject({ state: 'ready', setAsideEvents: 1 });
    expect(expectOk(await reopened.currentShoot()).arrows).toEqual([9]);
  });
});

describe('a log written before arrows could be plotted (issue #18)', () => {
  /** Version 1 records exactly as this app wrote them before plotted positions existed. */
  const oldLog = [
    {
      type: 'shoot-saved',
      version: 1,
      id: 'v1-saved',
      timestamp: Date.UTC(2026, 5, 1),
      payload: {
        historyId: 1,
        date: '2026-06-01T10:00:00.000Z',
        gameType: 'practice 30m',
        score: 19,
        scores: ['X', 9],
        shootDuration: 60_000,
        location: null,
        shootStatus: 'Practice',
        userProfile: { bowType: 'recurve' },
      },
    },
    { type: 'shoot-started', version: 1, id: 'v1-start', timestamp: 10, payload: { roundName: 'wa 18m' } },
    { type: 'arrow-scored', version: 1, id: 'v1-a1', timestamp: 11, payload: { value: 10 } },
    { type: 'arrow-scored', version: 1, id: 'v1-a2', timestamp: 12, payload: { value: 8 } },
    { type: 'arrow-corrected', version: 1, id: 'v1-c1', timestamp: 13, payload: { index: 1, value: 9 } },
  ];

  it('reads every old arrow as a keypad arrow, and new arrows plot beside them', async () => {
    const device = testDevice();
    await seed(device.indexedDB, oldLog);
    const engine = device.open();
    expect(await engine.whenReady()).toEqual({ state: 'ready', persisted: true, setAsideEvents: 0 });
    const shoot = expectOk(await engine.currentShoot());
    expect(shoot.arrows).toEqual([10, 9]);
    expect(shoot.positions).toEqual([null, null]);
    const saved = expectOk(await engine.historyItem(1));
    expect(saved.scores).toEqual(['X', 9]);
    expect(saved).not.toHaveProperty('positions');

    // WA 18m, 40 cm face indoors: 10 ring 20 mm, 9 ring 40 mm; a 5 mm shaft 42.5 mm out touches the 9.
    const plotted = expectOk(await engine.plotArrow({ x: 0, y: -42.5 }));
    expect(plotted.shoot.arrows).toEqual([10, 9, 9]);
    expect(plotted.shoot.positions).toEqual([null, null, { x: 0, y: -42.5 }]);
    const reopened = device.open();
    expect(expectOk(await reopened.currentShoot()).positions).toEqual([null, null, { x: 0, y: -42.5 }]);
  });
});
