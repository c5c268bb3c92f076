import { describe, expect, it } from 'vitest';
import { defaultUserProfile, type UserProfile } from '../../../../shared/history/userProfile.js';
import {
  ageGroupChoices,
  bowTypeChoices,
  categorySummary,
  categoryWords,
  classificationBowTypes,
  classificationChoices,
  classificationOf,
  draftFromProfile,
  genderChoices,
  knockColourInputValue,
  membershipNumberError,
  profileChanges,
  withClassification,
} from './profile-form.js';

const profile: UserProfile = {
  ...defaultUserProfile(new Date('2026-05-01T12:00:00Z')),
  name: 'Robin',
  ageGroup: 'adult',
  gender: 'female',
  bowType: 'recurve',
  outdoorClassifications: { recurve: 'B2' },
};

describe('profile form', () => {
  it('offers the age groups, genders and bow types the classification schemes know', () => {
    expect(ageGroupChoices('adult').map((c) => c.value)).toEqual([
      '50+',
      'adult',
      'u21',
      'u18',
      'u16',
      'u15',
      'u14',
      'u12',
    ]);
    expect(genderChoices('').map((c) => c.value)).toEqual(['male', 'female']);
    expect(bowTypeChoices('recurve').map((c) => c.label)).toEqual([
      'Recurve',
      'Compound',
      'Barebow',
      'Longbow',
      'Traditional',
      'Flatbow',
      'Compound limited',
      'Compound barebow',
    ]);
  });

  it('keeps a stored spelling it does not list as its own choice instead of rewriting it', () => {
    expect(bowTypeChoices('Self bow').at(-1)).toEqual({ value: 'Self bow', label: 'Self bow' });
    expect(genderChoices('Women').at(-1)).toEqual({ value: 'Women', label: 'Women' });
    expect(classificationChoices('indoor', 'Bowman').at(-1)?.value).toBe('Bowman');
  });

  it('lists Unclassified then the classes from A3 up; indoor has no EMB', () => {
    const outdoor = classificationChoices('outdoor', '').map((c) => c.value);
    expect(outdoor[0]).toBe('Unclassified');
    expect(outdoor[1]).toBe('A3');
    expect(outdoor.at(-1)).toBe('EMB');
    expect(classificationChoices('indoor', '').map((c) => c.value)).not.toContain('EMB');
  });

  it('reads classifications per bow type, Unclassified by default, and removes an entry set back to it', () => {
    const draft = draftFromProfile(profile);
    expect(classificationOf(draft, 'outdoor', 'recurve')).toBe('B2');
    expect(classificationOf(draft, 'indoor', 'recurve')).toBe('Unclassified');
    const indoor = withClassification(draft, 'indoor', 'barebow', 'A1');
    expect(indoor.indoorClassifications).toEqual({ barebow: 'A1' });
    const cleared = withClassification(draft, 'outdoor', 'recurve', 'Unclassified');
    expect(cleared.outdoorClassifications).toEqual({});
    expect(draft.outdoorClassifications).toEqual({ recurve: 'B2' });
  });

  it('gives every known bow type a classification row, plus the archer’s own and any already recorded', () => {
    const draft = {
      ...draftFromProfile(profile),
      bowType: 'flatbow',
      indoorClassifications: { crossbow: 'A3' },
    };
    expect(classificationBowTypes(draft)).toEqual([
      'recurve',
      'compound',
      'barebow',
      'longbow',
      'flatbow',
      'crossbow',
    ]);
  });

  it('sends only what changed', () => {
    const draft = draftFromProfile(profile);
    expect(profileChanges(profile, draft)).toEqual({});
    expect(profileChanges(profile, { ...draft, name: ' Robin ', knockColor: '#ff69b4' })).toEqual({});
    expect(
      profileChanges(profile, {
        ...withClassification(draft, 'indoor', 'recurve', 'MB'),
        bowType: 'barebow',
        name: ' Robin Hood ',
        experimentalTargetFace: true,
      }),
    ).toEqual({
      bowType: 'barebow',
      name: 'Robin Hood',
      experimentalTargetFace: true,
      indoorClassifications: { recurve: 'MB' },
    });
  });

  it('shapes a stored colour for the colour input', () => {
    expect(knockColourInputValue('#FF69B4')).toBe('#ff69b4');
    expect(knockColourInputValue('pink')).toBe('#ff69b4');
  });

  it('says how the category reads, or what is missing', () => {
    expect(categorySummary(profile)).toBe('Classified as Recurve, Female, Adult (senior).');
    expect(categorySummary({ ...profile, gender: '' })).toMatch(/^Choose age group, gender and bow type/);
  });

  it('names the category a saved shoot was shot as, from its snapshot (old items may lack one)', () => {
    expect(categoryWords({ ageGroup: 'u18', gender: 'male', bowType: 'longbow' })).toBe(
      'Longbow, Male (open), Under 18',
    );
    expect(categoryWords({})).toBeNull();
    expect(categoryWords({ ageGroup: 'adult', gender: 'female', bowType: 'crossbow' })).toBeNull();
  });
});

describe('membership number and club', () => {
  it('saves a membership number of digits and a club name, trimmed', () => {
    const draft = { ...draftFromProfile(profile), agbMembershipNumber: ' 2012345 ', clubName: ' Anytown ' };
    expect(profileChanges(profile, draft)).toEqual({ agbMembershipNumber: '2012345', clubName: 'Anytown' });
    expect(membershipNumberError(draft)).toBeNull();
  });

  it('keeps a number that is not digits out of the save, with the error to show beside it', () => {
    const draft = { ...draftFromProfile(profile), agbMembershipNumber: 'GB-2012345', clubName: 'Anytown' };
    expect(profileChanges(profile, draft)).toEqual({ clubName: 'Anytown' });
    expect(membershipNumberError(draft)).toMatch(/digits only/);
  });

  it('clears the number when the field is emptied', () => {
    const saved = { ...profile, agbMembershipNumber: '2012345' };
    const draft = { ...draftFromProfile(saved), agbMembershipNumber: '' };
    expect(profileChanges(saved, draft)).toEqual({ agbMembershipNumber: '' });
  });
});
