import { achievementDefinition } from '../achievements/catalogue.js';
import type { SightMarkInput } from '../contract/views.js';
import type { EngineEvent } from '../events/eventTypes.js';
import { makeEvent, type EventSource } from '../events/makeEvent.js';
import type { ProfileChanges } from '../events/records.js';
import { asHandicapGoal, HANDICAP_GOAL_RANGE, readUserProfileFields } from '../history/userProfile.js';
import { readSightMark } from '../sight-marks/restore.js';
import { accept, refuse, type Decide } from './decision.js';
import type { Projections } from './projections.js';

/** Commands on sight marks, the profile and the achievements read state and preferences. */

export function saveSightMark(input: SightMarkInput): Decide {
  return (_state, source) => {
    // The same reader as a restore: distance, unit (m or yd) and notches required, defaults filled in.
    const read = readSightMark(input, () => source.newId());
    if (!read.ok) return refuse('invalid-sight-mark', read.error.message);
    return accept(makeEvent('sight-mark-saved', { mark: read.value }, source));
  };
}

export function deleteSightMark(sightMarkId: string): Decide {
  return (state, source) =>
    state.sightMarks.has(sightMarkId)
      ? accept(makeEvent('sight-mark-deleted', { sightMarkId }, source))
      : refuse('no-such-sight-mark', `There is no sight mark ${String(sightMarkId)}`);
}

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
    const fields = readUserProfileFields(changes);
    if (Object.keys(fields).length === 0) return refuse('invalid-profile', 'No profile field to change');
    return accept(makeEvent('profile-updated', { changes: fields }, source));
  };
}

export function markAchievementsRead(achievementIds: string[] | 'all'): Decide {
  return (_state, source) => {
    if (achievementIds === 'all') {
      return accept(makeEvent('achievements-marked-read', { achievementIds: [], all: true }, source));
    }
    if (
      !Array.isArray(achievementIds) ||
      !achievementIds.every((id) => typeof id === 'string' && id !== '')
    ) {
      return refuse('invalid-achievements', 'Achievements are marked read by their ids, or all at once');
    }
    for (const id of achievementIds) {
      const known = achievementDefinition(id);
      if (!known.ok) return refuse('invalid-achievements', known.error.message);
    }
    return accept(
      makeEvent('achievements-marked-read', { achievementIds: [...achievementIds], all: false }, source),
    );
  };
}

export function setAchievementPopups(enabled: boolean): Decide {
  return (_state, source) =>
    typeof enabled === 'boolean'
      ? accept(makeEvent('achievement-popups-set', { enabled }, source))
      : refuse('invalid-achievements', 'Achievement popups are turned on or off');
}

/**
 * Run by the engine after every write: achievements the history now meets that were never recorded
 * are recorded as unlocked, at the time of the event. Null when there is nothing new to record.
 */
export function recordUnlocks(state: Projections): ((source: EventSource) => EngineEvent) | null {
  const achievements = state.achievements.newlyMet(0);
  if (achievements.length === 0) return null;
  return (source) => {
    const event = makeEvent('achievements-unlocked', { achievements }, source);
    for (const record of achievements) record.unlockedAt = event.timestamp;
    return event;
  };
}
