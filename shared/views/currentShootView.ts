import { goldsLabel } from '../scoring/goldsLabel.js';
import { copyPositions } from '../target-face/positionChecks.js';
import { isCompoundBow } from '../classifications/category.js';
import type {
  ClassificationEstimate,
  CurrentShootView,
  RoundSummary,
  ScorecardLayout,
} from '../contract/scoreCardViews.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import { classificationEstimateInputs } from '../scoring/estimates.js';
import { effectiveEndSize } from '../scoring/ends.js';
import type { ShooterSnapshot } from '../history/historyItem.js';
import { shootingTime } from '../projections/currentShoot.js';
import type { Projections } from '../projections/projections.js';
import { profileSnapshot } from '../projections/projections.js';
import { categoryOf, classifyShoot, fieldCategoryOf } from '../projections/assessShoot.js';
import { classificationFor as heldClassification } from '../history/userProfile.js';
import type { WhatINeedView } from '../contract/whatINeed.js';
import { whatINeed } from './whatINeed.js';
import { faceEntryView } from './faceEntryView.js';
import { blocksWithNextArrow, sheetLayouts, scoreSheet, shootFigures } from './shootFigures.js';
import { fail, ok } from '../core/result.js';
import { unknownGameType } from '../rounds/catalogue.js';
import { firstNotOnFace, notAScoreOn } from '../scoring/notAScore.js';

/**
 * The score card's view of the shoot being scored, built from the current shoot's own arrows with the
 * scoring rules of shared/scoring: its cost depends on this shoot only, never on the history.
 */

export function roundSummary(round: Round): RoundSummary {
  return {
    name: round.name,
    unit: round.unit,
    endSize: effectiveEndSize(round.endSize),
    keypad: [...round.scores],
    maxArrows: round.maxArrows,
    isPracticeRound: round.isPracticeRound,
    canSaveAnytime: round.canSaveAnytime,
    hasX: round.hasX,
    isOutdoor: round.isOutdoor,
    hasClassification: round.classification !== null || round.discipline === 'field',
    discipline: round.discipline,
    // A round's passes share one face; a practice with no passes is banded like a ringed face.
    scoring: round.passes[0]?.scoring ?? '10_zone',
    goldsLabel: goldsLabel(round),
  };
}

/** docs/product.md section 5 estimate; the classification uses the profile as it is now and today's scheme. */
function classificationEstimate(
  arrows: readonly ArrowValue[],
  round: Round,
  snapshot: ShooterSnapshot,
  now: Date,
): ClassificationEstimate {
  const inputs = classificationEstimateInputs(arrows, round);
  const classify = (score: number | null) => {
    if (arrows.length === 0 || score === null) return null;
    const { classification } = classifyShoot(round, score, snapshot, now);
    return classification ? { ...classification } : null;
  };
  return {
    averagePerEnd: inputs.averagePerEnd,
    projectedScore: inputs.projectedScore,
    paceScore: inputs.paceScore,
    remainingArrows: inputs.remainingArrows,
    onTrackClassification: classify(inputs.paceScore),
    bestPossibleClassification: classify(inputs.projectedScore),
  };
}

/** The current shoot view, or null when its round is not in the catalogue. */
export function currentShootView(state: Projections, now: Date): CurrentShootView | null {
  const round = state.context.findRound(state.current.roundName);
  if (round === undefined) return null;
  const arrows = state.current.arrows;
  const withNext = blocksWithNextArrow(arrows, round);
  return {
    roundName: round.name,
    round: roundSummary(round),
    ...shootFigures(arrows, round, withNext),
    positions: copyPositions(state.current.positions),
    estimate: classificationEstimate(arrows, round, profileSnapshot(state.profile), now),
    shootingTime: shootingTime(state.current),
    pendingNotes: state.notes.pending(),
    faceEntry: faceEntryView(
      arrows,
      round,
      state.profile.experimentalTargetFace,
      isCompoundBow(state.profile.bowType),
      withNext,
    ),
  };
}

/**
 * "What I need" on a round for the archer as the profile stands (category, class held, handicap goal)
 * and their personal best with this bow, from the history's top-score index: nothing here scans the
 * history, and the class thresholds are cached per round and category.
 */
export function whatINeedView(
  state: Projections,
  round: Round,
  arrows: readonly ArrowValue[],
  now: Date,
): WhatINeedView {
  const { profile } = state;
  const snapshot = profileSnapshot(profile);
  const category = categoryOf(snapshot);
  const held =
    round.classification === 'indoor' ? profile.indoorClassifications : profile.outdoorClassifications;
  return whatINeed({
    round,
    arrows,
    category,
    fieldCategory: round.discipline === 'field' ? fieldCategoryOf(snapshot) : undefined,
    heldClass: heldClassification(held, profile.bowType),
    personalBest: state.history.personalBest(round.name, profile.bowType),
    handicapGoal: profile.handicapGoal,
    compound: isCompoundBow(profile.bowType),
    date: now,
  });
}

export function currentShootAnswer(state: Projections, now: Date) {
  const view = currentShootView(state, now);
  return view ? ok(view) : fail('unknown-game-type', unknownGameType(state.current.roundName));
}

/**
 * The score card as it is drawn, read from one state: the shoot and its sheet in the layout on screen,
 * at `logPosition`. The card's every answer has this shape: the start-up card, its reads and its writes.
 */
export function scoreCardAnswer(state: Projections, now: Date, logPosition: number, layout: ScorecardLayout) {
  const round = state.context.findRound(state.current.roundName);
  const shoot = currentShootView(state, now);
  if (round === undefined || shoot === null)
    return fail('unknown-game-type', unknownGameType(state.current.roundName));
  return ok({ shoot, sheet: scoreSheet(state.current.arrows, round, layout), logPosition });
}

/** The score card of any arrows on a round, as the score screen draws it. */
export function scorecardOfAnswer(state: Projections, roundName: string, arrows: readonly ArrowValue[]) {
  const round = state.context.findRound(roundName);
  if (!round) return fail('unknown-game-type', unknownGameType(roundName));
  const notOnFace = firstNotOnFace(arrows, round);
  if (notOnFace !== undefined) return fail('invalid-arrow', notAScoreOn(notOnFace, round.name));
  return ok(sheetLayouts(arrows, round));
}

/** What I need on a round named for round selection (from nothing), else on the shoot being scored. */
export function whatINeedAnswer(state: Projections, roundName: string | undefined, now: Date) {
  const name = roundName ?? state.current.roundName;
  const round = state.context.findRound(name);
  if (!round) return fail('unknown-game-type', unknownGameType(name));
  const arrows = roundName === undefined ? state.current.arrows : [];
  return ok(whatINeedView(state, round, arrows, now));
}
