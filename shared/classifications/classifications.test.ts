import { describe, expect, it } from 'vitest';
import { allRounds, roundByName } from '../rounds/catalogue.js';
import type { Round } from '../rounds/round.js';
import { AGE_GROUPS, allCategories, parseCategory, type AgeGroup, type Category } from './category.js';
import { classHandicaps, minimumDistances } from './class-handicaps.js';
import { classificationFor, classThresholds } from './classify.js';
import { schemeForDate, type AgbScheme } from './schemes.js';

const cat = (bowType: Category['bowType'], gender: Category['gender'], ageGroup: AgeGroup): Category => ({
  bowType,
  gender,
  ageGroup,
});

function scores(round: string, category: Category, scheme: AgbScheme = 'AGB 2026.1') {
  return (classThresholds(roundByName(round), category, scheme) ?? []).map((t) => t.score);
}

describe('MB handicap of every category (doc section 4.2 table)', () => {
  // Columns: adult, 50+, U21, U18, U16, U15, U14, U12.
  const ages: AgeGroup[] = ['adult', '50+', 'u21', 'u18', 'u16', 'u15', 'u14', 'u12'];
  const table: Array<[string, Category['bowType'], Category['gender'], number[]]> = [
    ['outdoor', 'compound', 'male', [15, 21, 21, 27, 33, 39, 45, 51]],
    ['outdoor', 'compound', 'female', [19, 25, 25, 31, 37, 39, 45, 51]],
    ['outdoor', 'recurve', 'male', [30, 36.5, 36.5, 43, 49.5, 56, 62.5, 69]],
    ['outdoor', 'recurve', 'female', [35, 41.5, 41.5, 48, 54.5, 56, 62.5, 69]],
    ['outdoor', 'barebow', 'male', [47, 52.5, 52.5, 58, 63.5, 69, 74.5, 80]],
    ['outdoor', 'barebow', 'female', [52.5, 58, 58, 63.5, 69, 69, 74.5, 80]],
    ['outdoor', 'longbow', 'male', [65, 71, 71, 77, 83, 89, 95, 101]],
    ['outdoor', 'longbow', 'female', [72, 78, 78, 84, 89, 89, 95, 101]],
    ['indoor', 'compound', 'male', [11, 17, 17, 23, 29, 35, 41, 47]],
    ['indoor', 'compound', 'female', [15, 21, 21, 27, 33, 35, 41, 47]],
    ['indoor', 'recurve', 'male', [28, 34.5, 34.5, 41, 47.5, 54, 60.5, 67]],
    ['indoor', 'recurve', 'female', [33, 39.5, 39.5, 46, 52.5, 54, 60.5, 67]],
    ['indoor', 'barebow', 'male', [42, 47.5, 47.5, 53, 58.5, 64, 69.5, 75]],
    ['indoor', 'barebow', 'female', [47.5, 53, 53, 58.5, 64, 64, 69.5, 75]],
    ['indoor', 'longbow', 'male', [61, 67, 67, 73, 79, 85, 91, 97]],
    ['indoor', 'longbow', 'female', [68, 74, 74, 80, 85, 85, 91, 97]],
  ];
  it.each(table)('%s %s %s', (discipline, bowType, gender, expected) => {
    const mbIndex = discipline === 'outdoor' ? 2 : 1;
    const mb = ages.map(
      (age) => classHandicaps(cat(bowType, gender, age), discipline as 'outdoor' | 'indoor')[mbIndex],
    );
    expect(mb).toEqual(expected);
  });

  it('spaces outdoor classes by the class step around MB', () => {
    expect(classHandicaps(cat('recurve', 'male', 'adult'), 'outdoor')).toEqual([
      16, 23, 30, 37, 44, 51, 58, 65, 72,
    ]);
  });
});

describe('outdoor minimum distances (doc section 4.3)', () => {
  it.each([
    [cat('recurve', 'male', 'adult'), [90, 90, 90, 90, 70, 60, 50, 40, 30]],
    [cat('recurve', 'female', 'adult'), [70, 70, 70, 70, 70, 60, 50, 40, 30]],
    [cat('recurve', 'female', 'u18'), [60, 60, 60, 60, 60, 50, 40, 30, 20]],
    [cat('recurve', 'male', 'u15'), [50, 50, 50, 50, 50, 40, 30, 20, 15]],
    [cat('recurve', 'male', 'u12'), [30, 30, 30, 30, 30, 20, 15, 15, 15]],
  ] as const)('%o', (category, expected) => {
    expect(minimumDistances(category)).toEqual(expected);
  });
});

