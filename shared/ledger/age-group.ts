/**
 * AGB age groups come from the year of birth: the age an archer reaches during the calendar year of the
 * shoot. An indoor season spans two years, so a junior's group can change on 1 January; each shoot is
 * judged with the group on its own date.
 */
import type { AgeGroup } from '../classifications/category.js';
import { fail, ok, type Result } from '../core/result.js';

/** Oldest plausible archer; a birth year implying more is a typing slip. */
const OLDEST_AGE = 110;

/** Upper age limits (age reached in the year), youngest group first. */
const JUNIOR_LIMITS: ReadonlyArray<[AgeGroup, number]> = [
  ['u12', 11],
  ['u14', 13],
  ['u15', 14],
  ['u16', 15],
  ['u18', 17],
  ['u21', 20],
];

export function ageGroupOn(yearOfBirth: number, day: string): Result<AgeGroup, 'impossible-birth-year'> {
  const shootYear = Number(day.slice(0, 4));
  const age = shootYear - yearOfBirth;
  if (!Number.isInteger(yearOfBirth) || age < 0 || age > OLDEST_AGE) {
    return fail(
      'impossible-birth-year',
      `A year of birth of ${String(yearOfBirth)} does not fit a shoot in ${shootYear}.`,
    );
  }
  for (const [group, limit] of JUNIOR_LIMITS) if (age <= limit) return ok(group);
  return ok(age >= 50 ? '50+' : 'adult');
}
