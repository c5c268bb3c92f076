import { describe, expect, it } from 'vitest';
import vectors from '../../reference-data/field-vectors.json' with { type: 'json' };
import { parseFieldCategory } from '../classifications/field-category.js';
import { roundByName } from '../rounds/catalogue.js';
import {
  fieldClassificationJson,
  fieldStaticDataFiles,
  type FieldThresholdJson,
} from './field-static-data.js';
import { handicapsJson, roundsJson } from './static-data.js';

const files = new Map(fieldStaticDataFiles().map((f) => [f.path, f.json as FieldThresholdJson[]]));

describe('/data/field-classifications', () => {
  it('has a file for each of the 112 field categories, Open and Women', () => {
    expect(files.size).toBe(112);
    expect(files.has('data/field-classifications/Open/CompoundLimited/U15.json')).toBe(true);
    expect(files.has('data/field-classifications/Women/Flatbow/Adult.json')).toBe(true);
  });

  it('serves the sampled thresholds of field-vectors.json under both schemes', () => {
    for (const row of vectors.field_classification.samples) {
      const category = parseFieldCategory({ bowType: row.bowstyle, gender: row.gender, ageGroup: row.age })!;
      const json = fieldClassificationJson(category);
      const round = roundByName(row.round).name;
      const served = (scheme: string) =>
        ['EMB', 'GMB', 'MB', 'B1', 'B2', 'B3', 'A1', 'A2', 'A3'].map(
          (name) =>
            json.find((t) => t.round === round && t.className === name && t.scheme === scheme)?.score ?? null,
        );
      expect(served('AGB 2026.1')).toEqual(row.thresholds.agb_2026_1);
      expect(served('AGB field 2025')).toEqual(row.thresholds.agb_2025);
    }
  });

  it('numbers the classes A3 = 1 to EMB = 9 and never lists a peg the bow style may not shoot', () => {
    const barebow = files.get('data/field-classifications/Open/Barebow/Adult.json')!;
    expect(barebow.some((t) => t.round.includes('red'))).toBe(false);
    expect(barebow.find((t) => t.className === 'A3')?.id).toBe(1);
    expect(barebow.find((t) => t.className === 'EMB')?.id).toBe(9);
  });
});

describe('field and VI rounds in rounds.json and handicaps.json', () => {
  it('lists each with its discipline and its handicap table', () => {
    const rounds = roundsJson();
    expect(rounds.filter((r) => r.discipline === 'field')).toHaveLength(20);
    expect(rounds.filter((r) => r.discipline === 'vi')).toHaveLength(14);
    const tables = handicapsJson();
    expect(tables['wa field 24 blue mixed']).toEqual(
      vectors.handicap_tables.rounds.wa_field_24_blue_mixed.score_for_handicap,
    );
    expect(tables['burntwood national']).toEqual(
      vectors.handicap_tables.rounds.burntwood_national.score_for_handicap,
    );
  });
});
