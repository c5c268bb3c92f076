import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import legacy from '../../reference-data/legacy-round-names.json' with { type: 'json' };
import { findRound } from '../rounds/catalogue.js';
import { applyLegacyDistance, canonicalGameType } from './legacyGameType.js';
import { MAX_ARROWS_PER_SHOOT, MISSING_DATE, readHistoryItem } from './readHistoryItem.js';
import { assignHistoryIds, nextHistoryId, upgradeHistory } from './upgradeHistory.js';

function read(raw: unknown) {
  return readHistoryItem(raw, findRound);
}

describe('legacy history upgrades', () => {
  it('gives defaults for missing id, date, score, gameType and scores', () => {
    expect(read({})).toEqual({
      ok: true,
      value: { id: null, date: MISSING_DATE, score: 0, gameType: 'UNKNOWN', scores: [] },
    });
  });

  it('works out a missing score from the arrows, with X worth 5 on worcester', () => {
    expect(read({ gameType: 'wa 70m', scores: ['X', 10, 'M'] })).toMatchObject({
      ok: true,
      value: { score: 20 },
    });
    expect(read({ gameType: 'worcester', scores: ['X', 5, 4] })).toMatchObject({
      ok: true,
      value: { score: 14 },
    });
  });

  it('turns frostbite items with a distance into frostbite', () => {
    expect(applyLegacyDistance('frostbite', 30, findRound)).toBe('frostbite');
    expect(applyLegacyDistance('frostbite 30', 30, findRound)).toBe('frostbite');
    expect(read({ gameType: 'frostbite 30', distance: 30, score: 250 })).toMatchObject({
      ok: true,
      value: { gameType: 'frostbite' },
    });
  });

  it('appends the distance to outdoor rounds not shot at 60 and drops the distance field', () => {
    const upgraded = read({ gameType: 'national', distance: 50, score: 400, date: '2023-05-01' });
    expect(upgraded).toEqual({
      ok: true,
      value: { id: null, date: '2023-05-01', score: 400, gameType: 'national 50', scores: [] },
    });
    expect(read({ gameType: 'windsor', distance: 40 })).toMatchObject({ value: { gameType: 'windsor 40' } });
  });

  it('leaves outdoor rounds at 60 and indoor rounds as they are', () => {
    expect(read({ gameType: 'national', distance: 60 })).toMatchObject({ value: { gameType: 'national' } });
    expect(applyLegacyDistance('portsmouth', 20, findRound)).toBe('portsmouth');
  });

  it('maps every legacy export name to its catalogue round', () => {
    for (const [name, entry] of Object.entries(legacy.names)) {
      const round = findRound(name);
      expect(round, name).toBeDefined();
      expect(canonicalGameType(name, findRound)).toBe(round!.name);
      if (entry.codename !== null) expect(round!.codename, name).toBe(entry.codename);
    }
    expect(read({ gameType: 'Hereford / Bristol I' })).toMatchObject({ value: { gameType: 'hereford' } });
  });

  it('keeps names the catalogue does not know rather than losing the shoot', () => {
    expect(read({ gameType: 'club fun round' })).toMatchObject({ value: { gameType: 'club fun round' } });
  });

  it('keeps optional fields that are well-formed and drops derived or malformed ones', () => {
    const upgraded = read({
      id: '7',
      date: '2025-05-03T16:35:23.800Z',
      score: 18,
      gameType: 'practice 30yd',
      scores: [9, 'x', 'M'],
      unit: 'yd',
      userProfile: { gender: 'female', ageGroup: 'senior', bowType: 'barebow', extra: 'no' },
      shootStatus: 'Competition',
      shootDuration: 3_600_000,
      location: { placeName: 'Club field', latitude: 51.5, longitude: -0.1 },
      classification: { name: 'B3', scheme: 'AGB 2023' },
      handicap: 52,
      topScore: true,
      averagePerEnd: 99,
      endTotals: [{ scores: [1] }],
    });
    expect(upgraded).toEqual({
      ok: true,
      value: {
        id: 7,
        date: '2025-05-03T16:35:23.800Z',
        score: 18,
        gameType: 'practice 30yd',
        scores: [9, 'X', 'M'],
        unit: 'yd',
        userProfile: { gender: 'female', ageGroup: 'senior', bowType: 'barebow' },
        shootStatus: 'Competition',
        shootDuration: 3_600_000,
        location: { placeName: 'Club field', latitude: 51.5, longitude: -0.1 },
        classification: { name: 'B3', scheme: 'AGB 2023' },
        handicap: 52,
      },
    });
    expect(read({ shootStatus: 'Bogus', location: { latitude: 200, longitude: 0 }, unit: 'km' })).toEqual({
      ok: true,
      value: { id: null, date: MISSING_DATE, score: 0, gameType: 'UNKNOWN', scores: [] },
    });
  });
});

