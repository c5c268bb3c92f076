import type { EngineResult, ScoreCardView } from '../../../../shared/contract/engine.js';
import type {
  CurrentShootView,
  ScoreSheet,
  ScorecardLayout,
} from '../../../../shared/contract/scoreCardViews.js';
import type { EngineHealth } from '../../engine/engine-supervisor.js';
import { stillLoading, type Loadable } from '../../engine/loadable.js';
import type { ReadFailed } from '../../engine/use-engine.js';
import { arrowPrediction } from './arrow-prediction.js';
import { cardWithArrowsInFlight, sheetShown, type ArrowInFlight } from './arrows-in-flight.js';

// The score card session's state and the snapshot the card is drawn from (score-card-session.ts), kept
// apart from the session's traffic with the worker: what the card shows is a pure function of them.

/** The shoot being scored and its score sheet in the layout on screen (null while there is none). */
export interface ScoreCard {
  shoot: CurrentShootView;
  scorecard: ScoreSheet | null;
}

/** The shoot being scored as the score card knows it. */
export type CurrentShootState = Loadable<ScoreCard>;

/** What the keypad does now: score the next arrow, or correct one the archer tapped on the sheet. */
export type KeypadMode = { mode: 'scoring' } | { mode: 'correcting'; index: number };

/** Scoring, as one value: a change to it that changes nothing is no change (and draws nothing). */
export const SCORING: KeypadMode = { mode: 'scoring' };

/**
 * The worker's last word on the card: none yet, a refusal (in its words), a read the engine could not
 * answer at all (the screen's error boundary shows it, as for any screen's read), or the card.
 */
export type Answered =
  | { state: 'loading' }
  | { state: 'refused'; message: string }
  | { state: 'unreadable'; failure: ReadFailed }
  | { state: 'ready'; card: ScoreCardView };

/** What the card draws, one immutable value per change (useSyncExternalStore's snapshot). */
export interface ScoreCardSnapshot {
  /** The worker's last answer with the arrows still in flight drawn after it: what the card shows. */
  shown: CurrentShootState;
  /** The worker's last answer alone, the truth (kept for the next cold open); null until there is one. */
  answered: ScoreCardView | null;
  /** A read the engine rejected: thrown from the screen's render to its error boundary. */
  unreadable: ReadFailed | null;
  keypad: KeypadMode;
  /** An earlier end the archer stepped back to on the end strip (null: the end being shot). */
  viewedEnd: number | null;
  /** A write the worker refused, in its words, until the next one it takes. */
  problem: string | null;
  /** Arrows drawn and not written: held until the engine is back, or not saved until Try again. */
  unsaved: { held: number; notSaved: number };
  health: EngineHealth;
}

/** What the session keeps; the snapshot is made from it. */
export interface SessionState {
  answered: Answered;
  inFlight: readonly ArrowInFlight[];
  layout: ScorecardLayout;
  keypad: KeypadMode;
  viewedEnd: number | null;
  problem: string | null;
  health: EngineHealth;
}

export function answeredBy(answer: EngineResult<ScoreCardView>): Answered {
  return answer.ok
    ? { state: 'ready', card: answer.value }
    : { state: 'refused', message: answer.error.message };
}

/**
 * What the card shows: the worker's card with the arrows in flight drawn after it by the prediction, and
 * its sheet in the layout on screen (worked out here while the worker's is a round trip behind).
 */
export function cardShown(
  answered: Answered,
  inFlight: readonly ArrowInFlight[],
  layout: ScorecardLayout,
): CurrentShootState {
  switch (answered.state) {
    case 'loading':
    case 'unreadable':
      return stillLoading;
    case 'refused':
      return { state: 'failed', message: answered.message };
    case 'ready': {
      const predict = arrowPrediction(answered.card.shoot.roundName);
      const shoot = cardWithArrowsInFlight(answered.card.shoot, inFlight, predict?.arrow ?? null);
      const scorecard = sheetShown(shoot, answered.card.sheet, predict?.sheet ?? null, layout);
      return { state: 'ready', value: { shoot, scorecard } };
    }
  }
}

/** The snapshot of `state`, with the card shown worked out (or kept) by the session. */
export function snapshotOf(state: SessionState, shown: CurrentShootState): ScoreCardSnapshot {
  const { answered, inFlight } = state;
  return {
    shown,
    answered: answered.state === 'ready' ? answered.card : null,
    unreadable: answered.state === 'unreadable' ? answered.failure : null,
    keypad: state.keypad,
    viewedEnd: state.viewedEnd,
    problem: state.problem,
    unsaved: {
      held: inFlight.filter((arrow) => arrow.saving === 'held').length,
      notSaved: inFlight.filter((arrow) => arrow.saving === 'not-saved').length,
    },
    health: state.health,
  };
}
