/**
 * Class handicaps per category (doc sections 4.1-4.3): each bow style has a datum (the MB handicap of
 * an adult man), a step between classes, a gender step and an age step; outdoors each class also
 * needs a minimum distance.
 */
import type { AgeGroup, BowType, Category } from './category.js';

export type Discipline = 'outdoor' | 'indoor';

interface Steps {
  datum: number;
  classStep: number;
  genderStep: number;
  ageStep: number;
}

const BOW_STEPS: Record<BowType, Record<Discipline, Steps>> = {
  compound: {
    outdoor: { datum: 15, classStep: 6, genderStep: 4, ageStep: 6 },
    indoor: { datum: 11, classStep: 8, genderStep: 4, ageStep: 6 },
  },
  recurve: {
    outdoor: { datum: 30, classStep: 7, genderStep: 5, ageStep: 6.5 },
    indoor: { datum: 28, classStep: 7.5, genderStep: 5, ageStep: 6.5 },
  },
  barebow: {
    outdoor: { datum: 47, classStep: 5.5, genderStep: 5.5, ageStep: 5.5 },
    indoor: { datum: 42, classStep: 6, genderStep: 5.5, ageStep: 5.5 },
  },
  longbow: {
    outdoor: { datum: 65, classStep: 6, genderStep: 7, ageStep: 6 },
    indoor: { datum: 61, classStep: 6.5, genderStep: 7, ageStep: 6 },
  },
};

interface AgeData {
  steps: number;
  /** Outdoor longest distances [metres on metric rounds, yards on imperial rounds]. */
  male: readonly [number, number];
  female: readonly [number, number];
}

const AGES: Record<AgeGroup, AgeData> = {
  adult: { steps: 0, male: [90, 100], female: [70, 80] },
  '50+': { steps: 1, male: [70, 80], female: [60, 60] },
  u21: { steps: 1, male: [90, 100], female: [70, 80] },
  u18: { steps: 2, male: [70, 80], female: [60, 60] },
  u16: { steps: 3, male: [60, 60], female: [50, 50] },
  u15: { steps: 4, male: [50, 50], female: [50, 50] },
  u14: { steps: 5, male: [40, 40], female: [40, 40] },
  u12: { steps: 6, male: [30, 30], female: [30, 30] },
};

/** Categories where women and men share numbers: U15 and younger. */
const MERGED_AGES: ReadonlySet<AgeGroup> = new Set(['u15', 'u14', 'u12']);

/** Handicap offset of the category from the bow style's datum. */
function ageGenderOffset(category: Category, steps: Steps): number {
  const n = AGES[category.ageGroup].steps;
  if (category.gender === 'male' || MERGED_AGES.has(category.ageGroup)) return n * steps.ageStep;
  // U16 women whose gender step exceeds the age step get the U15 value instead, so a U16 woman is
  // never set a harder target than a U15 girl.
  if (category.ageGroup === 'u16' && steps.genderStep > steps.ageStep) return 4 * steps.ageStep;
  return steps.genderStep + n * steps.ageStep;
}

/** Class handicaps, best class first: EMB..A3 outdoors (9), GMB..A3 indoors (8). */
export function classHandicaps(category: Category, discipline: Discipline): number[] {
  const steps = BOW_STEPS[category.bowType][discipline];
  const mb = steps.datum + ageGenderOffset(category, steps);
  const count = discipline === 'outdoor' ? 9 : 8;
  const mbIndex = discipline === 'outdoor' ? 2 : 1;
  return Array.from({ length: count }, (_, i) => mb + (i - mbIndex) * steps.classStep);
}

/** The category's outdoor longest distances: [metric metres, imperial yards]. */
export function maxDistances(category: Category): readonly [number, number] {
  return AGES[category.ageGroup][category.gender];
}

const DISTANCE_LADDER = [90, 70, 60, 50, 40, 30, 20, 15];

/** Men U16 and older step the distance down from B2; women and juniors U15 and under from B3. */
const EARLY_STEP_DOWN: ReadonlySet<AgeGroup> = new Set(['adult', '50+', 'u21', 'u18', 'u16']);

/** Outdoor minimum longest distance per class (EMB..A3), metres or yards as the same number. */
export function minimumDistances(category: Category): number[] {
  const start = DISTANCE_LADDER.indexOf(Math.min(...maxDistances(category)));
  const early = category.gender === 'male' && EARLY_STEP_DOWN.has(category.ageGroup);
  return Array.from({ length: 9 }, (_, i) => {
    const stepsDown = i <= 3 ? 0 : early ? i - 3 : i - 4;
    return DISTANCE_LADDER[Math.min(start + stepsDown, DISTANCE_LADDER.length - 1)] as number;
  });
}
