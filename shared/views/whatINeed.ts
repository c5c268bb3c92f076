import type { Category } from '../classifications/category.js';
import { classThresholds } from '../classifications/classify.js';
import type { FieldCategory } from '../classifications/field-category.js';
import { fieldThresholds, OLD_FIELD_TABLES_NOT_HELD } from '../classifications/field-thresholds.js';
import { frostbiteBadges } from '../classifications/frostbite.js';
import { fieldSchemeForDate, schemeForDate, type SchemeName } from '../classifications/schemes.js';
import { INDOOR_CLASSES, OUTDOOR_CLASSES } from '../classifications/thresholds.js';
import { hasHandicapTable, scoreForHandicap } from '../handicaps/handicaps.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import { NO_VI_CLASSIFICATION } from '../rounds/vi.js';
import { arrowsTotal, topArrowValue } from '../scoring/arrowValues.js';
import { effectiveEndSize } from '../scoring/ends.js';
import type {
  TargetProgress,
  WhatINeedGap,
  WhatINeedGapReason,
  WhatINeedTarget,
  WhatINeedView,
} from '../contract/whatINeed.js';

export interface WhatINeedInputs {
  round: Round;
  arrows: readonly ArrowValue[];
  /** The archer's AGB category, undefined while the profile lacks gender, age group or bow type. */
  category: Category | undefined;
  /** The archer's AGB field category (eight bow styles of their own), undefined while the profile lacks one. */
  fieldCategory: FieldCategory | undefined;
  /** The class the archer holds for this round's discipline and bow type ("Unclassified" for none). */
  heldClass: string;
  /** Best saved score on this round with this bow type, null when there is none. */
  personalBest: number | null;
  handicapGoal: number | null;
  /** Whether the archer is measured on the inner-10 (compound) tables, as their shoots are assessed. */
  compound: boolean;
  /** The day that picks the classification scheme. */
  date: Date | string;
}

/** Rounds up to one decimal, so that averaging the figure shown is always enough. */
function ceilToOneDecimal(value: number): number {
  // The small allowance keeps 8.4 from becoming 8.5 when division lands a hair above it.
  return Math.ceil(value * 10 - 1e-9) / 10;
}

/** Where a target stands with `remainingArrows` left, each worth at most `topValue`. */
export function targetProgress(
  target: number,
  score: number,
  remainingArrows: number,
  endSize: number,
  topValue: number,
): TargetProgress {
  if (score >= target) return { state: 'reached' };
  if (score + remainingArrows * topValue < target) return { state: 'out-of-reach' };
  const pointsToGo = target - score;
  const endsLeft = remainingArrows / effectiveEndSize(endSize);
  return { state: 'needed', pointsToGo, perEnd: ceilToOneDecimal(pointsToGo / endsLeft) };
}

function gap(reason: WhatINeedGapReason, message: string): WhatINeedGap {
  return { reason, message };
}

interface ClassTargets {
  scheme: SchemeName | null;
  targets: Array<{ label: string; score: number }>;
  gaps: WhatINeedGap[];
}

/** Badges above the personal best (Frostbite's ladder is the same for every archer). */
function frostbiteTargets(personalBest: number | null): ClassTargets {
  const badges = frostbiteBadges().filter((badge) => personalBest === null || badge.score > personalBest);
  return {
    scheme: 'Frostbite',
    targets: badges.map((badge) => ({ label: badge.name, score: badge.score })),
    gaps: badges.length === 0 ? [gap('top-class-held', 'You have every Frostbite badge on this round.')] : [],
  };
}

/** AGB classes better than the one held that the round can earn, best first. */
function agbTargets(inputs: WhatINeedInputs, discipline: 'outdoor' | 'indoor'): ClassTargets {
  const { round, category, heldClass } = inputs;
  if (category === undefined) return { scheme: null, targets: [], gaps: [NO_CATEGORY] };
  const scheme = schemeForDate(inputs.date);
  const thresholds = classThresholds(round, category, scheme) ?? [];
  const classes: readonly string[] = discipline === 'outdoor' ? OUTDOOR_CLASSES : INDOOR_CLASSES;
  const heldIndex = classes.indexOf(heldClass);
  // Classes are listed best first, so the ones above the held class come before it.
  const better = heldIndex === -1 ? thresholds : thresholds.slice(0, heldIndex);
  const targets = better.flatMap((t) => (t.score === null ? [] : [{ label: t.name, score: t.score }]));
  const gaps =
    targets.length === 0
      ? [
          gap(
            'top-class-held',
            heldIndex === -1
              ? 'No classification can be gained on this round for your category.'
              : `No class above ${heldClass} can be gained on this round.`,
          ),
        ]
      : [];
  return { scheme, targets, gaps };
}

