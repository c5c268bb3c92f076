import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engineSnapshot } from '../test/fixtures/engineSnapshot.js';
import { expectOk, testDevice, backupOf } from '../test/fixtures/testDevice.js';
import type { WorkerEngine } from './engine.js';

/** Export of the backup payload, and import of it and of the old app's { history, notes, user } export. */

/** An export of the app our import format comes from: its round names, an old distance field, a note, maxYards. */
const legacyFile = {
  history: [
    {
      id: 1,
      date: '2023-05-06T10:00:00.000Z',
      gameType: 'hereford / bristol i',
      scores: [9, 9, 7, 'M'],
      score: 25,
    },
    { id: 2, date: '2023-05-13', gameType: 'national', distance: 50, scores: [9, 7], score: 16 },
    { id: 3, date: '2023-11-02', gameType: 'frostbite', distance: 30, scores: ['X', 10, 9], score: 29 },
    {
      id: 4,
      date: '2024-01-10T19:00:00.000Z',
      gameType: 'vegas  (triple face)',
      // Every arrow of the round: only a complete round is classified.
      scores: [10, ...Array.from({ length: 59 }, () => 9)],
      score: 541,
      userProfile: { gender: 'female', ageGroup: 'adult', bowType: 'barebow' },
      shootStatus: 'Competition',
    },
    { id: 5, date: 'not a date', gameType: 'york', scores: [9] },
  ],
  notes: [
    { id: 'n1', text: 'First <i>Hereford</i>', timestamp: 1_683_367_200_000, shootId: 1, endNumber: 3 },
    { id: 'n2', text: 'Cold and wet', timestamp: 1_699_000_000_000, shootId: 3, highlighted: true },
  ],
  user: { name: 'Alex', gender: 'female', ageGroup: 'adult', bowType: 'barebow', maxYards: 60 },
};

async function freshDevice(): Promise<{ engine: WorkerEngine; reopen: () => WorkerEngine }> {
  const device = testDevice();
  const engine = device.open();
  await engine.whenReady();
  return { engine, reopen: () => device.open() };
}

