import { describe, expect, it } from 'vitest';
import {
  classificationFor,
  defaultUserProfile,
  mergeUserProfiles,
  readUserProfileFields,
  type UserProfile,
  withoutRetiredFields,
  yearOfBirthProblem,
  membershipNumberProblem,
} from './userProfile.js';

const now = new Date('2025-02-10T09:00:00Z');

/** A stored profile read over the docs/product.md section 3 defaults, as the profile projection reads one. */
function storedProfile(raw: unknown, at: Date): UserProfile {
  return { ...defaultUserProfile(at), ...readUserProfileFields(raw) };
}

describe('user profile', () => {
  it('has the defaults of docs/product.md section 3', () => {
    expect(defaultUserProfile(now)).toEqual({
      name: '',
      ageGroup: '',
      gender: '',
      bowType: '',
      indoorClassifications: {},
      outdoorClassifications: {},
      indoorSeasonStartDate: '2024-10-01',
      outdoorSeasonStartDate: '2025-04-01',
      experimentalTargetFace: false,
      knockColor: '#FF69B4',
      lastBackupDate: null,
      searchPreferences: {},
      handicapGoal: null,
      yearOfBirth: null,
      agbMembershipNumber: '',
      clubName: '',
    });
  });

  it('keeps a membership number only as digits, says why a typed one is not, and merges it and the club where none is set', () => {
    expect(readUserProfileFields({ agbMembershipNumber: ' 2012345 ' })).toEqual({
      agbMembershipNumber: '2012345',
    });
    expect(readUserProfileFields({ agbMembershipNumber: '' })).toEqual({ agbMembershipNumber: '' });
    for (const bad of ['20 12345', 'A123', '12-34', '1234567890123', 2012345, null]) {
      expect(readUserProfileFields({ agbMembershipNumber: bad })).toEqual({});
    }
    expect(membershipNumberProblem('2012345')).toBeNull();
    expect(membershipNumberProblem('')).toBeNull();
    expect(membershipNumberProblem('GB2012345')).toBe(
      'An Archery GB membership number is digits only (up to 12), like 1234567',
    );
    expect(readUserProfileFields({ clubName: 'Anytown Archers' })).toEqual({ clubName: 'Anytown Archers' });
    const fresh = defaultUserProfile(now);
    const fromBackup = mergeUserProfiles(fresh, {
      agbMembershipNumber: '2012345',
      clubName: 'Anytown Archers',
    });
    expect([fromBackup.agbMembershipNumber, fromBackup.clubName]).toEqual(['2012345', 'Anytown Archers']);
    const mine = { ...fresh, agbMembershipNumber: '1000001', clubName: 'Otherton Bowmen' };
    const kept = mergeUserProfiles(mine, { agbMembershipNumber: '2012345', clubName: 'Anytown Archers' });
    expect([kept.agbMembershipNumber, kept.clubName]).toEqual(['1000001', 'Otherton Bowmen']);
  });

  it('keeps a handicap goal only as a whole handicap the tables print, and null clears it', () => {
    expect(readUserProfileFields({ handicapGoal: 40 })).toEqual({ handicapGoal: 40 });
    expect(readUserProfileFields({ handicapGoal: '0' })).toEqual({ handicapGoal: 0 });
    expect(readUserProfileFields({ handicapGoal: null })).toEqual({ handicapGoal: null });
    for (const bad of [-1, 151, 40.5, 'forty', Number.NaN, true]) {
      expect(readUserProfileFields({ handicapGoal: bad })).toEqual({});
    }
    expect(storedProfile({ name: 'Robin' }, now).handicapGoal).toBeNull();
  });

  it('keeps a year of birth only as a whole year, says why a typed one makes no sense, and merges it where none is set', () => {
    expect(readUserProfileFields({ yearOfBirth: 1990 })).toEqual({ yearOfBirth: 1990 });
    expect(readUserProfileFields({ yearOfBirth: null })).toEqual({ yearOfBirth: null });
    for (const bad of [1850, 2200, 1990.5, 'nineteen ninety', true]) {
      expect(readUserProfileFields({ yearOfBirth: bad })).toEqual({});
    }
    expect(yearOfBirthProblem(1990, 2026)).toBeNull();
    expect(yearOfBirthProblem('2020', 2026)).toBeNull();
    for (const bad of [2027, 1915, 1990.5, 'soon', null]) {
      expect(yearOfBirthProblem(bad, 2026)).toBe('A year of birth is a year from 1916 to 2026, like 1990');
    }
    expect(mergeUserProfiles(defaultUserProfile(now), { yearOfBirth: 2008 }).yearOfBirth).toBe(2008);
    const mine = { ...defaultUserProfile(now), yearOfBirth: 1990 };
    expect(mergeUserProfiles(mine, { yearOfBirth: 2008 }).yearOfBirth).toBe(1990);
  });

  it('merges a handicap goal from a backup only where this device has none', () => {
    const mine = defaultUserProfile(now);
    expect(mergeUserProfiles(mine, { handicapGoal: 35 }).handicapGoal).toBe(35);
    expect(mergeUserProfiles({ ...mine, handicapGoal: 30 }, { handicapGoal: 35 }).handicapGoal).toBe(30);
    expect(mergeUserProfiles({ ...mine, handicapGoal: 30 }, {}).handicapGoal).toBe(30);
  });

  it('reads a bow type with no classification as Unclassified', () => {
    expect(classificationFor({ recurve: 'B2' }, 'recurve')).toBe('B2');
    expect(classificationFor({ recurve: 'B2' }, 'barebow')).toBe('Unclassified');
    expect(classificationFor({}, 'constructor')).toBe('Unclassified');
  });

  it('migrates maxYards into searchPreferences.maxDistance and drops it', () => {
    const upgraded = storedProfile({ name: 'Robin', maxYards: 80 }, now);
    expect(upgraded.searchPreferences).toEqual({ maxDistance: 80 });
    expect(upgraded.name).toBe('Robin');
    expect('maxYards' in upgraded).toBe(false);
  });

  it('keeps an existing maxDistance over an old maxYards', () => {
    expect(
      readUserProfileFields({ maxYards: 60, searchPreferences: { maxDistance: 100 } }).searchPreferences,
    ).toEqual({
      maxDistance: 100,
    });
  });

  it('keeps stored values and ignores malformed ones', () => {
    const upgraded = storedProfile(
      {
        gender: 'female',
        experimentalTargetFace: true,
        knockColor: 42,
        indoorClassifications: { recurve: 'A1', x: 3 },
      },
      now,
    );
    expect(upgraded).toMatchObject({
      gender: 'female',
      experimentalTargetFace: true,
      knockColor: '#FF69B4',
      indoorClassifications: { recurve: 'A1' },
    });
    expect(storedProfile('nonsense', now)).toEqual(defaultUserProfile(now));
  });

  it("reads no constructiveCriticism from a stored profile, and drops it from an old event's changes", () => {
    // An older version offered the preference; a backup or export it wrote still holds it.
    expect(readUserProfileFields({ constructiveCriticism: false, name: 'Robin' })).toEqual({ name: 'Robin' });
    expect(storedProfile({ constructiveCriticism: true }, now)).not.toHaveProperty('constructiveCriticism');
    const oldChanges = { constructiveCriticism: false, knockColor: '#00ff00' };
    expect(withoutRetiredFields(oldChanges)).toEqual({ knockColor: '#00ff00' });
    // What was read is not changed: the event keeps what it stored.
    expect(oldChanges).toEqual({ constructiveCriticism: false, knockColor: '#00ff00' });
    const current = { knockColor: '#00ff00' };
    expect(withoutRetiredFields(current)).toBe(current);
  });

  it('merges by keeping local non-empty values, else the backup value', () => {
    const local = {
      ...defaultUserProfile(now),
      name: 'Robin',
      outdoorClassifications: { recurve: 'Unclassified' },
    };
    const merged = mergeUserProfiles(
      local,
      readUserProfileFields({
        name: 'Someone else',
        gender: 'male',
        ageGroup: 'senior',
        outdoorClassifications: { recurve: 'B1', longbow: 'A3' },
        lastBackupDate: '2025-01-01T00:00:00Z',
        maxYards: 100,
      }),
    );
    expect(merged).toMatchObject({
      name: 'Robin',
      gender: 'male',
      ageGroup: 'senior',
      outdoorClassifications: { recurve: 'B1', longbow: 'A3' },
      lastBackupDate: '2025-01-01T00:00:00Z',
      searchPreferences: { maxDistance: 100 },
    });
  });

  it('does not replace a real local classification', () => {
    const local = { ...defaultUserProfile(now), indoorClassifications: { recurve: 'B3' } };
    expect(
      mergeUserProfiles(local, { indoorClassifications: { recurve: 'A1' } }).indoorClassifications,
    ).toEqual({
      recurve: 'B3',
    });
  });
});
