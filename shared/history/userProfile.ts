import { seasonStartDates } from '../time/seasons.js';
import { asFiniteNumber, asRecord, asString } from './readFields.js';

/** What the profile holds about search (round picker) preferences. */
interface SearchPreferences {
  /** Longest distance the archer shoots, in yards (migrated from the old maxYards field). */
  maxDistance?: number;
}

/** The archer's profile (docs/product.md section 3, local key "user"). */
export interface UserProfile {
  name: string;
  ageGroup: string;
  gender: string;
  bowType: string;
  /** Bow type -> classification name; a bow type without an entry is Unclassified. */
  indoorClassifications: Record<string, string>;
  outdoorClassifications: Record<string, string>;
  indoorSeasonStartDate: string;
  outdoorSeasonStartDate: string;
  experimentalTargetFace: boolean;
  knockColor: string;
  lastBackupDate: string | null;
  searchPreferences: SearchPreferences;
  /**
   * The handicap the archer is working towards (whole number, 0 to 150), or null when none is set: the
   * score card's "What I need" shows the score it takes on the round being shot.
   */
  handicapGoal: number | null;
  /**
   * The archer's year of birth, or null when not given: the official record works out the age group on
   * each shoot's date from it (docs/official-record.md).
   */
  yearOfBirth: number | null;
  /**
   * The Archery GB membership number, digits only ('' when not given): the key every records format
   * uses (Golden Records, ianseo, TamlynScore), so a competition's results find the archer's row by it.
   */
  agbMembershipNumber: string;
  /** The club the archer shoots for, as the records officer knows it ('' when not given). */
  clubName: string;
}

/** The handicaps the AGB tables print, the range a goal can take. */
export const HANDICAP_GOAL_RANGE = { min: 0, max: 150 } as const;

/** A goal as stored: a whole handicap in the printed range; anything else is no goal. */
export function asHandicapGoal(raw: unknown): number | null {
  const value = asFiniteNumber(raw);
  return value !== null &&
    Number.isInteger(value) &&
    value >= HANDICAP_GOAL_RANGE.min &&
    value <= HANDICAP_GOAL_RANGE.max
    ? value
    : null;
}

export const UNCLASSIFIED = 'Unclassified';
export const DEFAULT_KNOCK_COLOR = '#FF69B4';

/**
 * A fresh profile; its stored season dates follow docs/product.md section 9 for the given "now" (kept as
 * docs/product.md section 3 lists them, for backups; nothing in the app reads them).
 */
export function defaultUserProfile(now: Date): UserProfile {
  const seasons = seasonStartDates(now);
  return {
    name: '',
    ageGroup: '',
    gender: '',
    bowType: '',
    indoorClassifications: {},
    outdoorClassifications: {},
    indoorSeasonStartDate: seasons.indoor,
    outdoorSeasonStartDate: seasons.outdoor,
    experimentalTargetFace: false,
    knockColor: DEFAULT_KNOCK_COLOR,
    lastBackupDate: null,
    searchPreferences: {},
    handicapGoal: null,
    yearOfBirth: null,
    agbMembershipNumber: '',
    clubName: '',
  };
}

/** The oldest age a year of birth may imply: anything older is a typing slip. */
const OLDEST_ARCHER = 110;

/** A year of birth as stored or imported: a whole year from 1900 to 2100; anything else is none. */
export function asYearOfBirth(raw: unknown): number | null {
  const value = asFiniteNumber(raw);
  return value !== null && Number.isInteger(value) && value >= 1900 && value <= 2100 ? value : null;
}

/** Why a year of birth given in `thisYear` makes no sense (not a number, too old, in the future), or null. */
export function yearOfBirthProblem(raw: unknown, thisYear: number): string | null {
  const value = asFiniteNumber(raw);
  const earliest = thisYear - OLDEST_ARCHER;
  if (value === null || !Number.isInteger(value) || value < earliest || value > thisYear) {
    return `A year of birth is a year from ${earliest} to ${thisYear}, like 1990`;
  }
  return null;
}

/**
 * Fields an older version kept in the profile that this app no longer has: `constructiveCriticism`, a
 * preference offered but never acted on (nothing in the app gave such feedback). Backups and old files
 * still carry it and the log's older events still set it: it is read from none of them
 * (readUserProfileFields knows only today's fields), and dropped from an event's changes as they are
 * applied, so it never comes back into the profile nor goes out in a new backup.
 */
const RETIRED_FIELDS: readonly string[] = ['constructiveCriticism'];

/** Profile changes as stored in an event, less the retired fields an older version wrote. */
export function withoutRetiredFields<T extends object>(changes: T): T {
  if (!RETIRED_FIELDS.some((key) => Object.hasOwn(changes, key))) return changes;
  const kept = { ...changes } as Record<string, unknown>;
  for (const key of RETIRED_FIELDS) delete kept[key];
  return kept as T;
}

/** Longer than any membership number Archery GB has issued; bounds what a file can store. */
const MEMBERSHIP_NUMBER_DIGITS = 12;

/** A membership number as stored or imported: digits only, or '' for none; anything else is not one. */
export function asMembershipNumber(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  return text === '' || (/^\d+$/.test(text) && text.length <= MEMBERSHIP_NUMBER_DIGITS) ? text : null;
}

