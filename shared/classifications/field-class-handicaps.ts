/**
 * AGB field class handicaps and pegs (docs/field-and-vi-rounds.md section 5). The class handicaps
 * follow the target formula with each bow style's own field constants; which classes a round can give
 * depends on the longest target of its peg against the category's range of peg distances.
 */
import type { FieldAgeGroup, FieldBowStyle, FieldCategory } from './field-category.js';
import { isSighted } from './field-category.js';

export const FIELD_CLASSES = ['EMB', 'GMB', 'MB', 'B1', 'B2', 'B3', 'A1', 'A2', 'A3'] as const;
export type FieldClassName = (typeof FIELD_CLASSES)[number];

interface FieldSteps {
  datum: number;
  classStep: number;
  genderStep: number;
  ageStep: number;
}

const STEPS: Record<FieldBowStyle, FieldSteps> = {
  compound: { datum: 18, classStep: 7.5, genderStep: 4, ageStep: 6 },
  recurve: { datum: 34, classStep: 8, genderStep: 5, ageStep: 5.5 },
  barebow: { datum: 49, classStep: 6.5, genderStep: 5.5, ageStep: 4 },
  longbow: { datum: 68, classStep: 5.5, genderStep: 10, ageStep: 5.5 },
  traditional: { datum: 55, classStep: 6, genderStep: 7, ageStep: 6 },
  flatbow: { datum: 62, classStep: 5.5, genderStep: 8, ageStep: 5.5 },
  'compound limited': { datum: 32, classStep: 7, genderStep: 5, ageStep: 5.5 },
  'compound barebow': { datum: 46, classStep: 6, genderStep: 5.5, ageStep: 4 },
};

const AGE_STEPS: Record<FieldAgeGroup, number> = {
  adult: 0,
  '50+': 1,
  u18: 2,
  u16: 3,
  u15: 4,
  u14: 5,
  u12: 6,
};

/** Women and men share numbers from U15 down. */
const MERGED_AGES: ReadonlySet<FieldAgeGroup> = new Set(['u15', 'u14', 'u12']);

function offset(category: FieldCategory, steps: FieldSteps): number {
  const n = AGE_STEPS[category.ageGroup];
  if (category.gender === 'male' || MERGED_AGES.has(category.ageGroup)) return n * steps.ageStep;
  // As in target: a U16 woman is never set a harder mark than a U15 girl.
  if (category.ageGroup === 'u16' && steps.genderStep > steps.ageStep) return 4 * steps.ageStep;
  return steps.genderStep + n * steps.ageStep;
}

/** Class handicaps EMB..A3; MB sits at the datum plus the category's offset. */
export function fieldClassHandicaps(category: FieldCategory): number[] {
  const steps = STEPS[category.bowStyle];
  const mb = steps.datum + offset(category, steps);
  return FIELD_CLASSES.map((_, i) => mb + (i - 2) * steps.classStep);
}

/** The longest peg distance (metres) a category may classify from: red for sighted bows, blue otherwise. */
export function longestAllowedPeg(category: Pick<FieldCategory, 'bowStyle'>): number {
  return isSighted(category.bowStyle) ? 60 : 50;
}

/** The shortest peg distance giving every class; juniors may step down, never below 30 m. */
const SHORTEST_FULL_PEG: Record<'sighted' | 'unsighted', Record<FieldAgeGroup, number>> = {
  sighted: { adult: 60, '50+': 60, u18: 60, u16: 50, u15: 40, u14: 30, u12: 30 },
  unsighted: { adult: 50, '50+': 50, u18: 50, u16: 40, u15: 30, u14: 30, u12: 30 },
};

/** Archer classes may come from a shorter peg: A1 10 m, A2 20 m, A3 30 m shorter, but never below 30 m. */
const ARCHER_CLASS_ALLOWANCE = [0, 0, 0, 0, 0, 0, 10, 20, 30];

export function fieldMinimumPegs(category: FieldCategory): number[] {
  const full = SHORTEST_FULL_PEG[isSighted(category.bowStyle) ? 'sighted' : 'unsighted'][category.ageGroup];
  return ARCHER_CLASS_ALLOWANCE.map((allowance) => Math.max(full - allowance, 30));
}