describe('importing the old app export', () => {
  it("reads the file's profile spellings as the app's values, and names a shoot it held twice", async () => {
    const { engine } = await freshDevice();
    const frostbite = { date: '2017-12-30', gameType: 'frostbite', scores: [9, 9, 9], score: 27 };
    const file = {
      history: [frostbite, { ...frostbite, id: 2 }],
      notes: [],
      user: { name: 'Alex', gender: 'Women', ageGroup: 'senior', bowType: 'Recurve' },
    };
    const summary = expectOk(await engine.importData(JSON.stringify(file)));
    expect(summary.shootsAdded).toBe(1);
    expect(summary.duplicatesSkipped).toEqual([{ gameType: 'frostbite', score: 27, date: '2017-12-30' }]);
    expect(expectOk(await engine.profile())).toMatchObject({
      ageGroup: 'adult',
      gender: 'female',
      bowType: 'recurve',
    });
  });

  it('keeps a shoot on a round it does not know, with its score and no handicap, and names the round', async () => {
    const { engine } = await freshDevice();
    const clubRound = { date: '2019-06-01', gameType: 'club 60', scores: [9, 7, 5], score: 21, handicap: 40 };
    const summary = expectOk(
      await engine.importData({
        history: [clubRound, { ...clubRound, date: '2019-06-08' }],
        notes: [],
        user: {},
      }),
    );
    expect(summary).toMatchObject({ shootsAdded: 2, unknownRounds: ['club 60'] });
    const kept = expectOk(await engine.history());
    expect(kept.map((shoot) => [shoot.gameType, shoot.score, shoot.classification])).toEqual([
      ['club 60', 21, undefined],
      ['club 60', 21, undefined],
    ]);
    expect(expectOk(await engine.importData({ history: [], notes: [], user: {} })).unknownRounds).toEqual([]);
  });

  it('upgrades its items, follows its notes to their shoots, and says what it set aside', async () => {
    const { engine, reopen } = await freshDevice();
    const summary = expectOk(await engine.importData(JSON.stringify({ ...legacyFile, achievements: [] })));
    expect(summary).toEqual({
      format: 'legacy-export',
      shootsAdded: 4,
      sightMarksAdded: 0,
      shootsRemoved: 0,
      sightMarksRemoved: 0,
      notesAdded: 2,
      profileFieldsFilled: ['name', 'ageGroup', 'gender', 'bowType', 'searchPreferences'],
      setAside: ['Failed to add history item from not a date'],
      duplicatesSkipped: [],
      unknownRounds: [],
      ignoredParts: ['achievements'],
      preferences: null,
      // The old app's short shoots: kept as shot, never padded, and named with their figures.
      shootsMissingArrows: [
        {
          gameType: 'hereford',
          score: 25,
          date: '2023-05-06T10:00:00.000Z',
          arrowsShot: 4,
          arrowsInRound: 144,
        },
        { gameType: 'national 50', score: 16, date: '2023-05-13', arrowsShot: 2, arrowsInRound: 72 },
        { gameType: 'frostbite', score: 29, date: '2023-11-02', arrowsShot: 3, arrowsInRound: 36 },
      ],
      fileCheck: {
        verdict: 'unchecked',
        listed: null,
        found: { shoots: 5, arrows: 70, notes: 2, sightMarks: 0, deletions: 0 },
        message:
          'This file has no manifest (an older version of the app made it), so its completeness cannot be checked. It holds 5 shoots, 70 arrows, 2 notes, 0 sight marks and 0 deletions.',
      },
    });
    const history = expectOk(await reopen().history());
    expect(history.map((h) => [h.gameType, h.score])).toEqual([
      ['vegas', 541],
      ['frostbite', 29],
      ['national 50', 16],
      ['hereford', 25],
    ]);
    const hereford = history.find((h) => h.gameType === 'hereford')!;
    // Flagged in history too, on the list row and on the shoot's own page.
    expect(hereford.missingArrows).toEqual({ arrowsShot: 4, arrowsInRound: 144 });
    expect(history.find((h) => h.gameType === 'vegas')).not.toHaveProperty('missingArrows');
    const item = expectOk(await engine.historyItem(hereford.id));
    expect(item.missingArrows).toEqual({ arrowsShot: 4, arrowsInRound: 144 });
    expect(item.scores).toEqual([9, 9, 7, 'M']);
    expect(item.notes).toEqual([
      {
        id: 'n1',
        text: 'First iHereford/i',
        timestamp: 1_683_367_200_000,
        shootId: hereford.id,
        endNumber: 3,
        highlighted: false,
      },
    ]);
    // The Vegas shoot carried its own snapshot; the others take the imported profile's.
    expect(history[0]).toMatchObject({ shootStatus: 'Competition', classification: { scheme: 'AGB 2023' } });
    expect(expectOk(await engine.profile())).toMatchObject({
      name: 'Alex',
      searchPreferences: { maxDistance: 60 },
    });
  });

  it('adds nothing the second time: same summary counts of zero, same data, nothing stored', async () => {
    const { engine, reopen } = await freshDevice();
    expectOk(await engine.importData(legacyFile));
    const before = await engineSnapshot(engine);
    const again = expectOk(await engine.importData(JSON.stringify(legacyFile)));
    expect(again).toMatchObject({
      shootsAdded: 0,
      sightMarksAdded: 0,
      notesAdded: 0,
      profileFieldsFilled: [],
    });
    expect(await engineSnapshot(engine)).toEqual(before);
    expect(await engineSnapshot(reopen())).toEqual(before);
  });
});

describe('rejecting files that are not backups', () => {
  const valid = JSON.stringify(legacyFile);
  const tooMany = { history: Array.from({ length: 100_001 }, () => ({})) };
  const cases: [string, unknown][] = [
    ['a truncated file', valid.slice(0, valid.length / 2)],
    ['text that is not JSON', 'history,notes,user\n1,2,3'],
    ['JSON that is not an object', '[1,2,3]'],
    ['a number', 42],
    ['null', null],
    ['an object without history, notes, user or sight marks', { hello: 'world' }],
    ['a history that is not a list', { history: 'lots' }],
    ['notes that are not a list', { history: [], notes: { n1: 'x' } }],
    ['a profile that is a list', { history: [], user: ['Alex'] }],
    ['more shoots than any archer has', tooMany],
  ];
  for (const [what, file] of cases) {
    it(`refuses ${what}, changing nothing`, async () => {
      const { engine, reopen } = await freshDevice();
      expectOk(await engine.importData(legacyFile));
      const before = await engineSnapshot(engine);
      const result = await engine.importData(file);
      expect(result).toMatchObject({ ok: false, error: { reason: 'invalid-import' } });
      if (!result.ok) expect(result.error.message.length).toBeGreaterThan(10);
      expect(await engineSnapshot(engine)).toEqual(before);
      expect(await engineSnapshot(reopen())).toEqual(before);
    });
  }

  it('takes nothing but data from a hostile file', async () => {
    const { engine } = await freshDevice();
    const hostile =
      '{"history":[{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},' +
      '"date":"2024-02-02","gameType":"<img src=x onerror=alert(1)>","scores":[9,7],"score":16,"isAdmin":true}],' +
      '"notes":[{"__proto__":{"polluted":true},"text":"<script>x</script>","timestamp":1}],' +
      '"user":{"__proto__":{"polluted":true},"name":"Mallory","role":"admin"},' +
      '"sightMarks":[{"__proto__":{"x":1},"distance":30,"unit":"m","notches":"4","vertical":{"__proto__":{"y":1},"a":1}}],' +
      '"preferences":{"__proto__":{"polluted":true},"tipsSeen":true}}';
    const summary = expectOk(await engine.importData(hostile));
    expect(summary).toMatchObject({ format: 'backup', shootsAdded: 1, sightMarksAdded: 1, notesAdded: 1 });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    const [item] = expectOk(await engine.history());
    expect(item).not.toHaveProperty('isAdmin');
    expect(item?.gameType).toBe('<img src=x onerror=alert(1)>');
    expect(expectOk(await engine.notes()).notes[0]?.text).toBe('scriptx/script');
    expect(expectOk(await engine.profile())).not.toHaveProperty('role');
    expect(expectOk(await engine.sightMarks())[0]).toMatchObject({ notches: 4, vertical: { a: 1 } });
    expect(summary.preferences).toEqual({ tipsSeen: true });
  });
});

