import { agbClassName } from '../../../../shared/classifications/class-names.js';
import {
  AGE_GROUPS,
  BOW_TYPES,
  GENDERS,
  parseCategory,
} from '../../../../shared/classifications/category.js';
import { INDOOR_CLASSES, OUTDOOR_CLASSES } from '../../../../shared/classifications/thresholds.js';
import type { ProfileChanges } from '../../../../shared/events/records.js';
import {
  classificationFor,
  DEFAULT_KNOCK_COLOR,
  membershipNumberProblem,
  UNCLASSIFIED,
  type UserProfile,
} from '../../../../shared/history/userProfile.js';
import { FIELD_BOW_STYLES } from '../../../../shared/classifications/field-category.js';
import { bowName } from '../../bow-name.js';

/**
 * The profile fields this screen edits; lastBackupDate and search preferences belong to other screens.
 * The stored season start dates are not among them: nothing in the app reads them (docs/product.md
 * section 3), and a field called "Indoor season starts" on 1 October gave "indoor season" a second
 * meaning beside Archery GB's 1 July to 30 June, the one My record keeps.
 */
export type ProfileDraft = Pick<
  UserProfile,
  | 'name'
  | 'ageGroup'
  | 'gender'
  | 'bowType'
  | 'indoorClassifications'
  | 'outdoorClassifications'
  | 'experimentalTargetFace'
  | 'knockColor'
  | 'agbMembershipNumber'
  | 'clubName'
> & {
  /** As typed: empty for none; the worker refuses a year that makes no sense, in words. */
  yearOfBirth: string;
};

export interface Choice {
  value: string;
  label: string;
}

const AGE_LABELS: Record<(typeof AGE_GROUPS)[number], string> = {
  '50+': '50+',
  adult: 'Adult (senior)',
  u21: 'Under 21',
  u18: 'Under 18',
  u16: 'Under 16',
  u15: 'Under 15',
  u14: 'Under 14',
  u12: 'Under 12',
};

// AGB's Open category is the former male one with the same numbers (shared/classifications/category.ts).
const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: 'Male (open)', female: 'Female' };

/**
 * A stored value the list does not know (an older spelling like "Women" or a bow like "traditional") is
 * kept as an extra choice, so opening and saving the profile never silently rewrites what the archer has.
 */
function withStoredValue(choices: Choice[], stored: string): Choice[] {
  if (stored === '' || choices.some((choice) => choice.value === stored)) return choices;
  return [...choices, { value: stored, label: stored }];
}

export function ageGroupChoices(stored: string): Choice[] {
  return withStoredValue(
    AGE_GROUPS.map((value) => ({ value, label: AGE_LABELS[value] })),
    stored,
  );
}

export function genderChoices(stored: string): Choice[] {
  return withStoredValue(
    GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] })),
    stored,
  );
}

function isTargetBowType(style: string): boolean {
  return (BOW_TYPES as readonly string[]).includes(style);
}

/**
 * The eight bow styles AGB field archery keeps apart. Target rounds classify four of them; the others
 * are read with barebow (traditional, flatbow) or compound (compound limited, compound barebow) numbers
 * there (shared/classifications/category.ts), so an archer picks the bow as it is, not as a table files it.
 */
export function bowTypeChoices(stored: string): Choice[] {
  return withStoredValue(
    // The four target styles first, in the order archers know them, then the other field styles.
    [...BOW_TYPES, ...FIELD_BOW_STYLES.filter((style) => !isTargetBowType(style))].map((value) => ({
      value,
      label: bowName(value),
    })),
    stored,
  );
}

export type Discipline = 'indoor' | 'outdoor';

/** Unclassified first, then the classes from the lowest (A3) up; indoor has no EMB. */
export function classificationChoices(discipline: Discipline, stored: string): Choice[] {
  const classes = discipline === 'indoor' ? INDOOR_CLASSES : OUTDOOR_CLASSES;
  const lowestFirst = [...classes].reverse();
  return withStoredValue(
    [
      { value: UNCLASSIFIED, label: UNCLASSIFIED },
      ...lowestFirst.map((name) => ({ value: name, label: `${name} – ${agbClassName(name) ?? name}` })),
    ],
    stored,
  );
}

/** Every bow type that gets a classification row: the known ones, the archer's own, and any in the maps. */
export function classificationBowTypes(draft: ProfileDraft): string[] {
  const rows: string[] = [...BOW_TYPES];
  for (const bowType of [
    draft.bowType,
    ...Object.keys(draft.indoorClassifications),
    ...Object.keys(draft.outdoorClassifications),
  ]) {
    if (bowType !== '' && !rows.includes(bowType)) rows.push(bowType);
  }
  return rows;
}

export function classificationOf(draft: ProfileDraft, discipline: Discipline, bowType: string): string {
  return classificationFor(
    discipline === 'indoor' ? draft.indoorClassifications : draft.outdoorClassifications,
    bowType,
  );
}

