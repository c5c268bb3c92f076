import { describe, expect, it } from 'vitest';
import { allRounds, roundByName } from '../../../../shared/rounds/catalogue.js';
import {
  activeFilterNames,
  chooseRounds,
  groupRounds,
  noFilters,
  roundDescription,
  roundMatches,
} from './round-filters.js';
import { choiceForMaxDistance } from './max-distance-preference.js';
import { roundTitle } from './round-title.js';
import { readSelectRoundQuery, selectRoundHref } from './select-round-query.js';

describe('round groups', () => {
  it('shows Target indoor, Target outdoor, Field, VI and Practice, every round in one', () => {
    const groups = groupRounds(allRounds());
    expect(groups.map((g) => g.group)).toEqual([
      'Target indoor',
      'Target outdoor',
      'Field',
      'VI',
      'Practice',
    ]);
    expect(groups.reduce((n, g) => n + g.rounds.length, 0)).toBe(allRounds().length);
    expect(groups.find((g) => g.group === 'Field')?.rounds).toHaveLength(20);
    expect(groups.find((g) => g.group === 'VI')?.rounds).toHaveLength(14);
  });

  it('searches across every group at once', () => {
    const found = allRounds().filter((r) => roundMatches(r, { ...noFilters, search: 'national' }));
    expect(groupRounds(found).map((g) => g.group)).toEqual(['Target outdoor', 'VI']);
    const red = allRounds().filter((r) => roundMatches(r, { ...noFilters, search: 'field red' }));
    expect(red).toHaveLength(5);
  });

  it('lists the round whose name is the search first: National above New and Long National', () => {
    const { others } = chooseRounds(allRounds(), [], { ...noFilters, search: 'national' });
    const outdoor = groupRounds(others)
      .find((g) => g.group === 'Target outdoor')!
      .rounds.map((r) => r.name);
    expect(outdoor[0]).toBe('national');
    expect(outdoor).toContain('new national');
    expect(outdoor).toContain('long national');
    // Without a search the catalogue's order stands.
    expect(chooseRounds(allRounds(), [], noFilters).others).toEqual(allRounds());
  });

  it('describes a field round as a course and titles VI rounds', () => {
    expect(roundDescription(roundByName('wa field 24 red marked'))).toBe('24 targets, red peg, marked');
    expect(roundTitle('wa 18m (vi)')).toBe('WA 18m (VI)');
    expect(roundTitle('burntwood st. george')).toBe('Burntwood St. George');
  });
});

describe('round picker filters', () => {
  it('filters by venue, units, longest distance and every search word', () => {
    const york = roundByName('york');
    const portsmouth = roundByName('portsmouth');
    const wa70 = roundByName('wa 70m');
    expect(roundMatches(york, { ...noFilters, venue: 'indoor' })).toBe(false);
    expect(roundMatches(portsmouth, { ...noFilters, venue: 'indoor' })).toBe(true);
    expect(roundMatches(wa70, { ...noFilters, units: 'imperial' })).toBe(false);
    expect(roundMatches(york, { ...noFilters, maxDistanceYards: 80 })).toBe(false);
    // 70 m is 76.6 yd: inside an 80 yd limit, outside a 60 yd one.
    expect(roundMatches(wa70, { ...noFilters, maxDistanceYards: 80 })).toBe(true);
    expect(roundMatches(wa70, { ...noFilters, maxDistanceYards: 60 })).toBe(false);
    expect(roundMatches(york, { ...noFilters, search: '  YORK ' })).toBe(true);
    expect(roundMatches(roundByName('long national'), { ...noFilters, search: 'national long' })).toBe(true);
  });

  it('puts recent rounds first, most recent first, without repeating them below', () => {
    const choices = chooseRounds(allRounds(), ['Portsmouth', 'york', 'no such round'], noFilters);
    expect(choices.recent.map((round) => round.name)).toEqual(['portsmouth', 'york']);
    expect(choices.others.some((round) => round.name === 'york')).toBe(false);
    expect(choices.others.length + 2).toBe(allRounds().length);
  });

  it('puts the current round first, outside the recent rounds and the rest', () => {
    const choices = chooseRounds(allRounds(), ['york', 'national'], noFilters, 'National');
    expect(choices.current?.name).toBe('national');
    expect(choices.recent.map((round) => round.name)).toEqual(['york']);
    expect(choices.others.some((round) => round.name === 'national')).toBe(false);
    expect(chooseRounds(allRounds(), [], { ...noFilters, venue: 'indoor' }, 'national').current).toBeNull();
  });

  it('keeps recent rounds under the filters too', () => {
    const choices = chooseRounds(allRounds(), ['york'], { ...noFilters, venue: 'indoor' });
    expect(choices.recent).toEqual([]);
  });

  it('describes a round by its dozens and distances, and names active filters', () => {
    expect(roundDescription(roundByName('national'))).toBe('4 doz 60yd, 2 doz 50yd');
    expect(roundDescription(roundByName('practice 30m'))).toBe('30m, any arrows');
    expect(
      activeFilterNames({ search: 'x', venue: 'indoor', units: 'metric', maxDistanceYards: 20 }),
    ).toEqual(['search "x"', 'indoor', 'metric', 'up to 20yd']);
  });
});

describe('round picker query parameters', () => {
  it('defaults returnTo to / and currentRound to empty', () => {
    expect(readSelectRoundQuery('')).toEqual({ returnTo: '/', currentRound: '' });
  });

  it('returns only to paths inside the app', () => {
    expect(readSelectRoundQuery('?returnTo=//evil.example').returnTo).toBe('/');
    expect(readSelectRoundQuery('?returnTo=https://evil.example').returnTo).toBe('/');
    expect(readSelectRoundQuery('?returnTo=%2Fhistory&currentRound=york')).toEqual({
      returnTo: '/history',
      currentRound: 'york',
    });
  });

  it('builds a link that reads back the same', () => {
    const query = { returnTo: '/', currentRound: 'st. george' };
    expect(readSelectRoundQuery(selectRoundHref(query).split('?')[1]!)).toEqual(query);
  });
});

describe('round titles', () => {
  it('capitalises words, keeps initialisms, numerals and units as archers write them', () => {
    expect(roundTitle('wa 1440 (90m)')).toBe('WA 1440 (90m)');
    expect(roundTitle('st. george')).toBe('St. George');
    expect(roundTitle('bristol iii')).toBe('Bristol III');
    expect(roundTitle('worcester (5 spot)')).toBe('Worcester (5 Spot)');
    expect(roundTitle('practice 100yd')).toBe('Practice 100yd');
    expect(roundTitle('national')).toBe('National');
  });
});

describe('longest distance from the profile', () => {
  it('takes the nearest choice at or above it, or no limit beyond the longest', () => {
    expect(choiceForMaxDistance(60)).toBe(60);
    expect(choiceForMaxDistance(70)).toBe(80);
    expect(choiceForMaxDistance(120)).toBeNull();
  });
});
