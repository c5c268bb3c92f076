/**
 * The AGB field thresholds served under /data/field-classifications (docs/field-and-vi-rounds.md
 * section 5), one file per field category, so anyone can check the numbers the app classifies by.
 * Each file lists every field round a category may classify on, both schemes the app applies (the
 * 2025 field scheme and the 2026.1 tables), and only the classes available.
 */
import { FIELD_CLASSES } from '../classifications/field-class-handicaps.js';
import {
  allFieldCategories,
  type FieldAgeGroup,
  type FieldBowStyle,
  type FieldCategory,
} from '../classifications/field-category.js';
import { fieldThresholds } from '../classifications/field-thresholds.js';
import type { FieldScheme } from '../classifications/schemes.js';
import { allRounds } from '../rounds/catalogue.js';

const FIELD_SCHEMES: readonly FieldScheme[] = ['AGB field 2025', 'AGB 2026.1'];

const BOW_DIRS: Record<FieldBowStyle, string> = {
  compound: 'Compound',
  recurve: 'Recurve',
  barebow: 'Barebow',
  longbow: 'Longbow',
  traditional: 'Traditional',
  flatbow: 'Flatbow',
  'compound limited': 'CompoundLimited',
  'compound barebow': 'CompoundBarebow',
};

const AGE_DIRS: Record<FieldAgeGroup, string> = {
  '50+': '50+',
  adult: 'Adult',
  u18: 'U18',
  u16: 'U16',
  u15: 'U15',
  u14: 'U14',
  u12: 'U12',
};

/** "Open" is AGB's word from 2026 for the former male category (same numbers). */
const GENDER_DIRS = { male: 'Open', female: 'Women' } as const;

export interface FieldThresholdJson {
  /** 1 = A3 up to 9 = EMB, as in the target files. */
  id: number;
  className: string;
  gender: 'Open' | 'Women';
  bowType: string;
  age: string;
  round: string;
  score: number;
  scheme: FieldScheme;
}

export function fieldClassificationJson(category: FieldCategory): FieldThresholdJson[] {
  const base = {
    gender: GENDER_DIRS[category.gender],
    bowType: BOW_DIRS[category.bowStyle],
    age: AGE_DIRS[category.ageGroup],
  };
  const fieldRounds = allRounds().filter((round) => round.discipline === 'field');
  return FIELD_SCHEMES.flatMap((scheme) =>
    fieldRounds.flatMap((round) => {
      const result = fieldThresholds(round, category, scheme);
      if (!result.ok) return []; // a peg this bow style may not classify from
      return result.thresholds.flatMap((t) =>
        t.score === null
          ? []
          : [
              {
                id: FIELD_CLASSES.length - FIELD_CLASSES.indexOf(t.name),
                className: t.name,
                ...base,
                round: round.name,
                score: t.score,
                scheme,
              },
            ],
      );
    }),
  );
}

export function fieldClassificationPath(category: FieldCategory): string {
  return `data/field-classifications/${GENDER_DIRS[category.gender]}/${BOW_DIRS[category.bowStyle]}/${AGE_DIRS[category.ageGroup]}.json`;
}

/** The 112 field category files. */
export function fieldStaticDataFiles(): Array<{ path: string; json: unknown }> {
  return allFieldCategories().map((category) => ({
    path: fieldClassificationPath(category),
    json: fieldClassificationJson(category),
  }));
}
