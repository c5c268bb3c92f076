import { describe, expect, it } from 'vitest';
import type { ArrowValue } from '../rounds/round.js';
import { dontBeBlueRule, goldenEndRule, redAlertRule, sightMarkRule } from './endFeats.js';
import { spiderRule } from './spider.js';
import { arrows, ends, metIds, shoot, tiersOf } from './testHistory.js';
import { twoFiftyTwoRule } from './twoFiftyTwoAwards.js';

/** Rows 4, 5, 8, 11, 12 and 17: what one end, or the first 3 dozen, at one distance did. */

/** A practice round at the distance (one distance, no arrow limit), e.g. "practice 60yd". */
const practiceAt = (distance: number, unit: 'yd' | 'm') => `practice ${distance}${unit}`;

const IMPERIAL = [10, 20, 30, 40, 50, 60, 80, 100];

describe('row 4: 252 awards', () => {
  it('has a tier per imperial distance', () => {
    expect(tiersOf(twoFiftyTwoRule())).toEqual({
      '252-10yd': 'bronze',
      '252-20yd': 'bronze',
      '252-30yd': 'bronze',
      '252-40yd': 'silver',
      '252-50yd': 'silver',
      '252-60yd': 'gold',
      '252-80yd': 'gold',
      '252-100yd': 'diamond',
    });
  });

  it.each(IMPERIAL)('is met by 252 in the first 3 dozen at %i yd, not by 250', (yards) => {
    // 18 nines and 18 fives make 252; a single seven instead of a nine makes 250.
    const meets = [...arrows(9, 18), ...arrows(5, 18), ...arrows(1, 12)];
    const misses = [...arrows(9, 17), 7, ...arrows(5, 18), ...arrows(9, 12)];
    expect(metIds([shoot(practiceAt(yards, 'yd'), meets)]).has(`252-${yards}yd`)).toBe(true);
    expect(metIds([shoot(practiceAt(yards, 'yd'), misses)]).has(`252-${yards}yd`)).toBe(false);
  });

  it('counts only the first 3 dozen at the distance, on a round shooting 3 dozen there', () => {
    // A National's 50 yd is 2 dozen: no 252 there however well it is shot.
    const national = shoot('national', [...arrows(5, 48), ...arrows(9, 24)]);
    expect(metIds([national]).has('252-50yd')).toBe(false);
    // A York's first 3 dozen at 80 yd (after 6 dozen at 100 yd).
    const york = shoot('york', [...arrows(5, 72), ...arrows(9, 18), ...arrows(5, 18), ...arrows(9, 36)]);
    expect(metIds([york]).has('252-80yd')).toBe(true);
    expect(metIds([york]).has('252-100yd')).toBe(false);
  });

  it('needs the scheme face: a Portsmouth (20 yd, 60 cm, 10-zone) of all 9s earns no 252, a Worcester none', () => {
    expect(metIds([shoot('portsmouth', arrows(9, 60))]).has('252-20yd')).toBe(false);
    expect(metIds([shoot('portsmouth', arrows(10, 60))]).has('252-20yd')).toBe(false);
    expect(metIds([shoot('worcester', arrows(5, 60))]).has('252-20yd')).toBe(false);
  });
});

const endTiers = (prefix: string) => ({
  [`${prefix}-10yd`]: 'bronze',
  [`${prefix}-20yd`]: 'bronze',
  [`${prefix}-30yd`]: 'bronze',
  [`${prefix}-40yd`]: 'silver',
  [`${prefix}-50yd`]: 'silver',
  [`${prefix}-60yd`]: 'gold',
  [`${prefix}-80yd`]: 'diamond',
  [`${prefix}-100yd`]: 'diamond',
});

describe('row 5: golden end', () => {
  it('has a tier per imperial distance', () => {
    expect(tiersOf(goldenEndRule())).toEqual(endTiers('golden-end'));
  });

  it.each(IMPERIAL)('is met by six 9s at %i yd, not by five 9s and a 7', (yards) => {
    const round = practiceAt(yards, 'yd');
    expect(metIds([shoot(round, ends(arrows(7, 6), arrows(9, 6)))]).has(`golden-end-${yards}yd`)).toBe(true);
    expect(metIds([shoot(round, ends([9, 9, 9, 9, 9, 7]))]).has(`golden-end-${yards}yd`)).toBe(false);
  });

  it('counts ends within a distance, never six 9s straddling two distances', () => {
    // A National: 8 ends at 60 yd then 4 at 50 yd. Three 9s closing 60 yd and three opening 50 yd.
    const straddle = shoot('national', [...arrows(5, 45), 9, 9, 9, 9, 9, 9, ...arrows(5, 21)]);
    expect(metIds([straddle]).has('golden-end-60yd')).toBe(false);
    const aligned = shoot('national', [...arrows(5, 42), ...arrows(9, 6), ...arrows(5, 24)]);
    expect(metIds([aligned]).has('golden-end-60yd')).toBe(true);
  });
});

