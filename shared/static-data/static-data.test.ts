import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import { classificationJson, handicapsJson, roundsJson, staticDataFiles } from './static-data.js';
import type { ClassificationThresholdJson, RoundJson } from './static-data.js';

const files = staticDataFiles();
const byPath = new Map(files.map((f) => [f.path, f.json]));

describe('static data files', () => {
  it('lists rounds, handicaps, the 64 target and the 112 field classification files, each once', () => {
    expect(files).toHaveLength(66 + 112);
    expect(new Set(files.map((f) => f.path)).size).toBe(66 + 112);
    expect(byPath.has('data/rounds.json')).toBe(true);
    expect(byPath.has('data/handicaps.json')).toBe(true);
    for (const gender of ['Men', 'Women']) {
      for (const bow of ['Recurve', 'Compound', 'Barebow', 'Longbow']) {
        for (const age of ['50+', 'Senior', 'U21', 'U18', 'U16', 'U15', 'U14', 'U12']) {
          expect(byPath.has(`data/classifications/${gender}/${bow}/${age}.json`)).toBe(true);
        }
      }
    }
  });

  it('is plain JSON (survives a round trip unchanged)', () => {
    for (const file of files) expect(JSON.parse(JSON.stringify(file.json))).toEqual(file.json);
  });
});

describe('rounds.json', () => {
  const rounds = byPath.get('data/rounds.json') as RoundJson[];
  it('describes york with the reference scoring names', () => {
    expect(rounds.find((r) => r.name === 'york')).toEqual({
      name: 'york',
      discipline: 'target',
      aliases: [],
      indoor: false,
      endSize: 6,
      maxScore: 1296,
      passes: [
        { arrows: 72, distance: 100, unit: 'yd', faceCm: 122, scoring: '5_zone' },
        { arrows: 48, distance: 80, unit: 'yd', faceCm: 122, scoring: '5_zone' },
        { arrows: 24, distance: 60, unit: 'yd', faceCm: 122, scoring: '5_zone' },
      ],
    });
  });

  it('writes unlimited practice arrows as null and keeps legacy aliases', () => {
    const practice = rounds.find((r) => r.name === 'practice 20yd');
    expect(practice?.maxScore).toBeNull();
    expect(practice?.passes[0]?.arrows).toBeNull();
    expect(rounds.find((r) => r.name === 'hereford')?.aliases).toContain('hereford / bristol i');
    expect(rounds.find((r) => r.name === 'worcester')).toMatchObject({ indoor: true, endSize: 5 });
    expect(roundsJson()).toHaveLength(rounds.length);
  });
});

describe('handicaps.json', () => {
  const tables = handicapsJson();
  it('holds 151 scores per round (handicap 0..150) and compound tables for indoor rounds', () => {
    for (const scores of Object.values(tables)) expect(scores).toHaveLength(151);
    expect(tables['york']?.slice(0, 1)).toEqual([1284]);
    expect(tables['york']?.[150]).toBe(2);
    expect(tables['wa 18m']?.[0]).toBe(600);
    expect(tables['wa 18m compound']?.[0]).toBe(588);
    expect(tables['portsmouth compound']?.[0]).toBe(596);
    expect(tables['worcester compound']).toBeUndefined();
    expect(tables['york compound']).toBeUndefined();
    expect(tables['practice 30m']).toBeUndefined();
  });
});

describe('classification files', () => {
  const menRecurveSenior = byPath.get(
    'data/classifications/Men/Recurve/Senior.json',
  ) as ClassificationThresholdJson[];

  it('lists available classes of every AGB round in the current scheme, A3 = 1 to EMB = 9', () => {
    const york = menRecurveSenior.filter((t) => t.round === 'york');
    expect(york.map((t) => [t.id, t.score])).toEqual([
      [1, 278],
      [2, 394],
      [3, 534],
      [4, 684],
      [5, 829],
      [6, 957],
      [7, 1061],
      [8, 1142],
      [9, 1205],
    ]);
    expect(york[0]).toEqual({
      id: 1,
      gender: 'Men',
      bowType: 'Recurve',
      age: 'Senior',
      round: 'york',
      score: 278,
      scheme: 'AGB 2026.1',
    });
  });

  it('leaves out unavailable classes (national: no MB tier, no B1/B2 for adult men)', () => {
    expect(menRecurveSenior.filter((t) => t.round === 'national').map((t) => [t.id, t.score])).toEqual([
      [1, 276],
      [2, 354],
      [3, 428],
      [4, 491],
    ]);
  });

  it('numbers indoor classes 1..8 (A3..GMB)', () => {
    const portsmouth = menRecurveSenior.filter((t) => t.round === 'portsmouth');
    expect(portsmouth.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(portsmouth.map((t) => t.score)).toEqual([378, 437, 483, 518, 546, 566, 582, 593]);
  });

  it('puts compound-scoring thresholds under the plain indoor names in compound files', () => {
    const compound = byPath.get(
      'data/classifications/Men/Compound/Senior.json',
    ) as ClassificationThresholdJson[];
    expect(compound.filter((t) => t.round === 'portsmouth').map((t) => t.score)).toEqual([
      472, 508, 532, 549, 560, 571, 583, 594,
    ]);
    expect(compound.some((t) => t.round.endsWith(' compound'))).toBe(false);
    expect(new Set(compound.map((t) => t.round)).has('wa 50m (compound)')).toBe(true);
  });

  it('never lists frostbite or practice rounds', () => {
    const rounds = new Set(menRecurveSenior.map((t) => t.round));
    expect(rounds.has('frostbite')).toBe(false);
    expect(rounds.has('practice 30m')).toBe(false);
    expect(
      classificationJson({ bowType: 'recurve', gender: 'male', ageGroup: 'adult' }, [
        roundByName('frostbite'),
      ]),
    ).toEqual([]);
  });
});