describe('an imported or restored shoot keeps where it was shot', () => {
  it('keeps the country and region the place lookup found, so Traveller can be rebuilt on a new phone', () => {
    const shoot = read({
      date: '2025-06-01',
      location: {
        placeName: 'Lilleshall',
        latitude: 52.7,
        longitude: -2.4,
        country: 'gb',
        region: 'England',
      },
    });
    expect(shoot).toMatchObject({
      ok: true,
      value: {
        location: {
          placeName: 'Lilleshall',
          latitude: 52.7,
          longitude: -2.4,
          country: 'GB',
          region: 'England',
        },
      },
    });
  });

  it('drops a country that is not a two-letter code and a region that is not a short text, keeping the place', () => {
    const shoot = read({
      date: '2025-06-01',
      location: {
        placeName: 'Field',
        latitude: 1,
        longitude: 2,
        country: 'Great Britain',
        region: 'x'.repeat(201),
      },
    });
    expect(shoot).toMatchObject({
      ok: true,
      value: { location: { placeName: 'Field', latitude: 1, longitude: 2 } },
    });
    expect(shoot.ok && shoot.value.location).not.toHaveProperty('country');
    expect(shoot.ok && shoot.value.location).not.toHaveProperty('region');
  });
});

describe('validating imported history items', () => {
  it.each([
    ['not an object', 'not-an-object', 42],
    ['an array', 'not-an-object', [1, 2]],
    ['null', 'not-an-object', null],
    ['a date that is not a date', 'invalid-date', { date: 'last tuesday' }],
    ['a date of the wrong type', 'invalid-date', { date: { y: 2020 } }],
    ['a score that is not a number', 'invalid-score', { score: 'lots' }],
    ['a negative score', 'invalid-score', { score: -4 }],
    ['a round name that is not text', 'invalid-game-type', { gameType: 12 }],
    ['arrows that are not a list', 'invalid-scores', { scores: '999' }],
    ['an arrow that is not a ring value', 'invalid-scores', { scores: [9, 'Q'] }],
    ['an arrow above any ring', 'invalid-scores', { scores: [12] }],
    ['a fractional arrow', 'invalid-scores', { scores: [9.5] }],
    [
      'too many arrows',
      'too-many-arrows',
      { scores: Array.from({ length: MAX_ARROWS_PER_SHOOT + 1 }, () => 1) },
    ],
  ])('rejects %s as data', (_label, reason, raw) => {
    const result = read(raw);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.reason).toBe(reason);
    expect(!result.ok && result.error.message.length).toBeGreaterThan(0);
  });

  it('never throws on hostile input', () => {
    const hostile = JSON.parse('{"__proto__":{"polluted":true},"gameType":"york","scores":[9]}');
    expect(read(hostile)).toMatchObject({ ok: true, value: { gameType: 'york', score: 9 } });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue()), (raw) => {
        const result = read(raw);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});

describe('history ids', () => {
  it('is the highest existing id plus one', () => {
    expect(nextHistoryId([])).toBe(1);
    expect(nextHistoryId([{ id: 3 }, { id: 9 }, { id: 4 }])).toBe(10);
  });

  it('gives missing and repeated ids the next free ids in order', () => {
    const items = assignHistoryIds([
      { id: 5, date: 'a', score: 0, gameType: 'x', scores: [] },
      { id: null, date: 'b', score: 0, gameType: 'x', scores: [] },
      { id: 5, date: 'c', score: 0, gameType: 'x', scores: [] },
      { id: 2, date: 'd', score: 0, gameType: 'x', scores: [] },
    ]);
    expect(items.map((i) => i.id)).toEqual([5, 6, 7, 2]);
  });

  it('upgrades a whole history and sets aside what it cannot read', () => {
    const upgraded = upgradeHistory(
      [
        { id: 1, gameType: 'york', date: '2024-06-01', score: 700 },
        { date: '2024-06-02', scores: 'bad' },
        {},
      ],
      findRound,
    );
    expect(upgraded.items.map((i) => [i.id, i.gameType])).toEqual([
      [1, 'york'],
      [2, 'UNKNOWN'],
    ]);
    expect(upgraded.rejected).toEqual([
      {
        index: 1,
        date: '2024-06-02',
        reason: 'invalid-scores',
        message: 'The arrows of a history item must be ring values, X or M',
      },
    ]);
  });
});
