/**
 * AGB field thresholds and the class a field score earns (docs/field-and-vi-rounds.md section 5).
 * Unmarked and mixed rounds are classified on the marked round of the same peg and target count; the
 * peg's longest target decides which classes a category can gain there; EMB, GMB and MB need 24
 * targets; the 2026.1 tables add the gap and no-repeat rules. Errors come back as data.
 */
import { fail, type Failed } from '../core/result.js';
import { scoreForHandicap } from '../handicaps/handicaps.js';
import { findRound } from '../rounds/catalogue.js';
import { PEG_LONGEST_METRES } from '../rounds/field.js';
import type { Round } from '../rounds/round.js';
import {
  FIELD_CLASSES,
  fieldClassHandicaps,
  fieldMinimumPegs,
  longestAllowedPeg,
  type FieldClassName,
} from './field-class-handicaps.js';
import type { FieldCategory } from './field-category.js';
import { applyGapCheck, applyNoRepeats } from './scheme-rules.js';
import { fieldSchemeForDate, type FieldScheme } from './schemes.js';

export interface FieldThreshold {
  name: FieldClassName;
  handicap: number;
  /** Minimum score for the class, or null when the class cannot be gained on this round. */
  score: number | null;
}

type FieldThresholdError = 'not-a-field-round' | 'peg-not-allowed';

export type FieldThresholdResult = { ok: true; thresholds: FieldThreshold[] } | Failed<FieldThresholdError>;

/** The marked round whose thresholds apply: same peg, same targets (a mixed round is 24 targets). */
export function fieldClassificationRound(round: Round): Round | null {
  if (!round.field) return null;
  const { peg, targets } = round.field;
  return findRound(`wa_field_${targets}_${peg}_marked`) ?? null;
}

function bowWords(category: FieldCategory): string {
  return category.bowStyle === 'longbow' ? 'A longbow archer' : `A ${category.bowStyle} archer`;
}

export function fieldThresholds(
  round: Round,
  category: FieldCategory,
  scheme: FieldScheme,
): FieldThresholdResult {
  const classRound = fieldClassificationRound(round);
  if (!round.field || !classRound) {
    return fail('not-a-field-round', `${round.name} is not a field round`);
  }
  const pegMetres = PEG_LONGEST_METRES[round.field.peg];
  const longest = longestAllowedPeg(category);
  if (pegMetres > longest) {
    return fail(
      'peg-not-allowed',
      `${bowWords(category)} cannot gain a field classification from the ${round.field.peg} peg: ` +
        `the longest peg for this bow style is ${longest === 60 ? 'red' : 'blue'} (${longest} m).`,
    );
  }
  const handicaps = fieldClassHandicaps(category);
  const minimums = fieldMinimumPegs(category);
  const maxScore = classRound.maxScore ?? 0;
  const scores: Array<number | null> = handicaps.map((h, i) => {
    if (pegMetres < (minimums[i] ?? Infinity)) return null;
    if (i < 3 && round.field?.targets !== 24) return null; // the Master Bowman tier needs 24 targets
    return scoreForHandicap(classRound, h);
  });
  if (scheme === 'AGB 2026.1') {
    applyGapCheck(scores, handicaps, (h) => scoreForHandicap(classRound, h), maxScore);
    applyNoRepeats(scores, maxScore);
  }
  return {
    ok: true,
    thresholds: FIELD_CLASSES.map((name, i) => ({
      name,
      handicap: handicaps[i] as number,
      score: scores[i] ?? null,
    })),
  };
}

/** What the app says of a field shoot before 2025, wherever a field class would be shown or listed. */
export const OLD_FIELD_TABLES_NOT_HELD = 'No field class before 2025: the old AGB field tables are not held.';

type FieldClassificationError = FieldThresholdError | 'score-above-maximum' | 'before-field-scheme';

export type FieldClassificationResult =
  { ok: true; name: FieldClassName | 'U/C'; scheme: FieldScheme } | Failed<FieldClassificationError>;

/** The field class a score earns on a round shot on `date`, judged by the scheme in force that day. */
export function fieldClassificationFor(
  round: Round,
  score: number,
  category: FieldCategory,
  date: Date | string,
): FieldClassificationResult {
  if (round.maxScore !== null && score > round.maxScore) {
    return fail(
      'score-above-maximum',
      `${score} is above the maximum of ${round.maxScore} for ${round.name}`,
    );
  }
  const scheme = fieldSchemeForDate(date);
  if (scheme === null) {
    return fail('before-field-scheme', OLD_FIELD_TABLES_NOT_HELD);
  }
  const result = fieldThresholds(round, category, scheme);
  if (!result.ok) return result;
  const earned = result.thresholds.find((t) => t.score !== null && t.score <= score);
  return { ok: true, name: earned?.name ?? 'U/C', scheme };
}
