import { isCompoundBow, parseCategory, type Category } from '../classifications/category.js';
import { classificationFor } from '../classifications/classify.js';
import { parseFieldCategory, type FieldCategory } from '../classifications/field-category.js';
import { fieldClassificationFor } from '../classifications/field-thresholds.js';
import { handicapForScore } from '../handicaps/handicaps.js';
import type { ShootClassification, ShooterSnapshot } from '../history/historyItem.js';
import type { Round } from '../rounds/round.js';
import { parseDateMs } from '../time/dates.js';
import { ByThreeNames } from '../performance/nameCaches.js';

/**
 * The handicap and classification a shoot earned, worked out with the AGB rules of shared/handicaps and
 * shared/classifications for the archer as they were on the day (the shoot's profile snapshot). A round
 * the catalogue does not know, a practice round or an incomplete snapshot gives nothing, and the
 * caller keeps whatever the shoot already carried (an imported value, for example).
 */
export interface ShootAssessment {
  handicap?: number;
  classification?: ShootClassification;
  /** Why a round that has classifications gave none, in the archer's words (a peg the bow may not shoot). */
  classificationNote?: string;
}

/** One shared, frozen snapshot per gender, age group and bow type: saved shoots keep theirs. */
const snapshots = new ByThreeNames((gender, ageGroup, bowType): ShooterSnapshot =>
  Object.freeze({
    gender: gender || undefined,
    ageGroup: ageGroup || undefined,
    bowType: bowType || undefined,
  }),
);

/** The snapshot used for a shoot: its own fields, with any it lacks taken from the current profile. */
export function effectiveSnapshot(
  own: ShooterSnapshot | undefined,
  profile: ShooterSnapshot,
): ShooterSnapshot {
  return snapshots.get(
    own?.gender || profile.gender || '',
    own?.ageGroup || profile.ageGroup || '',
    own?.bowType || profile.bowType || '',
  );
}

/** Whether a snapshot names all three of gender, age group and bow type (docs/product.md section 5). */
export function isCompleteSnapshot(snapshot: ShooterSnapshot | undefined): boolean {
  return Boolean(snapshot?.gender && snapshot.ageGroup && snapshot.bowType);
}

/** Categories already parsed, by bow type, gender and age group. */
const categories = new ByThreeNames(
  (bowType, gender, ageGroup) => parseCategory({ bowType, gender, ageGroup }) ?? null,
);

/** The AGB category of a snapshot, remembered: thousands of shoots share a handful of snapshots. */
export function categoryOf(snapshot: ShooterSnapshot): Category | undefined {
  return categories.get(snapshot.bowType ?? '', snapshot.gender ?? '', snapshot.ageGroup ?? '') ?? undefined;
}

/** Field categories keep all eight bow styles apart (docs/field-and-vi-rounds.md section 5). */
const fieldCategories = new ByThreeNames(
  (bowType, gender, ageGroup) => parseFieldCategory({ bowType, gender, ageGroup }) ?? null,
);

export function fieldCategoryOf(snapshot: ShooterSnapshot): FieldCategory | undefined {
  return (
    fieldCategories.get(snapshot.bowType ?? '', snapshot.gender ?? '', snapshot.ageGroup ?? '') ?? undefined
  );
}

/**
 * The classification a score earns on a round for the archer of `snapshot` on `date`: field rounds by
 * the AGB field scheme of that date, other rounds by classificationFor. A field rule that refuses the
 * shoot (a peg the bow style may not shoot, a field shoot before 2025) comes back as a note.
 */
export function classifyShoot(
  round: Round,
  score: number,
  snapshot: ShooterSnapshot,
  date: Date | string,
): Pick<ShootAssessment, 'classification' | 'classificationNote'> {
  if (round.discipline === 'field') {
    const category = fieldCategoryOf(snapshot);
    if (category === undefined) return {};
    const result = fieldClassificationFor(round, score, category, date);
    return result.ok
      ? { classification: { name: result.name, scheme: result.scheme } }
      : { classificationNote: result.error.message };
  }
  const category = categoryOf(snapshot);
  if (category === undefined) return {};
  // A fresh object from classificationFor: the assessment can keep it as it is.
  const classification = classificationFor(round, score, category, date);
  return classification === null ? {} : { classification };
}

/** `dateMs` is the date as parsed (null when it is not a date), for callers that have parsed it already. */
export function assessShoot(
  round: Round | undefined,
  score: number,
  snapshot: ShooterSnapshot,
  date: string,
  dateMs: number | null = parseDateMs(date),
): ShootAssessment {
  if (round === undefined) return {};
  const assessment: ShootAssessment = {};
  const handicap = handicapForScore(round, score, { compound: isCompoundBow(snapshot.bowType ?? '') });
  if (handicap.ok) assessment.handicap = handicap.handicap;
  if (dateMs !== null) Object.assign(assessment, classifyShoot(round, score, snapshot, date));
  return assessment;
}