/** Why a membership number the archer typed is not one (letters, spaces inside, too long), or null. */
export function membershipNumberProblem(raw: unknown): string | null {
  return asMembershipNumber(raw) === null
    ? `An Archery GB membership number is digits only (up to ${MEMBERSHIP_NUMBER_DIGITS}), like 1234567`
    : null;
}

/** The archer's classification for a bow type, Unclassified when none is recorded. */
export function classificationFor(
  classifications: Readonly<Record<string, string>>,
  bowType: string,
): string {
  return Object.hasOwn(classifications, bowType) ? classifications[bowType]! : UNCLASSIFIED;
}

function readClassifications(raw: unknown): Record<string, string> | undefined {
  const record = asRecord(raw);
  if (record === null) return undefined;
  const map: Record<string, string> = {};
  for (const [bowType, name] of Object.entries(record)) {
    if (bowType !== '__proto__' && typeof name === 'string') map[bowType] = name;
  }
  return map;
}

const TEXT_FIELDS = [
  'name',
  'ageGroup',
  'gender',
  'bowType',
  'indoorSeasonStartDate',
  'outdoorSeasonStartDate',
  'knockColor',
  'clubName',
] as const;

/**
 * The profile fields actually present and well-formed in untrusted input, with the old maxYards
 * field migrated into searchPreferences.maxDistance (an explicit maxDistance wins) and not copied.
 */
export function readUserProfileFields(raw: unknown): Partial<UserProfile> {
  const record = asRecord(raw);
  if (record === null) return {};
  const fields: Partial<UserProfile> = {};
  for (const key of TEXT_FIELDS) {
    const value = asString(record[key]);
    if (value !== null) fields[key] = value;
  }
  if (typeof record['experimentalTargetFace'] === 'boolean')
    fields.experimentalTargetFace = record['experimentalTargetFace'];
  const indoor = readClassifications(record['indoorClassifications']);
  if (indoor) fields.indoorClassifications = indoor;
  const outdoor = readClassifications(record['outdoorClassifications']);
  if (outdoor) fields.outdoorClassifications = outdoor;
  const lastBackupDate = asString(record['lastBackupDate']);
  if (lastBackupDate !== null && lastBackupDate !== '') fields.lastBackupDate = lastBackupDate;

  // null is a change too: it clears the goal. A value outside the tables is not a goal and is left out.
  if (record['handicapGoal'] === null) fields.handicapGoal = null;
  else {
    const goal = asHandicapGoal(record['handicapGoal']);
    if (goal !== null) fields.handicapGoal = goal;
  }

  if (record['yearOfBirth'] === null) fields.yearOfBirth = null;
  else {
    const year = asYearOfBirth(record['yearOfBirth']);
    if (year !== null) fields.yearOfBirth = year;
  }

  const membershipNumber = asMembershipNumber(record['agbMembershipNumber']);
  if (membershipNumber !== null) fields.agbMembershipNumber = membershipNumber;

  const preferences = asRecord(record['searchPreferences']);
  const maxDistance = asFiniteNumber(preferences?.['maxDistance']) ?? asFiniteNumber(record['maxYards']);
  if (preferences !== null || maxDistance !== null) {
    fields.searchPreferences = maxDistance !== null && maxDistance > 0 ? { maxDistance } : {};
  }
  return fields;
}

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

function mergeClassifications(
  local: Readonly<Record<string, string>>,
  backup: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const merged: Record<string, string> = { ...local };
  for (const [bowType, name] of Object.entries(backup ?? {})) {
    // Unclassified is the default, not a choice, so a real classification from the backup beats it.
    const mine = merged[bowType];
    if (mine === undefined || isEmptyValue(mine) || mine === UNCLASSIFIED) merged[bowType] = name;
  }
  return merged;
}

/**
 * docs/product.md section 5: profile merge keeps each local non-empty value, else takes the backup's value.
 * Classification maps merge per bow type, where Unclassified counts as empty.
 */
export function mergeUserProfiles(local: UserProfile, backup: Partial<UserProfile>): UserProfile {
  const merged: UserProfile = { ...local };
  for (const key of TEXT_FIELDS) {
    const theirs = backup[key];
    if (isEmptyValue(local[key]) && theirs !== undefined) merged[key] = theirs;
  }
  if (local.lastBackupDate === null && backup.lastBackupDate) merged.lastBackupDate = backup.lastBackupDate;
  if (local.handicapGoal === null && backup.handicapGoal !== undefined) {
    merged.handicapGoal = backup.handicapGoal;
  }
  if (local.yearOfBirth === null && backup.yearOfBirth !== undefined) merged.yearOfBirth = backup.yearOfBirth;
  if (local.agbMembershipNumber === '' && backup.agbMembershipNumber !== undefined) {
    merged.agbMembershipNumber = backup.agbMembershipNumber;
  }
  if (isEmptyValue(local.searchPreferences) && backup.searchPreferences) {
    merged.searchPreferences = { ...backup.searchPreferences };
  }
  merged.indoorClassifications = mergeClassifications(
    local.indoorClassifications,
    backup.indoorClassifications,
  );
  merged.outdoorClassifications = mergeClassifications(
    local.outdoorClassifications,
    backup.outdoorClassifications,
  );
  return merged;
}
