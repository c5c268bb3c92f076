/**
 * From class handicaps to score thresholds (doc section 4.7): ceil of the expected score at each class
 * handicap, then the outdoor prestige and distance rules, the gap/maximum check and, in 2026.1, the
 * no-repeats rule. Results are cached per round, category and scheme.
 */
import { scoreForHandicap } from '../handicaps/handicaps.js';
import { findRound } from '../rounds/catalogue.js';
import type { Round } from '../rounds/round.js';
import { AGE_GROUPS, BOW_TYPES, GENDERS, type Category } from './category.js';
import { classHandicaps, minimumDistances, type Discipline } from './class-handicaps.js';
import { prestigeRounds } from './prestige.js';
import { applyGapCheck, applyNoRepeats } from './scheme-rules.js';
import type { AgbScheme } from './schemes.js';

export const OUTDOOR_CLASSES = ['EMB', 'GMB', 'MB', 'B1', 'B2', 'B3', 'A1', 'A2', 'A3'] as const;
/** Indoor classes carry the same short names; there is no indoor EMB. */
export const INDOOR_CLASSES = ['GMB', 'MB', 'B1', 'B2', 'B3', 'A1', 'A2', 'A3'] as const;
export type ClassName = (typeof OUTDOOR_CLASSES)[number];

export interface ClassThreshold {
  name: ClassName;
  /** The class handicap the threshold comes from (may be fractional, e.g. 20.5). */
  handicap: number;
  /** Minimum score for the class on this round, or null when the class cannot be gained on it. */
  score: number | null;
}

/** Longest distance of a round as the raw number in its own unit (yards or metres). */
export function longestDistance(round: Round): number {
  return Math.max(...round.passes.map((p) => p.distance));
}

function longestByCodename(codename: string): number {
  const round = findRound(codename);
  return round ? longestDistance(round) : 0;
}

/** The full-face round whose thresholds apply (triple/5-spot/6-zone faces classify on the full face). */
export function fullFaceRound(round: Round): Round {
  return round.fullFaceCodename ? (findRound(round.fullFaceCodename) ?? round) : round;
}

interface ThresholdOptions {
  /** Score on the round's compound inner-10 table (compound archers indoors). */
  compoundScoring: boolean;
}

/**
 * Caches keyed by small integers rather than strings: the bench and the static-data build ask for
 * thousands of (round, category, scheme) combinations and string keys dominated the cost.
 */
let cache = new WeakMap<Round, Map<number, ClassThreshold[]>>();
const categoryCache = new Map<number, CategoryData>();

interface CategoryData {
  handicaps: number[];
  minimums: number[];
  prestige: Set<string> | null;
}

function categoryIndex(category: Category, scheme: AgbScheme, discipline: Discipline): number {
  const c = (BOW_TYPES.indexOf(category.bowType) * 2 + GENDERS.indexOf(category.gender)) * 8;
  return (
    ((c + AGE_GROUPS.indexOf(category.ageGroup)) * 2 + (scheme === 'AGB 2026.1' ? 1 : 0)) * 2 +
    (discipline === 'outdoor' ? 1 : 0)
  );
}

function categoryData(
  index: number,
  category: Category,
  scheme: AgbScheme,
  discipline: Discipline,
): CategoryData {
  let data = categoryCache.get(index);
  if (!data) {
    const outdoor = discipline === 'outdoor';
    data = {
      handicaps: classHandicaps(category, discipline),
      minimums: outdoor ? minimumDistances(category) : [],
      prestige: outdoor ? prestigeRounds(category, scheme, longestByCodename) : null,
    };
    categoryCache.set(index, data);
  }
  return data;
}

/** Forget cached thresholds (benchmarks start cold). */
export function clearThresholdCache(): void {
  cache = new WeakMap();
  categoryCache.clear();
}

/**
 * Thresholds for a full-face round, with explicit choice of scoring table. Most callers want
 * classThresholds, which picks the full face and the compound table from the category.
 */
export function thresholdsOnTable(
  round: Round,
  discipline: Discipline,
  category: Category,
  scheme: AgbScheme,
  options: ThresholdOptions,
): ClassThreshold[] {
  const index = categoryIndex(category, scheme, discipline);
  const key = index * 2 + (options.compoundScoring ? 1 : 0);
  let perRound = cache.get(round);
  if (!perRound) {
    perRound = new Map();
    cache.set(round, perRound);
  }
  const cached = perRound.get(key);
  if (cached) return cached;
  const { handicaps, minimums, prestige } = categoryData(index, category, scheme, discipline);
  const compound = { compound: options.compoundScoring };
  const names = discipline === 'outdoor' ? OUTDOOR_CLASSES : INDOOR_CLASSES;
  const maxScore = round.maxScore ?? 0;
  const scores: Array<number | null> = handicaps.map((h) => scoreForHandicap(round, h, compound));

  if (discipline === 'outdoor') {
    const isPrestige = prestige?.has(round.codename ?? '') ?? false;
    if (!isPrestige) {
      const longest = longestDistance(round);
      scores.forEach((_, i) => {
        if (i < 3 || (minimums[i] as number) > longest) scores[i] = null;
      });
    }
  }

  // Gap and maximum check: a threshold also reached one handicap point worse is not a fair bar.
  if (discipline === 'indoor' || scheme === 'AGB 2026.1') {
    applyGapCheck(scores, handicaps, (h) => scoreForHandicap(round, h, compound), maxScore);
  }
  if (scheme === 'AGB 2026.1') applyNoRepeats(scores, maxScore);

  const result = names.map((name, i) => ({
    name,
    handicap: handicaps[i] as number,
    score: scores[i] ?? null,
  }));
  perRound.set(key, result);
  return result;
}
