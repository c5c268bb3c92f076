import type { EngineResult } from '../../../../shared/contract/engine.js';
import type {
  CurrentShootView,
  ScoreSheet,
  ScorecardLayout,
} from '../../../../shared/contract/scoreCardViews.js';
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
  /**
   * sent: asked of the worker, not answered yet. held: kept on the page until the engine is back (it
   * was down or restarting when tapped, or went before answering): the card says "Saving…". not-saved:
   * the write failed for a reason no restart mends (the engine cannot start, a fault in the app): the
   * card says so, with Try again. A held or not-saved arrow keeps every later tap behind it, in order.
   */
  saving: 'sent' | 'held' | 'not-saved';
}

/** Whether a new tap may be sent now: the engine is up and no arrow before it waits. */
export function maySend(inFlight: readonly ArrowInFlight[], engineRunning: boolean): boolean {
  return engineRunning && inFlight.every((arrow) => arrow.saving === 'sent');
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
  saving: ArrowInFlight['saving'] = 'sent',
): ArrowInFlight[] {
  const last = inFlight.at(-1);
  const index = Math.max(truthArrows, last === undefined ? 0 : last.index + 1);
  return [...inFlight, { value, index, saving }];
}

/**
 * The worker went (or did not answer) with arrows on their way: whether each was stored is unknown, so
 * every arrow is held until the engine is back and the card has read what it holds (`arrowsStoredIn`).
 * An arrow write carries no id of its own (the worker appends it to the shoot), so its place in the
 * shoot is what tells whether it was written: resending blind could write it twice.
 */
export function arrowsHeld(inFlight: readonly ArrowInFlight[]): ArrowInFlight[] {
  return inFlight.map((arrow) => (arrow.saving === 'held' ? arrow : { ...arrow, saving: 'held' }));
}

/**
 * The oldest arrow sent failed for a reason no restart mends: it stays on the card as not saved, and so
 * does every arrow held behind it, until the archer's Try again.
 */
export function arrowNotSaved(inFlight: readonly ArrowInFlight[]): ArrowInFlight[] {
  const at = inFlight.findIndex((arrow) => arrow.saving === 'sent');
  return inFlight.map((arrow, index) =>
    index === at || (at >= 0 && index > at && arrow.saving === 'held')
      ? { ...arrow, saving: 'not-saved' }
      : arrow,
  );
}

/** The archer's Try again: the arrows not saved are held, to be sent once the card has read the shoot. */
export function notSavedArrowsAgain(inFlight: readonly ArrowInFlight[]): ArrowInFlight[] {
  return inFlight.map((arrow) => (arrow.saving === 'not-saved' ? { ...arrow, saving: 'held' } : arrow));
}

/**
 * With the shoot read back after the engine returned (`truthArrows` arrows): a held arrow whose place the
 * shoot already fills was written before the worker went, and is dropped; the rest are still to send.
 */
export function arrowsStoredIn(inFlight: readonly ArrowInFlight[], truthArrows: number): ArrowInFlight[] {
  return inFlight.filter((arrow) => arrow.saving === 'sent' || arrow.index >= truthArrows);
}

/**
 * Undo with the newest arrow still on the page (held or not saved, never sent): the page takes it back
 * itself and the worker is not asked. The worker's undo would take back its own last stored arrow
 * instead, an arrow the archer meant to keep, ahead of the ones waiting here. Null when the newest arrow
 * was sent (or there is none in flight): the worker's undo then comes after it on the ordered channel.
 */
export function unsentArrowTakenBack(inFlight: readonly ArrowInFlight[]): ArrowInFlight[] | null {
  const last = inFlight.at(-1);
  if (last === undefined || last.saving === 'sent') return null;
  return inFlight.slice(0, -1);
}

/**
 * A correction of an arrow the page still holds (never sent): made on the page, as the worker does not
 * have that arrow to correct. Null when the arrow at `index` is stored or on its way: the worker's
 * correction then comes after it on the ordered channel.
 */
export function unsentArrowCorrected(
  inFlight: readonly ArrowInFlight[],
  index: number,
  value: ArrowValue,
): ArrowInFlight[] | null {
  const at = inFlight.findIndex((arrow) => arrow.index === index);
  if (at < 0 || inFlight[at]!.saving === 'sent') return null;
  return inFlight.map((arrow, i) => (i === at ? { ...arrow, value } : arrow));
}

/** How many tapped arrows are still kept on the page, unsent (held, or not saved): a save must wait for them. */
export const arrowsWaitingOnPage = (inFlight: readonly ArrowInFlight[]): number =>
  inFlight.length - arrowsOnTheirWay(inFlight).length;

/** The arrows sent to the worker and not answered yet: what is left in flight once the unsent are dropped (a discard). */
export const arrowsOnTheirWay = (inFlight: readonly ArrowInFlight[]): ArrowInFlight[] =>
  inFlight.filter((arrow) => arrow.saving === 'sent');

/** The oldest held arrow, now sent; every other stays as it was. */
export function heldArrowSent(inFlight: readonly ArrowInFlight[]): ArrowInFlight[] {
  const at = inFlight.findIndex((arrow) => arrow.saving !== 'sent');
  return inFlight.map((arrow, index) => (index === at ? { ...arrow, saving: 'sent' } : arrow));
}

/**
 * The worker answered the oldest arrow sent (it stores the arrows one at a time, in the order sent):
 * stored, its answer is the new truth; refused, it is simply gone, and the arrows after it land one
 * place earlier than they would have.
 */
export function arrowAnswered(inFlight: readonly ArrowInFlight[], stored: boolean): ArrowInFlight[] {
  const at = inFlight.findIndex((arrow) => arrow.saving === 'sent');
  if (at < 0) return [...inFlight];
  const rest = inFlight.filter((_, index) => index !== at);
  return stored
    ? rest
    : rest.map((arrow, index) => (index < at ? arrow : { ...arrow, index: arrow.index - 1 }));
}

/** A failure that says the worker is gone or silent, not that it refused: the arrow waits for it. */
export const engineWent = (answer: EngineResult<unknown>) =>
  !answer.ok && answer.error.reason === 'engine-unavailable';

/** A failure of the app or the storage rather than a refusal of the arrow: the arrow stays, not saved. */
const NOT_SAVED_REASONS: ReadonlySet<string> = new Set([
  'internal-error',
  'storage-failed',
  'storage-full',
  'not-ready',
]);

/** Whether an arrow's failed write is told by the card's ArrowsNotSaved (the arrow stays) rather than as a refusal. */
export function arrowKeptUnsaved(answer: EngineResult<unknown>): boolean {
  return !answer.ok && (engineWent(answer) || NOT_SAVED_REASONS.has(answer.error.reason));
}

/**
 * The oldest arrow sent, once the worker answered it: stored or refused, it is taken off; the worker
 * gone, every arrow is held to be sent once it is back; a fault, it stays on the card as not saved.
 */
export function arrowWriteAnswered(
  inFlight: readonly ArrowInFlight[],
  answer: EngineResult<unknown>,
): ArrowInFlight[] {
  if (engineWent(answer)) return arrowsHeld(inFlight);
  if (!answer.ok && NOT_SAVED_REASONS.has(answer.error.reason)) return arrowNotSaved(inFlight);
  return arrowAnswered(inFlight, answer.ok);
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