describe('published 2026.1 spot checks (doc section 4.7)', () => {
  it('hereford, recurve female adult', () => {
    expect(scores('hereford', cat('recurve', 'female', 'adult'))).toEqual([
      1232, 1178, 1107, 1015, 900, 763, 614, 466, 336,
    ]);
  });
  it('bristol ii, recurve female adult', () => {
    expect(scores('bristol ii', cat('recurve', 'female', 'adult'))).toEqual([
      null,
      null,
      null,
      null,
      null,
      931,
      797,
      646,
      493,
    ]);
  });
  it('portsmouth, barebow open U12', () => {
    expect(scores('portsmouth', cat('barebow', 'male', 'u12'))).toEqual([
      411, 360, 301, 240, 183, 134, 95, 66,
    ]);
  });
  it('worcester, compound female adult (I-GMB and I-MB impossible)', () => {
    expect(scores('worcester', cat('compound', 'female', 'adult'))).toEqual([
      null,
      null,
      298,
      289,
      276,
      257,
      233,
      200,
    ]);
  });
  it('portsmouth, compound male adult, on the inner-10 table whatever face', () => {
    const expected = [594, 583, 571, 560, 549, 532, 508, 472];
    expect(scores('portsmouth', cat('compound', 'male', 'adult'))).toEqual(expected);
    expect(scores('portsmouth (triple spot)', cat('compound', 'male', 'adult'))).toEqual(expected);
  });
  it('spot faces use the full-face thresholds', () => {
    const c = cat('recurve', 'female', 'u18');
    expect(scores('wa 18m (triple spot)', c)).toEqual(scores('wa 18m', c));
    expect(scores('worcester (5 spot)', c)).toEqual(scores('worcester', c));
    expect(scores('wa 1440 (70m) 6-zone', c)).toEqual(scores('wa 1440 (70m)', c));
  });
});

describe('scheme differences', () => {
  it('made metric 80-50 a compound prestige round only in 2026.1', () => {
    const c = cat('compound', 'male', 'adult');
    expect(scores('metric 80-50', c, 'AGB 2023').slice(0, 3)).toEqual([null, null, null]);
    expect(
      scores('metric 80-50', c, 'AGB 2026.1')
        .slice(0, 3)
        .every((s) => s !== null),
    ).toBe(true);
  });

  it('keeps indoor thresholds identical between schemes', () => {
    for (const round of allRounds().filter((r) => r.classification === 'indoor')) {
      for (const category of allCategories()) {
        expect(scores(round.name, category, 'AGB 2023')).toEqual(scores(round.name, category, 'AGB 2026.1'));
      }
    }
  });

  it('in 2026.1 every ladder strictly rises and nothing sits above an impossible class', () => {
    for (const round of allRounds().filter(
      (r) => r.classification === 'outdoor' || r.classification === 'indoor',
    )) {
      for (const category of allCategories()) {
        const ladder = scores(round.name, category);
        ladder.forEach((score, i) => {
          const lower = ladder[i + 1];
          if (lower === undefined) return;
          if (lower === null) expect(score).toBeNull();
          else if (score !== null) expect(score).toBeGreaterThan(lower);
          if (score !== null) expect(score).toBeLessThanOrEqual(round.maxScore ?? 0);
        });
      }
    }
  });

  it('no-repeats changes U12 longbow on new warwick', () => {
    const c = cat('longbow', 'male', 'u12');
    const old = scores('new warwick', c, 'AGB 2023');
    const current = scores('new warwick', c, 'AGB 2026.1');
    expect(current).not.toEqual(old);
    const available = current.filter((s): s is number => s !== null);
    expect(new Set(available).size).toBe(available.length);
  });
});

