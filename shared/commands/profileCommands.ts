import { makeEvent } from '../events/makeEvent.js';
import type { ProfileChanges } from '../events/records.js';
import {
  asHandicapGoal,
  HANDICAP_GOAL_RANGE,
  membershipNumberProblem,
  readUserProfileFields,
  yearOfBirthProblem,
} from '../history/userProfile.js';
import { accept, refuse, type Decide } from './decision.js';

/**
 * Profile changes are read like a stored profile: unknown fields are dropped and an old maxYards
 * becomes searchPreferences.maxDistance. A change that names no profile field is refused.
 */
export function updateProfile(changes: ProfileChanges): Decide {
  return (_state, source) => {
    const goal: unknown = (changes as Record<string, unknown>)['handicapGoal'];
    // A goal the tables do not print is refused in words, rather than dropped like an unknown field.
    if (goal !== undefined && goal !== null && asHandicapGoal(goal) === null) {
      return refuse(
        'invalid-profile',
        `A handicap goal is a whole number from ${HANDICAP_GOAL_RANGE.min} to ${HANDICAP_GOAL_RANGE.max}`,
      );
    }
    const year: unknown = (changes as Record<string, unknown>)['yearOfBirth'];
    if (year !== undefined && year !== null) {
      const problem = yearOfBirthProblem(year, new Date(source.now()).getUTCFullYear());
      if (problem !== null) return refuse('invalid-profile', problem);
    }
    const number: unknown = (changes as Record<string, unknown>)['agbMembershipNumber'];
    // Refused in words: dropping a typed number as an unknown field would lose it without a word.
    if (number !== undefined) {
      const problem = membershipNumberProblem(number);
      if (problem !== null) return refuse('invalid-profile', problem);
    }
    const fields = readUserProfileFields(changes);
    if (Object.keys(fields).length === 0) return refuse('invalid-profile', 'No profile field to change');
    return accept(makeEvent('profile-updated', { changes: fields }, source));
  };
}
