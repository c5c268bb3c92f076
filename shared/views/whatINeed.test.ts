import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import classificationVectors from '../../reference-data/classification-vectors.json' with { type: 'json' };
import fieldVectors from '../../reference-data/field-vectors.json' with { type: 'json' };
import handicapVectors from '../../reference-data/handicap-vectors.json' with { type: 'json' };
import { parseCategory, type Category } from '../classifications/category.js';
import { FIELD_CLASSES } from '../classifications/field-class-handicaps.js';
import { parseFieldCategory } from '../classifications/field-category.js';
import { OLD_FIELD_TABLES_NOT_HELD } from '../classifications/field-thresholds.js';
import { roundByName } from '../rounds/catalogue.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import type { WhatINeedView } from '../contract/whatINeed.js';
import { targetProgress, whatINeed, type WhatINeedInputs } from './whatINeed.js';

const adultRecurveMan = parseCategory({ bowType: 'recurve', gender: 'male', ageGroup: 'adult' })!;
const adultRecurveManField = parseFieldCategory({ bowType: 'recurve', gender: 'male', ageGroup: 'adult' })!;

/** A day in each scheme: AGB 2023 before 2026-06-01, the 2026.1 tables from then. */
const DAYS = { agb_2023: '2025-07-12', agb_2026_1: '2026-11-25' } as const;

function inputs(round: Round, changes: Partial<WhatINeedInputs> = {}): WhatINeedInputs {
  return {
    round,
    arrows: [],
    category: adultRecurveMan,
    fieldCategory: adultRecurveManField,
    heldClass: 'Unclassified',
    personalBest: null,
    handicapGoal: null,
    compound: false,
    date: DAYS.agb_2026_1,
    ...changes,
  };
}

function scoresOf(view: WhatINeedView, kind: string): Array<[string, number]> {
  return view.targets.filter((t) => t.kind === kind).map((t) => [t.label, t.score]);
}

interface GroupVectors {
  thresholds: Record<string, Array<number | null>>;
}
interface DisciplineVectors {
  classes: string[];
  groups: Record<string, Record<string, Record<string, GroupVectors>>>;
}

interface ClassCase {
  label: string;
  date: string;
  category: Category;
  codename: string;
  classes: string[];
  thresholds: Array<number | null>;
}

const classCases: ClassCase[] = [];
for (const [schemeKey, date] of Object.entries(DAYS)) {
  const blocks = (
    classificationVectors.schemes as unknown as Record<string, Record<string, DisciplineVectors>>
  )[schemeKey]!;
  for (const block of ['outdoor', 'indoor', 'compound_indoor_examples']) {
    const data = blocks[block]!;
    for (const [bow, genders] of Object.entries(data.groups)) {
      for (const [gender, ages] of Object.entries(genders)) {
        for (const [age, group] of Object.entries(ages)) {
          // "<round>_compound" vectors are the inner-10 tables, which only compound archers are measured on.
          if (block === 'compound_indoor_examples' && bow !== 'compound') continue;
          const category = parseCategory({ bowType: bow, gender, ageGroup: age })!;
          for (const [name, thresholds] of Object.entries(group.thresholds)) {
            const codename = name.replace(/_compound$/, '');
            classCases.push({
              label: `${schemeKey} ${block} ${bow} ${gender} ${age} ${codename}`,
              date,
              category,
              codename,
              // Indoor vectors name classes "I-GMB"...; the app uses the short names for both.
              classes: data.classes.map((name) => name.replace(/^I-/, '')),
              thresholds,
            });
          }
        }
      }
    }
  }
}