describe('awarding a classification', () => {
  const york = roundByName('york');
  const adultMan = cat('recurve', 'male', 'adult');
  /** What an adult recurve man is awarded for a score on a round shot on a day. */
  const award = (round: Round, score: number, date: string) =>
    classificationFor(round, score, adultMan, date);

  it('gives the best class whose threshold is at or below the score, with the scheme by date', () => {
    // 2026.1 york thresholds for this category: 1205, 1142, 1061, 957, 829, 684, 534, 394, 278.
    expect(award(york, 1061, '2026-07-04')).toEqual({ name: 'MB', scheme: 'AGB 2026.1' });
    expect(award(york, 1060, '2026-07-04')).toEqual({ name: 'B1', scheme: 'AGB 2026.1' });
    expect(award(york, 1296, '2026-07-04')).toEqual({ name: 'EMB', scheme: 'AGB 2026.1' });
    expect(award(york, 277, '2026-07-04')).toEqual({ name: 'U/C', scheme: 'AGB 2026.1' });
    expect(award(york, 1061, '2025-08-01')).toEqual({ name: 'MB', scheme: 'AGB 2023' });
  });

  it('never awards an unavailable class', () => {
    // National is not a prestige round for adult men and too short for B1..B2.
    expect(award(roundByName('national'), 648, '2026-07-04')).toEqual({ name: 'B3', scheme: 'AGB 2026.1' });
  });

  it('uses the indoor class names without EMB', () => {
    expect(award(roundByName('portsmouth'), 600, '2026-01-10')).toEqual({ name: 'GMB', scheme: 'AGB 2023' });
  });

  it('uses the badge ladder for frostbite', () => {
    const frostbite = roundByName('frostbite');
    expect(award(frostbite, 355, '2026-07-04')).toEqual({ name: 'Frostbite 355', scheme: 'Frostbite' });
    expect(award(frostbite, 249, '2026-07-04')).toEqual({ name: 'Frostbite 225', scheme: 'Frostbite' });
    expect(award(frostbite, 99, '2026-07-04')).toEqual({ name: 'U/C', scheme: 'Frostbite' });
  });

  it('has no classification for practice rounds', () => {
    expect(award(roundByName('practice 30m'), 300, '2026-07-04')).toBeNull();
    expect(classThresholds(roundByName('practice 30m'), adultMan, 'AGB 2026.1')).toBeNull();
  });
});

describe('schemeForDate', () => {
  it.each([
    ['2026-05-31', 'AGB 2023'],
    ['2026-06-01', 'AGB 2026.1'],
    ['2026-06-01T08:00:00.000Z', 'AGB 2026.1'],
    ['2020-01-01', 'AGB 2023'],
    [new Date(Date.UTC(2027, 0, 1)), 'AGB 2026.1'],
  ] as const)('%s -> %s', (date, scheme) => {
    expect(schemeForDate(date)).toBe(scheme);
  });

  it('rejects an unreadable date', () => {
    expect(() => schemeForDate('not a date')).toThrow('Invalid shoot date: not a date');
  });
});

describe('categories from profiles', () => {
  it('accepts the spellings profiles and imports use', () => {
    expect(parseCategory({ bowType: 'Recurve', gender: 'Women', ageGroup: 'Senior' })).toEqual(
      cat('recurve', 'female', 'adult'),
    );
    expect(parseCategory({ bowType: 'flatbow', gender: 'men', ageGroup: 'under 18' })).toEqual(
      cat('barebow', 'male', 'u18'),
    );
    expect(parseCategory({ bowType: 'Traditional', gender: 'male', ageGroup: 'U12' })).toEqual(
      cat('barebow', 'male', 'u12'),
    );
    expect(parseCategory({ bowType: 'compound limited', gender: 'female', ageGroup: '50+' })).toEqual(
      cat('compound', 'female', '50+'),
    );
    expect(parseCategory({ bowType: 'longbow', gender: 'open', ageGroup: 'under_21' })).toEqual(
      cat('longbow', 'male', 'u21'),
    );
  });

  it('rejects what it cannot place', () => {
    expect(parseCategory({ bowType: 'crossbow', gender: 'male', ageGroup: 'adult' })).toBeUndefined();
    expect(parseCategory({ bowType: 'recurve', gender: 'male', ageGroup: 'under 10' })).toBeUndefined();
  });

  it('enumerates 64 categories', () => {
    expect(allCategories()).toHaveLength(64);
    expect(AGE_GROUPS).toHaveLength(8);
  });
});
