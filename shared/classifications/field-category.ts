/**
 * An archer's AGB field category (docs/field-and-vi-rounds.md section 5): field classifies eight bow
 * styles on their own numbers (target folds four of them onto others), seven age groups (no U21:
 * field counts a U21 archer as an adult) and two genders, Open (the former male) and female.
 */
import { GENDERS, parseGender, type Gender } from './category.js';

export const FIELD_BOW_STYLES = [
  'compound',
  'recurve',
  'barebow',
  'longbow',
  'traditional',
  'flatbow',
  'compound limited',
  'compound barebow',
] as const;
export type FieldBowStyle = (typeof FIELD_BOW_STYLES)[number];

/** Bow styles with a sight: they shoot the longest (red) peg; the others shoot blue. */
const SIGHTED: ReadonlySet<FieldBowStyle> = new Set(['compound', 'recurve', 'compound limited']);

export const FIELD_AGE_GROUPS = ['50+', 'adult', 'u18', 'u16', 'u15', 'u14', 'u12'] as const;
export type FieldAgeGroup = (typeof FIELD_AGE_GROUPS)[number];

export interface FieldCategory {
  bowStyle: FieldBowStyle;
  gender: Gender;
  ageGroup: FieldAgeGroup;
}

export function isSighted(bowStyle: FieldBowStyle): boolean {
  return SIGHTED.has(bowStyle);
}

function normalise(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_\-/]+/g, ' ');
}

const BOW_ALIASES: Record<string, FieldBowStyle> = {
  ...Object.fromEntries(FIELD_BOW_STYLES.map((b) => [b, b])),
  compoundlimited: 'compound limited',
  compoundbarebow: 'compound barebow',
  'english longbow': 'longbow',
};

export function parseFieldBowStyle(text: string): FieldBowStyle | undefined {
  return BOW_ALIASES[normalise(text)];
}

function parseFieldAge(text: string): FieldAgeGroup | undefined {
  const t = normalise(text).replace(/^under /, 'u');
  if (['adult', 'adults', 'senior', 'seniors', 'u21', 'u 21'].includes(t)) return 'adult';
  if (['50+', '50 plus', 'over 50', '50 and over', 'o50'].includes(t)) return '50+';
  const compact = t.replace(' ', '');
  return (FIELD_AGE_GROUPS as readonly string[]).includes(compact) ? (compact as FieldAgeGroup) : undefined;
}

/** A field category from a profile's free-text fields, or undefined when any field is not recognised. */
export function parseFieldCategory(profile: {
  bowType: string;
  gender: string;
  ageGroup: string;
}): FieldCategory | undefined {
  const bowStyle = parseFieldBowStyle(profile.bowType);
  const gender = parseGender(profile.gender);
  const ageGroup = parseFieldAge(profile.ageGroup);
  return bowStyle && gender && ageGroup ? { bowStyle, gender, ageGroup } : undefined;
}

/** Every one of the 112 field categories (bow style x gender x age group). */
export function allFieldCategories(): FieldCategory[] {
  return FIELD_BOW_STYLES.flatMap((bowStyle) =>
    GENDERS.flatMap((gender) => FIELD_AGE_GROUPS.map((ageGroup) => ({ bowStyle, gender, ageGroup }))),
  );
}