describe('what I need for each classification', () => {
  it('covers both schemes, outdoor, indoor and compound indoor', () => {
    // Every threshold row in the file but the recurve-on-inner-10 examples.
    expect(classCases.length).toBe(172);
    expect(new Set(classCases.map((c) => c.date)).size).toBe(2);
  });

  it.each(classCases.map((c) => [c.label, c] as const))(
    'asks for exactly the AGB threshold of every class the round can give (%s)',
    (_label, c) => {
      const view = whatINeed(
        inputs(roundByName(c.codename), {
          category: c.category,
          date: c.date,
          compound: c.category.bowType === 'compound',
        }),
      );
      const expected = c.classes.flatMap((name, i) => {
        const score = c.thresholds[i];
        return score === null || score === undefined ? [] : [[name, score] as [string, number]];
      });
      expect(scoresOf(view, 'classification')).toEqual(expected);
      expect(view.scheme).toBe(c.date === DAYS.agb_2023 ? 'AGB 2023' : 'AGB 2026.1');
    },
  );

  it('lists only the classes above the one the archer holds', () => {
    const york = roundByName('york');
    const all = scoresOf(whatINeed(inputs(york)), 'classification');
    const aboveB2 = scoresOf(whatINeed(inputs(york, { heldClass: 'B2' })), 'classification');
    expect(aboveB2.map(([name]) => name)).toEqual(['EMB', 'GMB', 'MB', 'B1']);
    expect(aboveB2).toEqual(all.slice(0, 4));
  });

  it('says so when the archer already holds the best class the round can give', () => {
    const view = whatINeed(inputs(roundByName('york'), { heldClass: 'EMB' }));
    expect(scoresOf(view, 'classification')).toEqual([]);
    expect(view.gaps.map((g) => g.reason)).toContain('top-class-held');
  });

  it('uses the scheme in force on the day: AGB 2023 until 31 May 2026, 2026.1 from 1 June', () => {
    expect(whatINeed(inputs(roundByName('york'), { date: '2026-05-31' })).scheme).toBe('AGB 2023');
    expect(whatINeed(inputs(roundByName('york'), { date: '2026-06-01' })).scheme).toBe('AGB 2026.1');
  });

  it('says VI rounds have no classification', () => {
    const words = (round: string) => whatINeed(inputs(roundByName(round))).gaps.map((g) => g.message);
    expect(words('burntwood national')).toContain('No classification for VI rounds.');
  });

  it('asks for a profile instead of guessing a category', () => {
    const view = whatINeed(inputs(roundByName('york'), { category: undefined }));
    expect(scoresOf(view, 'classification')).toEqual([]);
    expect(view.scheme).toBeNull();
    expect(view.gaps.map((g) => g.reason)).toContain('no-category');
  });

  it('gives Frostbite badges above the personal best, for any archer', () => {
    const view = whatINeed(inputs(roundByName('frostbite'), { category: undefined, personalBest: 290 }));
    expect(view.scheme).toBe('Frostbite');
    expect(scoresOf(view, 'classification').map(([, score]) => score)).toEqual([
      355, 350, 340, 330, 315, 300,
    ]);
  });
});

describe('what I need for a personal best', () => {
  it('is one more than the best saved score', () => {
    const view = whatINeed(inputs(roundByName('national'), { personalBest: 512 }));
    expect(scoresOf(view, 'personal-best')).toEqual([['Beat your PB (512)', 513]]);
  });

  it('is missing, and says why, before the first saved shoot and when the best is the maximum', () => {
    const none = whatINeed(inputs(roundByName('national')));
    expect(scoresOf(none, 'personal-best')).toEqual([]);
    expect(none.gaps.map((g) => g.reason)).toContain('no-personal-best');
    const perfect = whatINeed(inputs(roundByName('wa18'), { personalBest: 600 }));
    expect(scoresOf(perfect, 'personal-best')).toEqual([]);
    expect(perfect.gaps.map((g) => g.reason)).toContain('personal-best-is-maximum');
  });
});

describe('what I need for a handicap goal', () => {
  const rounds = Object.entries(handicapVectors.rounds as Record<string, { score_for_handicap: number[] }>);

  it.each(rounds)('asks for the score the AGB table gives that handicap on %s', (codename, vectors) => {
    const compound = codename.endsWith('_compound');
    const round = roundByName(compound ? codename.slice(0, -'_compound'.length) : codename);
    for (const handicap of [0, 13, 40, 77, 150]) {
      const view = whatINeed(inputs(round, { handicapGoal: handicap, compound }));
      expect(scoresOf(view, 'handicap-goal')).toEqual([
        [`Handicap ${handicap}`, vectors.score_for_handicap[handicap]],
      ]);
    }
  });

  it('is missing, and says so, when no goal is set', () => {
    const view = whatINeed(inputs(roundByName('york')));
    expect(scoresOf(view, 'handicap-goal')).toEqual([]);
    expect(view.gaps.map((g) => g.reason)).toContain('no-handicap-goal');
  });
});

