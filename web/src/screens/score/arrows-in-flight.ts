import type { CurrentShootView, ScorecardLayout, ScoreSheet } from '../../../../shared/contract/engine.js';
import type { ArrowValue } from '../../../../shared/rounds/round.js';
import { sheetEnds } from '../../scorecard/score-sheet.js';

/**
 * Arrows tapped on the keypad that the worker has not answered yet. The worker's last answer stays the
 * truth; the card shows the truth with these arrows added in order, so a tap shows in the next frame
 * instead of after the worker's round trip. Each answer (stored or refused) takes its arrow off.
 */
export interface ArrowInFlight {
  value: ArrowValue;
  /** Where in the shoot the arrow lands (0-based), as the card stood when it was tapped. */
  index: number;
}

/** The card with one more arrow, as the worker will show it; null when only the worker can tell. */
export type PredictArrow = (view: CurrentShootView, value: ArrowValue) => CurrentShootView | null;

/** The score sheet of some arrows on the round being scored in a layout, as the worker draws it. */
export type SheetOf = (arrows: readonly ArrowValue[], layout: ScorecardLayout) => ScoreSheet;

/** What the card needs to show arrows ahead of the worker: loaded after start-up, for one round. */
export interface Prediction {
  arrow: PredictArrow;
  sheet: SheetOf;
}

/** A tap: the arrow goes after the truth's arrows and after every arrow still in flight. */
export function arrowTapped(
  inFlight: readonly ArrowInFlight[],
  truthArrows: number,
  value: ArrowValue,
): ArrowInFlight[] {
  const last = inFlight.at(-1);
  const index = Math.max(truthArrows, last === undefined ? 0 : last.index + 1);
  return [...inFlight, { value, index }];
}

/**
 * The worker answered the oldest arrow in flight (it stores the arrows one at a time, in the order
 * tapped): stored, its answer is the new truth; refused, it is simply gone, and the arrows after it
 * land one place earlier than they would have.
 */
export function arrowAnswered(inFlight: readonly ArrowInFlight[], stored: boolean): ArrowInFlight[] {
  const rest = inFlight.slice(1);
  return stored ? rest : rest.map((arrow) => ({ ...arrow, index: arrow.index - 1 }));
}

/**
 * What the card shows: the truth, then each arrow in flight in order. An arrow the truth already holds
 * (a read answered after the worker stored it, before its own answer came) is not added twice; an arrow
 * that no longer follows on (the truth lost arrows meanwhile, as after an undo) and every arrow after
 * it wait for the worker, as does everything when there is no prediction yet.
 */
export function cardWithArrowsInFlight(
  truth: CurrentShootView,
  inFlight: readonly ArrowInFlight[],
  predict: PredictArrow | null,
): CurrentShootView {
  if (predict === null) return truth;
  let shown = truth;
  for (const arrow of inFlight) {
    if (arrow.index < shown.arrows.length) continue;
    if (arrow.index > shown.arrows.length) break;
    const next = predict(shown, arrow.value);
    if (next === null) break;
    shown = next;
  }
  return shown;
}

/** The arrows a sheet holds, in shot order. */
function arrowsOnSheet(sheet: ScoreSheet): ArrowValue[] {
  const arrows: ArrowValue[] = [];
  for (const end of sheetEnds(sheet)) for (const cell of end.arrows) arrows[cell.index] = cell.value;
  return arrows;
}

function sameArrows(a: readonly ArrowValue[], b: readonly ArrowValue[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * The sheet shown with the card (the end on show above the keypad is read from it): the worker's when
 * it holds the arrows shown in the layout on screen; otherwise, as the worker's sheet follows a round
 * trip later (after a tap, or the read a turn of the phone sets off), the same sheet worked out here
 * for the arrows shown, so the end never lags the total and a new layout shows in the next frame.
 */
export function sheetShown(
  shown: CurrentShootView,
  sheet: ScoreSheet | null,
  sheetOf: SheetOf | null,
  layout: ScorecardLayout,
): ScoreSheet | null {
  const workersFits =
    sheet !== null && sheet.layout === layout && sameArrows(arrowsOnSheet(sheet), shown.arrows);
  if (sheetOf === null || workersFits) return sheet;
  return sheetOf(shown.arrows, layout);
}
