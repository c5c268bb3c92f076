/**
 * An archer's AGB classification category: bow type, gender and age group. Profiles and imports spell
 * these many ways ("Women", "under 18", "Senior", "Flatbow"); parseCategory accepts them all.
 */

export const BOW_TYPES = ['recurve', 'compound', 'barebow', 'longbow'] as const;
export type BowType = (typeof BOW_TYPES)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** AGB age groups, oldest first as AGB lists them. "adult" is also called senior. */
export const AGE_GROUPS = ['50+', 'adult', 'u21', 'u18', 'u16', 'u15', 'u14', 'u12'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export interface Category {
  bowType: BowType;
  gender: Gender;
  ageGroup: AgeGroup;
}

function normalise(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_\-/]+/g, ' ');
}

/**
 * Outdoor and indoor AGB classify four bow styles; the others map onto them (doc section 4.1):
 * traditional and flatbow use barebow numbers, compound limited and compound barebow use compound.
 */
const BOW_ALIASES: Record<string, BowType> = {
  recurve: 'recurve',
  compound: 'compound',
  'compound limited': 'compound',
  'compound barebow': 'compound',
  barebow: 'barebow',
  traditional: 'barebow',
  flatbow: 'barebow',
  longbow: 'longbow',
};

/** AGB's "Open" category (2026) is the former male category, with identical numbers. */
const GENDER_ALIASES: Record<string, Gender> = {
  male: 'male',
  men: 'male',
  man: 'male',
  m: 'male',
  gents: 'male',
  gentlemen: 'male',
  open: 'male',
  female: 'female',
  women: 'female',
  woman: 'female',
  f: 'female',
  ladies: 'female',
};

function parseAge(text: string): AgeGroup | undefined {
  const t = normalise(text);
  if (t === 'adult' || t === 'senior' || t === 'seniors' || t === 'adults') return 'adult';
  if (t === '50+' || t === '50 plus' || t === 'over 50' || t === '50 and over' || t === 'o50') return '50+';
  const under = /^(?:u|under) ?(\d+)$/.exec(t);
  const years = under?.[1];
  if (years === undefined) return undefined;
  const group = `u${years}`;
  return (AGE_GROUPS as readonly string[]).includes(group) ? (group as AgeGroup) : undefined;
}

export function parseBowType(text: string): BowType | undefined {
  return BOW_ALIASES[normalise(text)];
}

const compoundBows = new Map<string, boolean>();

/**
 * Compound archers (compound, compound limited, compound barebow) are measured on the inner-10 tables
 * indoors, even without a full category, and plot on the inner 10 of the faces that have one. It is
 * this file's bow-type parse, so the score card, the leaderboard and a category can never disagree.
 */
export function isCompoundBow(bowType: string): boolean {
  let compound = compoundBows.get(bowType);
  if (compound === undefined) {
    compound = parseBowType(bowType) === 'compound';
    compoundBows.set(bowType, compound);
  }
  return compound;
}

export function parseGender(text: string): Gender | undefined {
  return GENDER_ALIASES[normalise(text)];
}

export function parseAgeGroup(text: string): AgeGroup | undefined {
  return parseAge(text);
}

/** A category from a profile's free-text fields, or undefined when any field is not recognised. */
export function parseCategory(profile: {
  bowType: string;
  gender: string;
  ageGroup: string;
}): Category | undefined {
  const bowType = parseBowType(profile.bowType);
  const gender = parseGender(profile.gender);
  const ageGroup = parseAgeGroup(profile.ageGroup);
  return bowType && gender && ageGroup ? { bowType, gender, ageGroup } : undefined;
}

/** Every one of the 64 categories (bow type x gender x age group). */
export function allCategories(): Category[] {
  return BOW_TYPES.flatMap((bowType) =>
    GENDERS.flatMap((gender) => AGE_GROUPS.map((ageGroup) => ({ bowType, gender, ageGroup }))),
  );
}