describe('row 17: sight mark', () => {
  it('has a tier per imperial distance', () => {
    expect(tiersOf(sightMarkRule())).toEqual(endTiers('sight-mark'));
  });

  it.each(IMPERIAL)('is met by an end of 42 at %i yd, not by an end of 40', (yards) => {
    const round = practiceAt(yards, 'yd');
    expect(metIds([shoot(round, [9, 9, 9, 7, 5, 3])]).has(`sight-mark-${yards}yd`)).toBe(true);
    expect(metIds([shoot(round, [9, 9, 9, 7, 5, 1])]).has(`sight-mark-${yards}yd`)).toBe(false);
  });

  it('is not met at a metric distance', () => {
    expect(metIds([shoot('practice 50m', arrows(10, 6))]).has('sight-mark-50yd')).toBe(false);
  });

  it('counts only ends scored 9-7-5-3-1: never a Portsmouth end, whatever its total', () => {
    const met = metIds([shoot('portsmouth', arrows(10, 60))]);
    expect(met.has('sight-mark-20yd')).toBe(false);
    expect(met.has('golden-end-20yd')).toBe(false);
  });
});

describe('row 8: spider', () => {
  it('has a tier per metric distance', () => {
    expect(tiersOf(spiderRule())).toEqual({
      'spider-30m': 'bronze',
      'spider-40m': 'silver',
      'spider-50m': 'silver',
      'spider-60m': 'gold',
      'spider-70m': 'gold',
      'spider-90m': 'diamond',
    });
  });

  it.each([30, 40, 50, 60, 70, 90])('is met by one X at %i m, not by a 10', (metres) => {
    const round = practiceAt(metres, 'm');
    expect(metIds([shoot(round, [10, 10, 'X', 9, 9, 9])]).has(`spider-${metres}m`)).toBe(true);
    expect(metIds([shoot(round, [10, 10, 10, 9, 9, 9])]).has(`spider-${metres}m`)).toBe(false);
  });

  it('counts the X at the distance it was shot on a round (a WA 1440 ends at 30 m)', () => {
    const wa1440 = shoot('wa 1440 (90m)', [...arrows(9, 108), 'X', ...arrows(9, 35)]);
    const met = metIds([wa1440]);
    expect(met.has('spider-30m')).toBe(true);
    expect(met.has('spider-90m')).toBe(false);
  });
});

function colourCases(): [number, 'yd' | 'm', string][] {
  const tier = (d: number) => (d <= 30 ? 'bronze' : d <= 50 ? 'silver' : d <= 70 ? 'gold' : 'diamond');
  return [
    ...[20, 30, 40, 50, 60, 80, 100].map((d): [number, 'yd' | 'm', string] => [d, 'yd', tier(d)]),
    ...[20, 30, 40, 50, 60, 70, 90].map((d): [number, 'yd' | 'm', string] => [d, 'm', tier(d)]),
  ];
}

describe('row 11: Red Alert', () => {
  it('has a tier per distance: up to 30 bronze, 50 silver, 70 gold, beyond diamond', () => {
    expect(tiersOf(redAlertRule())).toEqual(
      Object.fromEntries(colourCases().map(([d, unit, tier]) => [`red-alert-${d}${unit}`, tier])),
    );
  });

  it.each(colourCases())(
    'at %i %s: an end of reds meets it; a miss or another colour breaks it',
    (d, unit) => {
      const round = practiceAt(d, unit);
      const reds: ArrowValue[] = unit === 'yd' ? arrows(7, 6) : [7, 8, 8, 7, 7, 8];
      const id = `red-alert-${d}${unit}`;
      expect(metIds([shoot(round, reds)]).has(id)).toBe(true);
      expect(metIds([shoot(round, [...reds.slice(0, 5), 'M'])]).has(id)).toBe(false);
      expect(metIds([shoot(round, [...reds.slice(0, 5), unit === 'yd' ? 9 : 9])]).has(id)).toBe(false);
      // An end not yet complete is not an end.
      expect(metIds([shoot(round, reds.slice(0, 5))]).has(id)).toBe(false);
    },
  );
});

describe("row 12: Don't Be Blue", () => {
  it('has a tier per distance', () => {
    expect(tiersOf(dontBeBlueRule())).toEqual(
      Object.fromEntries(colourCases().map(([d, unit, tier]) => [`dont-be-blue-${d}${unit}`, tier])),
    );
  });

  it.each(colourCases())('at %i %s: an end of blues meets it; a miss breaks it', (d, unit) => {
    const round = practiceAt(d, unit);
    const blues: ArrowValue[] = unit === 'yd' ? arrows(5, 6) : [5, 6, 6, 5, 5, 6];
    const id = `dont-be-blue-${d}${unit}`;
    expect(metIds([shoot(round, blues)]).has(id)).toBe(true);
    expect(metIds([shoot(round, [...blues.slice(0, 5), 'M'])]).has(id)).toBe(false);
    expect(metIds([shoot(round, [...blues.slice(0, 5), 7])]).has(id)).toBe(false);
  });

  it('never counts a face without red and blue rings: a Worcester, a field face', () => {
    expect(metIds([shoot('worcester', arrows(5, 60))]).has('dont-be-blue-20yd')).toBe(false);
    const field = shoot('wa field 24 red marked', arrows(5, 72));
    expect([...metIds([field])].filter((id) => id.startsWith('dont-be-blue'))).toEqual([]);
  });

  it('reads a 10-zone face at an imperial distance by its rings (a Portsmouth 5 and 6 are blue)', () => {
    expect(metIds([shoot('portsmouth', [5, 6, 5, 6, 5, 6, ...arrows(9, 54)])]).has('dont-be-blue-20yd')).toBe(
      true,
    );
  });
});