describe('backup payload', () => {
  it('exports the documented payload and imports it on another device as the same data', async () => {
    const source = await freshDevice();
    const a = source.engine;
    expectOk(await a.updateProfile({ name: 'Robin', gender: 'male', ageGroup: '50+', bowType: 'longbow' }));
    expectOk(await a.startShoot('practice 40yd'));
    for (const arrow of [9, 7, 7, 5, 'M'] as const) expectOk(await a.scoreArrow(arrow));
    expectOk(await a.addNote({ text: 'Pending then attached' }));
    const first = expectOk(await a.saveShoot({ shootStatus: 'Practice' }));
    expectOk(await a.startShoot('bray i'));
    for (let i = 0; i < 30; i++) expectOk(await a.scoreArrow(8));
    const second = expectOk(
      await a.saveShoot({ shootStatus: 'Competition', date: '2025-06-01T09:00:00.000Z' }),
    );
    expectOk(await a.addNote({ text: 'After the Bray', shootId: second.id }));
    expectOk(await a.addNote({ text: 'Still pending' }));
    expectOk(
      await a.saveSightMark({ distance: 40, unit: 'yd', notches: 22, vertical: { major: 3, minor: 1 } }),
    );
    const payload = await backupOf(a, { tipsSeen: { history: true } });
    expect(Object.keys(payload).sort()).toEqual(
      [
        'deviceId',
        'history',
        'manifest',
        'notes',
        'preferences',
        'sightMarks',
        'timestamp',
        'tombstones',
        'user',
      ].sort(),
    );
    expect(Object.keys(payload)[0]).toBe('manifest');
    expect(payload.manifest).toMatchObject({
      version: 1,
      shoots: 2,
      arrows: 35,
      notes: 3,
      sightMarks: 1,
      deletions: 0,
    });
    expect(payload.tombstones).toEqual({ shoots: [], sightMarks: [] });
    expect(payload.deviceId).toMatch(/^device-/);
    expect(payload.history.map((h) => h.id)).toEqual([second.id, first.id]);
    expect(payload.history[0]).toMatchObject({
      endTotals: expect.any(Array),
      // 240 over ten ends of 3.
      averagePerEnd: 24,
      topScore: true,
    });

    const { engine: b } = await freshDevice();
    const summary = expectOk(await b.importData(JSON.parse(JSON.stringify(payload))));
    expect(summary).toMatchObject({ format: 'backup', shootsAdded: 2, sightMarksAdded: 1, notesAdded: 3 });
    expect(summary.fileCheck).toMatchObject({ verdict: 'complete', listed: { shoots: 2, arrows: 35 } });
    expect(summary.shootsMissingArrows).toEqual([]);
    expect(summary.preferences).toEqual({ tipsSeen: { history: true } });
    const withoutIds = (items: { id: number }[]) => items.map(({ id: _id, ...rest }) => rest);
    expect(withoutIds(expectOk(await b.history()))).toEqual(withoutIds(expectOk(await a.history())));
    const bray = expectOk(await b.history()).find((h) => h.gameType === 'bray i')!;
    expect(expectOk(await b.historyItem(bray.id)).notes.map((n) => n.text)).toEqual(['After the Bray']);
    expect(expectOk(await b.notes()).pending.map((n) => n.text)).toEqual(['Still pending']);
    expect(expectOk(await b.profile())).toMatchObject({ name: 'Robin', bowType: 'longbow', ageGroup: '50+' });

    // Restoring a device's own backup onto itself adds nothing.
    const before = await engineSnapshot(a);
    expect(expectOk(await a.importData(payload))).toMatchObject({
      shootsAdded: 0,
      sightMarksAdded: 0,
      notesAdded: 0,
    });
    expect(await engineSnapshot(a)).toEqual(before);
  });
});

