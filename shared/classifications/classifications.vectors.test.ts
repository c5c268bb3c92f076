import { describe, expect, it } from 'vitest';
import vectors from '../../reference-data/classification-vectors.json' with { type: 'json' };
import { roundByName } from '../rounds/catalogue.js';
import { parseCategory, type Category } from './category.js';
import { classHandicaps, maxDistances, minimumDistances, type Discipline } from './class-handicaps.js';
import { classThresholds } from './classify.js';
import { prestigeRounds } from './prestige.js';
import type { AgbScheme } from './schemes.js';
import { fullFaceRound, longestDistance, thresholdsOnTable } from './thresholds.js';

interface GroupVectors {
  class_handicaps: number[];
  max_distances?: number[];
  min_distance_per_class?: number[];
  prestige_rounds?: string[];
  thresholds: Record<string, Array<number | null>>;
}
interface DisciplineVectors {
  classes: string[];
  rounds: string[];
  groups: Record<string, Record<string, Record<string, GroupVectors>>>;
}

const SCHEMES: Record<string, AgbScheme> = { agb_2023: 'AGB 2023', agb_2026_1: 'AGB 2026.1' };
const BLOCKS: Record<string, Discipline> = {
  outdoor: 'outdoor',
  indoor: 'indoor',
  compound_indoor_examples: 'indoor',
};

interface Case {
  scheme: AgbScheme;
  discipline: Discipline;
  block: string;
  category: Category;
  label: string;
  group: GroupVectors;
}

const cases: Case[] = [];
for (const [schemeKey, scheme] of Object.entries(SCHEMES)) {
  const blocks =
    (vectors.schemes as unknown as Record<string, Record<string, DisciplineVectors>>)[schemeKey] ?? {};
  for (const [block, discipline] of Object.entries(BLOCKS)) {
    const data = blocks[block];
    if (!data) throw new Error(`missing block ${schemeKey}.${block}`);
    for (const [bow, genders] of Object.entries(data.groups)) {
      for (const [gender, ages] of Object.entries(genders)) {
        for (const [age, group] of Object.entries(ages)) {
          const category = parseCategory({ bowType: bow, gender, ageGroup: age });
          if (!category) throw new Error(`unparsed category ${bow} ${gender} ${age}`);
          cases.push({
            scheme,
            discipline,
            block,
            category,
            group,
            label: `${scheme} ${block} ${bow} ${gender} ${age}`,
          });
        }
      }
    }
  }
}

/** Vector codenames "<round>_compound" mean the inner-10 table, whatever the archer's bow. */
function thresholdScores(c: Case, codename: string): Array<number | null> {
  if (codename.endsWith('_compound')) {
    const round = fullFaceRound(roundByName(codename.slice(0, -'_compound'.length)));
    return thresholdsOnTable(round, c.discipline, c.category, c.scheme, { compoundScoring: true }).map(
      (t) => t.score,
    );
  }
  return (classThresholds(roundByName(codename), c.category, c.scheme) ?? []).map((t) => t.score);
}

describe('classification vectors', () => {
  it('cover both schemes and all three blocks', () => {
    expect(cases.length).toBe(2 * (12 + 12 + 4));
  });

  describe.each(cases)('$label', (c) => {
    it('class handicaps', () => {
      expect(classHandicaps(c.category, c.discipline)).toEqual(c.group.class_handicaps);
    });

    if (c.discipline === 'outdoor') {
      it('max distances, minimum distances and prestige rounds', () => {
        expect([...maxDistances(c.category)]).toEqual(c.group.max_distances);
        expect(minimumDistances(c.category)).toEqual(c.group.min_distance_per_class);
        const prestige = prestigeRounds(c.category, c.scheme, (codename) =>
          longestDistance(roundByName(codename)),
        );
        expect([...prestige].sort()).toEqual([...(c.group.prestige_rounds ?? [])].sort());
      });
    }

    it.each(Object.entries(c.group.thresholds))('thresholds on %s', (codename, expected) => {
      expect(thresholdScores(c, codename)).toEqual(expected);
    });
  });
});
