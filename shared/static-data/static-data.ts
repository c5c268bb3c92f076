/**
 * The static JSON the app serves under /data (issue 3 point 5), generated from the domain code at build
 * time so other tools read exactly the numbers the app uses. Pure: the build writes the files.
 */
import { handicapTable, hasHandicapTable } from '../handicaps/handicaps.js';
import { allRounds } from '../rounds/catalogue.js';
import type { Discipline, Round, ScoringSystem } from '../rounds/round.js';
import {
  AGE_GROUPS,
  type AgeGroup,
  type BowType,
  type Category,
  type Gender,
} from '../classifications/category.js';
import { classThresholds } from '../classifications/classify.js';
import { CURRENT_SCHEME } from '../classifications/schemes.js';
import type { ClassName } from '../classifications/thresholds.js';
import { fieldStaticDataFiles } from './field-static-data.js';

interface StaticDataFile {
  path: string;
  json: unknown;
}

export interface RoundJson {
  name: string;
  /** target, field or vi. */
  discipline: Discipline;
  aliases: string[];
  indoor: boolean;
  endSize: number;
  /** null for practice rounds (no arrow limit). */
  maxScore: number | null;
  /** `arrows` is null for a practice round's unlimited single distance. */
  passes: Array<{
    arrows: number | null;
    distance: number;
    unit: 'm' | 'yd';
    faceCm: number;
    scoring: ScoringSystem;
  }>;
}

/** /data/rounds.json: every catalogue round. */
export function roundsJson(): RoundJson[] {
  return allRounds().map((round) => ({
    name: round.name,
    discipline: round.discipline,
    aliases: [...round.aliases],
    indoor: !round.isOutdoor,
    endSize: round.endSize,
    maxScore: round.maxScore,
    passes: round.passes.map((p) => ({
      arrows: Number.isFinite(p.arrows) ? p.arrows : null,
      distance: p.distance,
      unit: p.unit,
      faceCm: p.faceCm,
      scoring: p.scoring,
    })),
  }));
}

/** /data/handicaps.json: scores at handicap 0..150 per round, plus "<name> compound" inner-10 tables. */
export function handicapsJson(): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const round of allRounds().filter(hasHandicapTable)) {
    out[round.name] = handicapTable(round);
    if (round.compoundVariant) out[`${round.name} compound`] = handicapTable(round, { compound: true });
  }
  return out;
}

const GENDER_DIRS: Record<Gender, 'Men' | 'Women'> = { male: 'Men', female: 'Women' };
const BOW_DIRS: Record<BowType, string> = {
  recurve: 'Recurve',
  compound: 'Compound',
  barebow: 'Barebow',
  longbow: 'Longbow',
};
const AGE_DIRS: Record<AgeGroup, string> = {
  '50+': '50+',
  adult: 'Senior',
  u21: 'U21',
  u18: 'U18',
  u16: 'U16',
  u15: 'U15',
  u14: 'U14',
  u12: 'U12',
};

/** Class ids as the old app's files number them: 1 = A3 upwards. */
const CLASS_IDS: Record<ClassName, number> = {
  A3: 1,
  A2: 2,
  A1: 3,
  B3: 4,
  B2: 5,
  B1: 6,
  MB: 7,
  GMB: 8,
  EMB: 9,
};

export interface ClassificationThresholdJson {
  id: number;
  gender: 'Men' | 'Women';
  bowType: string;
  age: string;
  round: string;
  score: number;
  scheme: string;
}

/** One category's file: thresholds of every AGB round, current scheme, only classes available. */
export function classificationJson(
  category: Category,
  rounds: readonly Round[] = allRounds(),
): ClassificationThresholdJson[] {
  const base = {
    gender: GENDER_DIRS[category.gender],
    bowType: BOW_DIRS[category.bowType],
    age: AGE_DIRS[category.ageGroup],
  };
  return rounds.flatMap((round) =>
    (classThresholds(round, category, CURRENT_SCHEME) ?? [])
      .flatMap((t) =>
        t.score === null
          ? []
          : [{ id: CLASS_IDS[t.name], ...base, round: round.name, score: t.score, scheme: CURRENT_SCHEME }],
      )
      .sort((a, b) => a.id - b.id),
  );
}

/** Path of a category's classification file under /data. */
function classificationPath(category: Category): string {
  return `data/classifications/${GENDER_DIRS[category.gender]}/${BOW_DIRS[category.bowType]}/${AGE_DIRS[category.ageGroup]}.json`;
}

/** Every static file: rounds, handicaps, the 64 target classification files and the 112 field ones. */
export function staticDataFiles(): StaticDataFile[] {
  const files: StaticDataFile[] = [
    { path: 'data/rounds.json', json: roundsJson() },
    { path: 'data/handicaps.json', json: handicapsJson() },
  ];
  for (const gender of ['male', 'female'] as const) {
    for (const bowType of ['recurve', 'compound', 'barebow', 'longbow'] as const) {
      for (const ageGroup of AGE_GROUPS) {
        const category = { bowType, gender, ageGroup };
        files.push({ path: classificationPath(category), json: classificationJson(category) });
      }
    }
  }
  files.push(...fieldStaticDataFiles());
  return files;
}