const NO_CATEGORY = gap(
  'no-category',
  'Set your age group, gender and bow type on the Profile screen to see classifications.',
);

/**
 * AGB field classes the round can give the archer's field category, best first, by the field scheme of
 * the date (the 2026.1 rules with their gap and no-repeat checks, or the 2025 field tables). The profile
 * holds no field class, so every class the round can give is listed. A peg the category may not shoot
 * for a classification, or a date before the 2025 field scheme, is said rather than left blank.
 */
function fieldClassTargets(inputs: WhatINeedInputs): ClassTargets {
  const { round, fieldCategory } = inputs;
  if (fieldCategory === undefined) return { scheme: null, targets: [], gaps: [NO_CATEGORY] };
  const scheme = fieldSchemeForDate(inputs.date);
  if (scheme === null) {
    return { scheme: null, targets: [], gaps: [gap('no-classification', OLD_FIELD_TABLES_NOT_HELD)] };
  }
  const result = fieldThresholds(round, fieldCategory, scheme);
  if (!result.ok)
    return { scheme: null, targets: [], gaps: [gap('no-classification', result.error.message)] };
  const targets = result.thresholds.flatMap((t) =>
    t.score === null ? [] : [{ label: t.name, score: t.score }],
  );
  const gaps =
    targets.length === 0
      ? [gap('top-class-held', 'No classification can be gained on this round for your category.')]
      : [];
  return { scheme, targets, gaps };
}

function noClassificationWords(round: WhatINeedInputs['round']): string {
  if (round.discipline === 'vi') return `${NO_VI_CLASSIFICATION}.`;
  return 'This round has no classification.';
}

function classTargets(inputs: WhatINeedInputs): ClassTargets {
  if (inputs.round.discipline === 'field') return fieldClassTargets(inputs);
  const discipline = inputs.round.classification;
  switch (discipline) {
    case 'frostbite':
      return frostbiteTargets(inputs.personalBest);
    case 'outdoor':
    case 'indoor':
      return agbTargets(inputs, discipline);
    case null:
      return {
        scheme: null,
        targets: [],
        gaps: [gap('no-classification', noClassificationWords(inputs.round))],
      };
  }
}

/** Everything the "What I need" panel shows for a round and the arrows shot on it so far. */
export function whatINeed(inputs: WhatINeedInputs): WhatINeedView {
  const { round, arrows } = inputs;
  const score = arrowsTotal(arrows, round);
  if (round.maxArrows === null || !hasHandicapTable(round)) {
    return {
      roundName: round.name,
      discipline: round.discipline,
      scheme: null,
      score,
      remainingArrows: null,
      remainingEnds: null,
      targets: [],
      gaps: [
        gap('no-fixed-length', 'This round has no fixed number of arrows, so there is no score to aim for.'),
      ],
      handicapGoal: inputs.handicapGoal,
    };
  }
  const remainingArrows = Math.max(round.maxArrows - arrows.length, 0);
  const endSize = effectiveEndSize(round.endSize);
  const topValue = topArrowValue(round);
  const progress = (target: number) => targetProgress(target, score, remainingArrows, endSize, topValue);

  const classes = classTargets(inputs);
  const targets: WhatINeedTarget[] = classes.targets.map((t) => ({
    kind: 'classification',
    label: t.label,
    score: t.score,
    progress: progress(t.score),
  }));
  const gaps = [...classes.gaps];

  const maxScore = round.maxScore ?? remainingArrows * topValue;
  if (inputs.personalBest === null) {
    gaps.push(gap('no-personal-best', 'No saved score on this round yet, so no personal best to beat.'));
  } else if (inputs.personalBest >= maxScore) {
    gaps.push(gap('personal-best-is-maximum', 'Your personal best is the maximum this round allows.'));
  } else {
    const beat = inputs.personalBest + 1;
    // The score to beat is one more than the PB: said as such, so "533" never reads as the PB itself.
    const label = `Beat your PB (${inputs.personalBest})`;
    targets.push({ kind: 'personal-best', label, score: beat, progress: progress(beat) });
  }

  if (inputs.handicapGoal === null) {
    gaps.push(gap('no-handicap-goal', 'No handicap goal set.'));
  } else {
    const goal = scoreForHandicap(round, inputs.handicapGoal, { compound: inputs.compound });
    targets.push({
      kind: 'handicap-goal',
      label: `Handicap ${inputs.handicapGoal}`,
      score: goal,
      progress: progress(goal),
    });
  }

  return {
    roundName: round.name,
    discipline: round.discipline,
    scheme: classes.scheme,
    score,
    remainingArrows,
    remainingEnds: remainingArrows / endSize,
    targets,
    gaps,
    handicapGoal: inputs.handicapGoal,
  };
}