describe('a new phone rebuilds Traveller progress from a backup', () => {
  it('keeps each shoot’s country and region through export and import, so two countries stay two', async () => {
    const shootAt = (id: number, date: string, placeName: string, country: string, region: string) => ({
      id,
      date,
      gameType: 'practice 20yd',
      scores: [9, 9, 9],
      location: { placeName, latitude: 50 + id, longitude: -3 + id, country, region },
    });
    const { engine: oldPhone } = await freshDevice();
    expectOk(
      await oldPhone.importData({
        history: [
          shootAt(1, '2025-05-01', 'Lilleshall', 'GB', 'England'),
          shootAt(2, '2025-06-01', 'Fontainebleau', 'FR', 'Île-de-France'),
        ],
        user: { name: 'Robin' },
      }),
    );
    const payload = await backupOf(oldPhone);
    expect(payload.history.map((h) => h.location?.country).sort()).toEqual(['FR', 'GB']);

    const { engine: newPhone } = await freshDevice();
    expectOk(await newPhone.importData(JSON.parse(JSON.stringify(payload))));
    const countries = expectOk(await newPhone.achievements())
      .flatMap((group) => group.achievements)
      .find((achievement) => achievement.id === 'traveller-2-countries');
    expect(countries?.progress.isUnlocked).toBe(true);
  });
});

const arrowValue = fc.oneof(fc.constantFrom('X', 'M', 'x', '9'), fc.integer({ min: 0, max: 10 }));
const anyFile = fc.record(
  {
    history: fc.array(
      fc.record(
        {
          id: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.constant('abc')),
          date: fc.constantFrom('2024-01-01', '2024-01-01T00:00:00Z', '2023-07-04T10:30:00.000Z', '', 'junk'),
          gameType: fc.constantFrom(
            'National',
            'york',
            'hereford / bristol i',
            'practice 20yd',
            'mystery round',
            '',
          ),
          distance: fc.constantFrom(30, 50, 60),
          scores: fc.array(arrowValue, { maxLength: 8 }),
          score: fc.oneof(fc.integer({ min: 0, max: 80 }), fc.constant('12')),
          userProfile: fc.record({ bowType: fc.constantFrom('recurve', 'compound') }),
          shootStatus: fc.constantFrom('Practice', 'Competition', 'bogus'),
        },
        { requiredKeys: ['date'] },
      ),
      { maxLength: 8 },
    ),
    notes: fc.array(
      fc.record(
        {
          id: fc.oneof(fc.string({ maxLength: 3 }), fc.integer({ min: 0, max: 5 })),
          text: fc.string({ maxLength: 10 }),
          timestamp: fc.oneof(fc.integer({ min: 0, max: 10 }), fc.constant('2024-01-01')),
          shootId: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
        },
        { requiredKeys: ['text'] },
      ),
      { maxLength: 4 },
    ),
    sightMarks: fc.array(
      fc.record({
        distance: fc.integer({ min: 0, max: 100 }),
        unit: fc.constantFrom('m', 'yd', 'ft'),
        notches: fc.integer({ min: 0, max: 5 }),
        vertical: fc.oneof(
          fc.integer({ min: 0, max: 3 }),
          fc.record({ major: fc.integer({ min: 0, max: 2 }) }),
        ),
      }),
      { maxLength: 4 },
    ),
    user: fc.record({
      name: fc.constantFrom('', 'Sam'),
      bowType: fc.constantFrom('', 'recurve'),
      maxYards: fc.nat(100),
    }),
  },
  { requiredKeys: ['history'] },
);

describe('import (property)', () => {
  it('is idempotent: importing any file a second time adds nothing and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(anyFile, fc.boolean(), async (file, withExistingData) => {
        const { engine, reopen } = await freshDevice();
        if (withExistingData) {
          expectOk(await engine.startShoot('practice 20yd'));
          expectOk(await engine.scoreArrow(9));
          expectOk(await engine.saveShoot({ date: '2024-01-01' }));
        }
        const first = expectOk(await engine.importData(JSON.stringify(file)));
        const after = await engineSnapshot(engine);
        expect(after.history).toHaveLength(first.shootsAdded + (withExistingData ? 1 : 0));
        const second = expectOk(await engine.importData(JSON.stringify(file)));
        expect(second).toMatchObject({
          shootsAdded: 0,
          sightMarksAdded: 0,
          notesAdded: 0,
          profileFieldsFilled: [],
        });
        expect(await engineSnapshot(engine)).toEqual(after);
        expect(await engineSnapshot(reopen())).toEqual(after);
      }),
      { numRuns: 60 },
    );
  });
});