/** Unclassified is the default, so choosing it removes the entry instead of storing the word. */
export function withClassification(
  draft: ProfileDraft,
  discipline: Discipline,
  bowType: string,
  name: string,
): ProfileDraft {
  const key = discipline === 'indoor' ? 'indoorClassifications' : 'outdoorClassifications';
  const map = { ...draft[key] };
  if (name === UNCLASSIFIED) delete map[bowType];
  else map[bowType] = name;
  return { ...draft, [key]: map };
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** A colour input only takes lower-case #rrggbb; anything else shows the default pink. */
export function knockColourInputValue(stored: string): string {
  return (HEX_COLOUR.test(stored) ? stored : DEFAULT_KNOCK_COLOR).toLowerCase();
}

export function draftFromProfile(profile: UserProfile): ProfileDraft {
  return {
    name: profile.name,
    ageGroup: profile.ageGroup,
    gender: profile.gender,
    bowType: profile.bowType,
    indoorClassifications: { ...profile.indoorClassifications },
    outdoorClassifications: { ...profile.outdoorClassifications },
    experimentalTargetFace: profile.experimentalTargetFace,
    // Shaped the way the colour input shows it, so an untouched form has nothing to save.
    knockColor: knockColourInputValue(profile.knockColor),
    yearOfBirth: profile.yearOfBirth === null ? '' : String(profile.yearOfBirth),
    agbMembershipNumber: profile.agbMembershipNumber,
    clubName: profile.clubName,
  };
}

function sameClassifications(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key])
  );
}

/**
 * Only what the archer changed, so a save never overwrites a field another tab changed meanwhile. The
 * knock colour compares without case because the colour input lower-cases what it shows.
 */
export function profileChanges(saved: UserProfile, draft: ProfileDraft): ProfileChanges {
  const changes: ProfileChanges = {};
  const textFields = ['ageGroup', 'gender', 'bowType'] as const;
  for (const key of textFields) if (draft[key] !== saved[key]) changes[key] = draft[key];
  if (draft.name.trim() !== saved.name) changes.name = draft.name.trim();
  if (draft.clubName.trim() !== saved.clubName) changes.clubName = draft.clubName.trim();
  // A number that is not one stays in the form with its error beside it, and is not sent: the other
  // fields still save, and the stored number is kept until a good one is typed.
  const membershipNumber = draft.agbMembershipNumber.trim();
  if (membershipNumber !== saved.agbMembershipNumber && membershipNumberProblem(membershipNumber) === null)
    changes.agbMembershipNumber = membershipNumber;
  if (draft.experimentalTargetFace !== saved.experimentalTargetFace) {
    changes.experimentalTargetFace = draft.experimentalTargetFace;
  }
  if (draft.knockColor.toLowerCase() !== saved.knockColor.toLowerCase())
    changes.knockColor = draft.knockColor;
  const year = draft.yearOfBirth.trim();
  if (year !== (saved.yearOfBirth === null ? '' : String(saved.yearOfBirth))) {
    // Anything typed goes to the worker as a number (NaN included), which accepts it or says why not.
    changes.yearOfBirth = year === '' ? null : Number(year);
  }
  if (!sameClassifications(draft.indoorClassifications, saved.indoorClassifications)) {
    changes.indoorClassifications = { ...draft.indoorClassifications };
  }
  if (!sameClassifications(draft.outdoorClassifications, saved.outdoorClassifications)) {
    changes.outdoorClassifications = { ...draft.outdoorClassifications };
  }
  return changes;
}

/** What is wrong with the membership number as typed, to show beside the field, or null. */
export function membershipNumberError(draft: Pick<ProfileDraft, 'agbMembershipNumber'>): string | null {
  return membershipNumberProblem(draft.agbMembershipNumber);
}

export function hasChanges(changes: ProfileChanges): boolean {
  return Object.keys(changes).length > 0;
}

/** A category in words ("Recurve, Female, Adult (senior)"), or null when any part is missing or unknown. */
export function categoryWords(shooter: {
  ageGroup?: string;
  gender?: string;
  bowType?: string;
}): string | null {
  const category = parseCategory({
    ageGroup: shooter.ageGroup ?? '',
    gender: shooter.gender ?? '',
    bowType: shooter.bowType ?? '',
  });
  if (!category) return null;
  return `${bowName(category.bowType)}, ${GENDER_LABELS[category.gender]}, ${AGE_LABELS[category.ageGroup]}`;
}

/** How the classification schemes will read the archer's category, in words (or why they cannot). */
export function categorySummary(draft: Pick<ProfileDraft, 'ageGroup' | 'gender' | 'bowType'>): string {
  const words = categoryWords(draft);
  return words === null
    ? 'Choose age group, gender and bow type to get classifications and estimates.'
    : `Classified as ${words}.`;
}
