import { describe, expect, it } from 'vitest';
import { parseFieldCategory } from '../classifications/field-category.js';
import { fieldThresholds, OLD_FIELD_TABLES_NOT_HELD } from '../classifications/field-thresholds.js';
import { handicapForScore } from '../handicaps/handicaps.js';
import { roundByName } from '../rounds/catalogue.js';
import { assessShoot } from './assessShoot.js';

const recurveOpen = { gender: 'Open', ageGroup: 'Adult', bowType: 'Recurve' };

function handicapOf(score: number): number | undefined {
  const result = handicapForScore(roundByName('wa field 24 red marked'), score);
  return result.ok ? result.handicap : undefined;
}

describe('assessing a field shoot', () => {
  const red24 = roundByName('wa field 24 red marked');

  it('gives the field handicap and the field class of the scheme of its date', () => {
    const category = parseFieldCategory(recurveOpen)!;
    const thresholds = fieldThresholds(red24, category, 'AGB 2026.1');
    const b1 = thresholds.ok ? thresholds.thresholds.find((t) => t.name === 'B1')!.score! : 0;
    const assessed = assessShoot(red24, b1, recurveOpen, '2026-07-04');
    expect(assessed.handicap).toBe(handicapOf(b1));
    expect(assessed.classification).toEqual({ name: 'B1', scheme: 'AGB 2026.1' });
    expect(assessShoot(red24, b1 - 1, recurveOpen, '2026-07-04').classification?.name).toBe('B2');
    expect(assessShoot(red24, b1, recurveOpen, '2025-07-05').classification?.scheme).toBe('AGB field 2025');
  });

  it('reads a "male" profile exactly as Open', () => {
    expect(assessShoot(red24, 300, { ...recurveOpen, gender: 'male' }, '2026-07-04')).toEqual(
      assessShoot(red24, 300, recurveOpen, '2026-07-04'),
    );
  });

  it('keeps traditional and flatbow on their own field numbers (target folds them onto barebow)', () => {
    const blue = roundByName('wa field 24 blue marked');
    const traditional = assessShoot(
      blue,
      177,
      { gender: 'male', ageGroup: 'U18', bowType: 'traditional' },
      '2026-07-04',
    );
    expect(traditional.classification?.name).toBe('B1');
  });

  it('gives a handicap but a note, not a class, for a peg the bow style may not shoot', () => {
    const assessed = assessShoot(red24, 300, { ...recurveOpen, bowType: 'Barebow' }, '2026-07-04');
    expect(assessed.handicap).toBe(handicapOf(300));
    expect(assessed.classification).toBeUndefined();
    expect(assessed.classificationNote).toContain('red peg');
  });

  it('gives a field shoot before 2025 its handicap and says the old field tables are not held', () => {
    // The old six-class field tables are not in the repository, so no class is made up for it.
    const assessed = assessShoot(red24, 300, recurveOpen, '2024-09-14');
    expect(assessed).toEqual({ handicap: handicapOf(300), classificationNote: OLD_FIELD_TABLES_NOT_HELD });
    expect(assessShoot(red24, 300, recurveOpen, '2025-01-01').classification?.scheme).toBe('AGB field 2025');
  });
});

describe('assessing a VI shoot', () => {
  it('gives a handicap and no classification', () => {
    const assessed = assessShoot(roundByName('burntwood national'), 648, recurveOpen, '2026-07-04');
    expect(assessed).toEqual({ handicap: 10 });
  });
});