describe('what each end has to average from here', () => {
  it('divides the points still needed by the ends left, mid-round', () => {
    // Two ends of a York (144 arrows, ends of 6) at 9 each: 108 scored, 132 arrows (22 ends) left.
    const arrows: ArrowValue[] = Array.from({ length: 12 }, () => 9);
    const view = whatINeed(inputs(roundByName('york'), { arrows, personalBest: 599 }));
    expect(view.score).toBe(108);
    expect(view.remainingArrows).toBe(132);
    expect(view.remainingEnds).toBe(22);
    const pb = view.targets.find((t) => t.kind === 'personal-best')!;
    // 600 - 108 = 492 points over 22 ends is 22.36..., shown rounded up so it is always enough.
    expect(pb.progress).toEqual({ state: 'needed', pointsToGo: 492, perEnd: 22.4 });
  });

  it('changes after an end', () => {
    const york = roundByName('york');
    const pbOf = (view: WhatINeedView) => view.targets.find((t) => t.kind === 'personal-best')!;
    const before = pbOf(whatINeed(inputs(york, { personalBest: 599 })));
    const arrows: ArrowValue[] = [9, 9, 7, 7, 5, 3];
    const after = pbOf(whatINeed(inputs(york, { arrows, personalBest: 599 })));
    expect(before.progress).toEqual({ state: 'needed', pointsToGo: 600, perEnd: 25 });
    // 40 scored: 560 over 23 ends.
    expect(after.progress).toEqual({ state: 'needed', pointsToGo: 560, perEnd: 24.4 });
  });

  it('counts a part-shot end by its share of arrows', () => {
    const view = whatINeed(inputs(roundByName('wa18'), { arrows: [10, 10, 10, 10], personalBest: 299 }));
    // WA 18 m is shot in ends of 3: 56 arrows left of 60 = 18.67 ends; 300 - 40 = 260 points, 13.93 an end.
    expect(view.remainingEnds).toBeCloseTo(56 / 3, 10);
    expect(view.targets.find((t) => t.kind === 'personal-best')!.progress).toEqual({
      state: 'needed',
      pointsToGo: 260,
      perEnd: 14,
    });
  });

  it('is "reached" once the score gets there and "out of reach" once even perfect arrows cannot', () => {
    const national = roundByName('national');
    const reached = whatINeed(
      inputs(national, { arrows: Array.from({ length: 60 }, () => 9), personalBest: 500 }),
    );
    expect(reached.targets.find((t) => t.kind === 'personal-best')!.progress).toEqual({ state: 'reached' });
    // A National is 72 arrows at up to 9: 48 misses leave 24 x 9 = 216 possible.
    const misses: ArrowValue[] = Array.from({ length: 48 }, () => 'M');
    const beyond = whatINeed(inputs(national, { arrows: misses, personalBest: 216 }));
    expect(beyond.targets.find((t) => t.kind === 'personal-best')!.progress).toEqual({
      state: 'out-of-reach',
    });
    const justInReach = whatINeed(inputs(national, { arrows: misses, personalBest: 215 }));
    expect(justInReach.targets.find((t) => t.kind === 'personal-best')!.progress).toEqual({
      state: 'needed',
      pointsToGo: 216,
      perEnd: 54,
    });
  });

  it('is out of reach exactly when the best possible total is below the target, and the average is enough', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1500 }),
        fc.integer({ min: 0, max: 1440 }),
        fc.integer({ min: 0, max: 144 }),
        fc.constantFrom(3, 5, 6),
        fc.constantFrom(5, 9, 10, 11),
        (target, score, remaining, endSize, top) => {
          const progress = targetProgress(target, score, remaining, endSize, top);
          const best = score + remaining * top;
          expect(progress.state === 'out-of-reach').toBe(score < target && best < target);
          expect(progress.state === 'reached').toBe(score >= target);
          if (progress.state === 'needed') {
            const ends = remaining / endSize;
            expect(progress.pointsToGo).toBe(target - score);
            expect(progress.perEnd * ends).toBeGreaterThanOrEqual(target - score - 1e-6);
            expect((progress.perEnd - 0.1) * ends).toBeLessThan(target - score);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('rounds without figures to give', () => {
  it('says a practice round has no fixed length and invents nothing', () => {
    const view = whatINeed(
      inputs(roundByName('practice 20yd'), { arrows: [10, 9], personalBest: 100, handicapGoal: 40 }),
    );
    expect(view.targets).toEqual([]);
    expect(view.remainingArrows).toBeNull();
    expect(view.gaps).toEqual([
      { reason: 'no-fixed-length', message: expect.stringContaining('no fixed number of arrows') },
    ]);
  });

  it('says a round with no classification has none, and still gives the personal best and goal', () => {
    const view = whatINeed(inputs(roundByName('wa standard bow'), { personalBest: 400, handicapGoal: 50 }));
    expect(scoresOf(view, 'classification')).toEqual([]);
    expect(view.scheme).toBeNull();
    expect(view.gaps.map((g) => g.reason)).toContain('no-classification');
    expect(view.targets.map((t) => t.kind)).toEqual(['personal-best', 'handicap-goal']);
  });
});

describe('field classes (docs/field-and-vi-rounds.md section 5)', () => {
  const field = fieldVectors.field_classification;
  const classTargets = (view: WhatINeedView) => scoresOf(view, 'classification');

  it.each(
    field.samples.map((row) => [`${row.bowstyle} ${row.gender} ${row.age} ${row.round}`, row] as const),
  )('lists the classes of field-vectors.json for %s, by the scheme of the day', (_, row) => {
    const fieldCategory = parseFieldCategory({
      bowType: row.bowstyle,
      gender: row.gender,
      ageGroup: row.age,
    });
    const round = roundByName(row.round);
    for (const [date, expected] of [
      [DAYS.agb_2026_1, row.thresholds.agb_2026_1],
      [DAYS.agb_2023, row.thresholds.agb_2025],
    ] as const) {
      const view = whatINeed(inputs(round, { fieldCategory, date }));
      const listed = expected.flatMap((score, i) => (score === null ? [] : [[FIELD_CLASSES[i], score]]));
      if (listed.length > 0) {
        expect(classTargets(view)).toEqual(listed);
        expect(view.scheme).toBe(date === DAYS.agb_2026_1 ? 'AGB 2026.1' : 'AGB field 2025');
      } else {
        // A peg longer than the category may shoot: said, with the peg it shoots.
        expect(classTargets(view)).toEqual([]);
        expect(view.gaps.map((g) => g.message).join(' ')).toMatch(/cannot gain a field classification/);
      }
    }
  });

  it('gives a barebow archer on the red peg the reason and the peg to shoot', () => {
    const barebow = parseFieldCategory({ bowType: 'barebow', gender: 'female', ageGroup: 'adult' });
    const view = whatINeed(inputs(roundByName('wa field 24 red marked'), { fieldCategory: barebow }));
    expect(classTargets(view)).toEqual([]);
    expect(view.gaps.map((g) => g.message)).toContain(
      'A barebow archer cannot gain a field classification from the red peg: the longest peg for this bow style is blue (50 m).',
    );
  });

  it('says the old field tables are not held for a day before 2025, rather than nothing', () => {
    const view = whatINeed(inputs(roundByName('wa field 24 red marked'), { date: '2024-08-10' }));
    expect(classTargets(view)).toEqual([]);
    expect(view.gaps).toContainEqual({ reason: 'no-classification', message: OLD_FIELD_TABLES_NOT_HELD });
  });

  it('asks for a profile when the field category is not known', () => {
    const view = whatINeed(inputs(roundByName('wa field 12 blue unmarked'), { fieldCategory: undefined }));
    expect(view.gaps.map((g) => g.reason)).toContain('no-category');
  });

  it('keeps the personal best and handicap goal on field rounds', () => {
    const view = whatINeed(
      inputs(roundByName('wa field 24 red marked'), { personalBest: 300, handicapGoal: 40 }),
    );
    expect(view.targets.map((t) => t.kind)).toEqual([
      ...classTargets(view).map(() => 'classification'),
      'personal-best',
      'handicap-goal',
    ]);
  });
});
