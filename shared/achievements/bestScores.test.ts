import { describe, expect, it } from 'vitest';
import { frostbiteRule } from './frostbite.js';
import { doublePortsmouthRule, indoorTwoFiftyRule, portsmouthRule } from './portsmouth.js';
import { sevenTwentyMasteryRule } from './sevenTwentyMastery.js';
import {
  allEdgesHold,
  dayAfter,
  ladderEdges,
  metIds,
  scoring,
  shoot,
  targetsByTier,
  tiersOf,
} from './testHistory.js';

/** Rows 7, 9, 15, 16 and 26: scores on one round. */

describe('row 7: 720 mastery', () => {
  it('is met at 450, 500, 550 and 600 by a recurve archer on a WA 70m', () => {
    expect(tiersOf(sevenTwentyMasteryRule())).toEqual({
      '720-mastery-450': 'bronze',
      '720-mastery-500': 'silver',
      '720-mastery-550': 'gold',
      '720-mastery-600': 'diamond',
    });
    const history = (n: number) => [shoot('wa 70m', scoring(n, 72))];
    expect(ladderEdges(sevenTwentyMasteryRule(), history)).toEqual(allEdgesHold(sevenTwentyMasteryRule()));
  });

  it('does not count a barebow archer, nor another 72-arrow round', () => {
    const barebow = shoot('wa 70m', scoring(600, 72), {
      userProfile: { gender: 'male', ageGroup: 'adult', bowType: 'barebow' },
    });
    expect(metIds([barebow, shoot('wa 60m', scoring(600, 72))]).has('720-mastery-450')).toBe(false);
  });
});

describe('row 9: Frostbite', () => {
  it('has the thresholds and tiers of the table, each met exactly at its score', () => {
    const byTier = targetsByTier(frostbiteRule());
    expect(byTier('bronze')).toEqual([200, 225, 250]);
    expect(byTier('silver')).toEqual([275, 300]);
    expect(byTier('gold')).toEqual([315, 325, 330]);
    expect(byTier('diamond')).toEqual([340, 350, 355]);
    const history = (n: number) => [shoot('frostbite', scoring(n, 36))];
    expect(ladderEdges(frostbiteRule(), history)).toEqual(allEdgesHold(frostbiteRule()));
  });
});

describe('row 15: Portsmouth', () => {
  it('has the thresholds and tiers of the table, each met exactly at its score, on either face', () => {
    const byTier = targetsByTier(portsmouthRule());
    expect(byTier('bronze')).toEqual([300, 325, 350]);
    expect(byTier('silver')).toEqual([375, 400, 425, 450]);
    expect(byTier('gold')).toEqual([475, 500, 525, 550]);
    expect(byTier('diamond')).toEqual([575, 580, 585, 590, 595, 600]);
    const history = (n: number) => [shoot('portsmouth (triple spot)', scoring(n, 60))];
    expect(ladderEdges(portsmouthRule(), history)).toEqual(allEdgesHold(portsmouthRule()));
  });
});

describe('row 16: Double Portsmouth', () => {
  const bow = (bowType: string) => ({ gender: 'female', ageGroup: 'adult', bowType });

  it('has the tiers of the table per bow type', () => {
    expect(tiersOf(doublePortsmouthRule())).toEqual({
      'double-portsmouth-recurve-900': 'bronze',
      'double-portsmouth-recurve-1000': 'silver',
      'double-portsmouth-recurve-1100': 'gold',
      'double-portsmouth-recurve-1150': 'diamond',
      'double-portsmouth-barebow-800': 'bronze',
      'double-portsmouth-barebow-900': 'silver',
      'double-portsmouth-barebow-1000': 'gold',
      'double-portsmouth-barebow-1100': 'diamond',
    });
  });

  it('adds two Portsmouths shot the same day with the same bow, at each threshold', () => {
    const sameDay = (bowType: string) => (n: number) => [
      shoot('portsmouth', scoring(Math.ceil(n / 2), 60), { date: dayAfter(0), userProfile: bow(bowType) }),
      shoot('portsmouth', scoring(Math.floor(n / 2), 60), {
        date: dayAfter(0, 3),
        userProfile: bow(bowType),
      }),
    ];
    const edges = [
      ...ladderEdges(doublePortsmouthRule(), sameDay('recurve')).filter((e) => e.id.includes('recurve')),
      ...ladderEdges(doublePortsmouthRule(), sameDay('barebow')).filter((e) => e.id.includes('barebow')),
    ];
    expect(edges).toEqual(allEdgesHold(doublePortsmouthRule()));
  });

  it('does not add Portsmouths of different days', () => {
    const history = [
      shoot('portsmouth', scoring(590, 60), { date: dayAfter(0) }),
      shoot('portsmouth', scoring(590, 60), { date: dayAfter(1) }),
    ];
    expect(metIds(history).has('double-portsmouth-recurve-900')).toBe(false);
  });
});

describe('row 26: Indoor 250', () => {
  it('is met by 250 on a Bray I, Bray II or Portsmouth from 1 September 2025', () => {
    expect(tiersOf(indoorTwoFiftyRule())).toEqual({ 'indoor-250': 'silver' });
    const on = (gameType: string, score: number, date: string) =>
      metIds([shoot(gameType, scoring(score, gameType.startsWith('bray') ? 30 : 60), { date })]).has(
        'indoor-250',
      );
    expect(on('bray ii', 250, '2025-09-01')).toBe(true);
    expect(on('bray ii', 249, '2025-09-01')).toBe(false);
    expect(on('bray i', 250, '2025-08-31')).toBe(false);
    expect(on('portsmouth', 250, '2026-01-10T19:00:00.000Z')).toBe(true);
    expect(on('wa 18m', 550, '2026-01-10T19:00:00.000Z')).toBe(false);
  });
});
