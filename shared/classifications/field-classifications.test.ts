import { describe, expect, it } from 'vitest';
import vectors from '../../reference-data/field-vectors.json' with { type: 'json' };
import { roundByName } from '../rounds/catalogue.js';
import { FIELD_CLASSES } from './field-class-handicaps.js';
import { allFieldCategories, parseFieldCategory, type FieldCategory } from './field-category.js';
import { fieldClassificationFor, fieldThresholds } from './field-thresholds.js';
import { fieldSchemeForDate } from './schemes.js';

const ELIGIBILITY = vectors.field_classification.rules.eligibility as Record<
  string,
  Record<'sighted' | 'unsighted', { by_peg: Record<string, Record<'24_target' | '12_target', string[]>> }>
>;
const AGE_KEYS: Record<string, string> = {
  '50+': '50+',
  adult: 'adult',
  u18: 'under_18',
  u16: 'under_16',
  u15: 'under_15',
  u14: 'under_14',
  u12: 'under_12',
};

const recurveAdult: FieldCategory = { bowStyle: 'recurve', gender: 'male', ageGroup: 'adult' };

describe('field eligibility: which classes each peg gives', () => {
  const sightedness = (c: FieldCategory) =>
    ['compound', 'recurve', 'compound limited'].includes(c.bowStyle) ? 'sighted' : 'unsighted';
  const cases = allFieldCategories().flatMap((c) =>
    (['red', 'blue', 'yellow', 'white'] as const).flatMap((peg) =>
      ([24, 12] as const).map((targets) => [c, peg, targets] as const),
    ),
  );

  it.each(cases)('%o from %s, %i targets', (c, peg, targets) => {
    const expected = ELIGIBILITY[AGE_KEYS[c.ageGroup]!]![sightedness(c)].by_peg[peg]![`${targets}_target`];
    const result = fieldThresholds(roundByName(`wa_field_${targets}_${peg}_marked`), c, 'AGB 2026.1');
    if (expected.length === 0) {
      expect(!result.ok && result.error.reason).toBe('peg-not-allowed');
      return;
    }
    expect(result.ok && result.thresholds.filter((t) => t.score !== null).map((t) => t.name)).toEqual(
      expected,
    );
  });
});

describe('a peg the bow style may not shoot', () => {
  it('says why, rather than U/C, and saves no class', () => {
    const barebow = parseFieldCategory({ bowType: 'Barebow', gender: 'Female', ageGroup: 'Adult' })!;
    const result = fieldClassificationFor(roundByName('wa field 24 red marked'), 300, barebow, '2026-07-01');
    expect(result).toEqual({
      ok: false,
      error: {
        reason: 'peg-not-allowed',
        message:
          'A barebow archer cannot gain a field classification from the red peg: the longest peg for this bow style is blue (50 m).',
      },
    });
  });
});

describe('a field score above the maximum', () => {
  it('is refused with the round maximum in the words', () => {
    const result = fieldClassificationFor(
      roundByName('wa field 12 blue marked'),
      217,
      recurveAdult,
      '2026-07-01',
    );
    expect(!result.ok && result.error).toEqual({
      reason: 'score-above-maximum',
      message: '217 is above the maximum of 216 for wa field 12 blue marked',
    });
  });
});

describe('unmarked and mixed rounds', () => {
  it('classify on the marked round of the same peg and targets', () => {
    const marked = fieldThresholds(roundByName('wa_field_24_red_marked'), recurveAdult, 'AGB 2026.1');
    for (const other of ['wa_field_24_red_unmarked', 'wa_field_24_red_mixed']) {
      expect(fieldThresholds(roundByName(other), recurveAdult, 'AGB 2026.1')).toEqual(marked);
    }
  });
});

describe('the field scheme follows the shoot date', () => {
  it('is the 2025 field scheme from 1 January 2025 and the 2026.1 tables from 1 June 2026', () => {
    expect(fieldSchemeForDate('2024-12-31')).toBeNull();
    expect(fieldSchemeForDate('2025-01-01')).toBe('AGB field 2025');
    expect(fieldSchemeForDate('2026-05-31')).toBe('AGB field 2025');
    expect(fieldSchemeForDate('2026-06-01')).toBe('AGB 2026.1');
  });

  it('judges the same score by the tables of its day', () => {
    // Longbow Open U15 on 12 yellow marked: A3 is 7 under the 2025 scheme and 8 under 2026.1.
    const longbowU15 = parseFieldCategory({ bowType: 'longbow', gender: 'Open', ageGroup: 'U15' })!;
    const round = roundByName('wa field 12 yellow marked');
    expect(fieldClassificationFor(round, 7, longbowU15, '2026-05-31')).toEqual({
      ok: true,
      name: 'A3',
      scheme: 'AGB field 2025',
    });
    expect(fieldClassificationFor(round, 7, longbowU15, '2026-06-01')).toEqual({
      ok: true,
      name: 'U/C',
      scheme: 'AGB 2026.1',
    });
  });

  it('holds no tables for field shoots before 2025 and says so', () => {
    const result = fieldClassificationFor(
      roundByName('wa field 24 red marked'),
      300,
      recurveAdult,
      '2019-08-01',
    );
    expect(!result.ok && result.error.reason).toBe('before-field-scheme');
  });
});

describe('field categories', () => {
  it('read "male" and "Open" as the same category', () => {
    const open = parseFieldCategory({ bowType: 'flatbow', gender: 'Open', ageGroup: 'adult' });
    expect(parseFieldCategory({ bowType: 'flatbow', gender: 'male', ageGroup: 'adult' })).toEqual(open);
    expect(open?.gender).toBe('male');
  });

  it('count a U21 archer as an adult (field has no U21)', () => {
    expect(parseFieldCategory({ bowType: 'recurve', gender: 'female', ageGroup: 'U21' })?.ageGroup).toBe(
      'adult',
    );
  });

  it('keep all eight bow styles apart, and list the 112 categories', () => {
    expect(parseFieldCategory({ bowType: 'Compound Limited', gender: 'f', ageGroup: 'u16' })?.bowStyle).toBe(
      'compound limited',
    );
    expect(parseFieldCategory({ bowType: 'traditional', gender: 'f', ageGroup: 'u16' })?.bowStyle).toBe(
      'traditional',
    );
    expect(allFieldCategories()).toHaveLength(112);
    expect(FIELD_CLASSES).toHaveLength(9);
  });
});
