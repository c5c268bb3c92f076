import { describe, expect, it } from 'vitest';
import type { CurrentShootView, ScorecardLayout } from '../../../../shared/contract/scoreCardViews.js';
import { currentShootView } from '../../../../shared/views/currentShootView.js';
import { scoreSheet } from '../../../../shared/views/shootFigures.js';
import type { Decide } from '../../../../shared/commands/decision.js';
import { applyEvent, emptyProjections } from '../../../../shared/projections/projections.js';
import { scoreArrow, startShoot, undoArrow } from '../../../../shared/commands/shootCommands.js';
import { findRound } from '../../../../shared/rounds/catalogue.js';
import type { ArrowValue } from '../../../../shared/rounds/round.js';
import {
  arrowAnswered,
  arrowNotSaved,
  arrowsHeld,
  arrowsWaitingOnPage,
  arrowsStoredIn,
  arrowTapped,
  heldArrowSent,
  maySend,
  notSavedArrowsAgain,
  unsentArrowCorrected,
  unsentArrowTakenBack,
  cardWithArrowsInFlight,
  sheetShown,
  type ArrowInFlight,
} from './arrows-in-flight.js';
import { arrowPrediction } from './arrow-prediction.js';

const now = new Date(Date.UTC(2026, 5, 1));

/** The worker's side, run by the engine's own commands: each call answers as the worker would. */
function worker(roundName: string) {
  let clock = now.getTime();
  let ids = 0;
  const source = { now: () => (clock += 20_000), newId: () => `t-${++ids}` };
  const state = emptyProjections({ findRound, startedAt: now });
  const answer = (decide: Decide): CurrentShootView | null => {
    const decision = decide(state, source);
    if (!decision.ok) return null;
    applyEvent(state, decision.value);
    return currentShootView(state, now);
  };
  answer(startShoot(roundName));
  return {
    answer,
    view: () => currentShootView(state, now)!,
    sheet: (layout: ScorecardLayout = 'portrait') =>
      scoreSheet(state.current.arrows, findRound(roundName)!, layout),
  };
}

/** The score card's side: the truth it was last told and the arrows it is waiting on. */
function card(truth: CurrentShootView) {
  let inFlight: ArrowInFlight[] = [];
  const predict = arrowPrediction(truth.roundName);
  return {
    tap(value: ArrowValue) {
      inFlight = arrowTapped(inFlight, truth.arrows.length, value);
    },
    answered(answer: CurrentShootView | null) {
      if (answer !== null) truth = answer;
      inFlight = arrowAnswered(inFlight, answer !== null);
    },
    told(read: CurrentShootView) {
      truth = read;
    },
    shown: () => cardWithArrowsInFlight(truth, inFlight, predict?.arrow ?? null),
    sheetOf: predict?.sheet ?? null,
    withoutPrediction: () => cardWithArrowsInFlight(truth, inFlight, null),
  };
}

describe('arrows tapped before the worker answers', () => {
  it('two quick taps both show before the worker answers', () => {
    const engine = worker('national');
    const scoreCard = card(engine.view());
    scoreCard.tap(9);
    scoreCard.tap(7);
    expect(scoreCard.shown().arrows).toEqual([9, 7]);
    expect(scoreCard.shown().runningTotal).toBe(16);
    expect(scoreCard.shown().currentEndNumber).toBe(1);
  });

  it('each answer replaces the guess, and the card ends as the worker has it', () => {
    const engine = worker('national');
    const scoreCard = card(engine.view());
    scoreCard.tap(9);
    scoreCard.tap(7);
    scoreCard.answered(engine.answer(scoreArrow(9)));
    expect(scoreCard.shown().arrows).toEqual([9, 7]);
    scoreCard.answered(engine.answer(scoreArrow(7)));
    expect(scoreCard.shown()).toEqual(engine.view());
  });

  it('a refused arrow disappears and the ones after it still show', () => {
    const engine = worker('national');
    const scoreCard = card(engine.view());
    scoreCard.tap(9);
    scoreCard.tap(5);
    expect(scoreCard.shown().arrows).toEqual([9, 5]);
    // Another tab discarded the shoot and started a WA 1440: a 9 is not on its face.
    const other = worker('wa 1440 (90m)');
    scoreCard.answered(null);
    expect(scoreCard.shown().arrows).toEqual([5]);
    scoreCard.told(other.view());
    // The 5 was tapped for the National: on the WA 1440 it waits for the worker's word.
    expect(scoreCard.shown().arrows).toEqual([]);
    scoreCard.answered(other.answer(scoreArrow(5)));
    expect(scoreCard.shown()).toEqual(other.view());
  });

  it('an arrow the worker already shows in a newer read is not counted twice', () => {
    const engine = worker('national');
    const scoreCard = card(engine.view());
    scoreCard.tap(9);
    scoreCard.tap(7);
    const storedFirst = engine.answer(scoreArrow(9))!;
    engine.answer(scoreArrow(7));
    // A read answered after both were stored, before the answers to the taps arrived.
    scoreCard.told(engine.view());
    expect(scoreCard.shown().arrows).toEqual([9, 7]);
    scoreCard.answered(storedFirst);
    expect(scoreCard.shown().arrows).toEqual([9, 7]);
  });

  it('after an undo the worker has not answered, a tap waits for the worker', () => {
    const engine = worker('national');
    engine.answer(scoreArrow(9));
    const scoreCard = card(engine.view());
    // Undo sent, then a 7 tapped while the card still shows the 9: the 7 was to be the second arrow.
    scoreCard.tap(7);
    scoreCard.told(engine.answer(undoArrow())!);
    expect(scoreCard.shown().arrows).toEqual([]);
    scoreCard.answered(engine.answer(scoreArrow(7)));
    expect(scoreCard.shown().arrows).toEqual([7]);
  });

  it('a tap on a complete round waits for the worker, which refuses it', () => {
    const engine = worker('worcester');
    for (let i = 0; i < 60; i++) engine.answer(scoreArrow(5));
    const scoreCard = card(engine.view());
    scoreCard.tap(5);
    expect(scoreCard.shown()).toEqual(engine.view());
    scoreCard.answered(engine.answer(scoreArrow(5)));
    expect(scoreCard.shown().arrows).toHaveLength(60);
  });

  it('until the prediction is loaded, taps wait for the worker', () => {
    const engine = worker('national');
    const scoreCard = card(engine.view());
    scoreCard.tap(9);
    expect(scoreCard.withoutPrediction().arrows).toEqual([]);
  });

  it('the estimate and notes stay as the worker last said until it answers', () => {
    const engine = worker('national');
    engine.answer(scoreArrow(9));
    const before = engine.view();
    const scoreCard = card(before);
    scoreCard.tap(7);
    expect(scoreCard.shown().estimate).toEqual(before.estimate);
    expect(scoreCard.shown().pendingNotes).toEqual(before.pendingNotes);
  });

  it("the end on show has the tapped arrow too, and the worker's sheet is kept once it holds it", () => {
    const engine = worker('national');
    const scoreCard = card(engine.view());
    const sheetBefore = engine.sheet();
    scoreCard.tap(9);
    const shown = scoreCard.shown();
    const sheet = sheetShown(shown, sheetBefore, scoreCard.sheetOf, 'portrait');
    // The worker answers the arrow, then sends its sheet with the change notice: the same sheet.
    scoreCard.answered(engine.answer(scoreArrow(9)));
    expect(sheet).toEqual(engine.sheet());
    expect(sheet).not.toEqual(sheetBefore);
    // Between the answer and the sheet, the card still shows the arrow on the sheet.
    expect(sheetShown(scoreCard.shown(), sheetBefore, scoreCard.sheetOf, 'portrait')).toEqual(engine.sheet());
    const workersSheet = engine.sheet();
    expect(sheetShown(scoreCard.shown(), workersSheet, scoreCard.sheetOf, 'portrait')).toBe(workersSheet);
  });

  it("until the prediction is loaded, the sheet is the worker's", () => {
    const engine = worker('national');
    const sheet = engine.sheet();
    engine.answer(scoreArrow(9));
    expect(sheetShown(engine.view(), sheet, null, 'portrait')).toBe(sheet);
  });

  it('a turn of the phone shows the other layout at once, worked out here, until the worker reads it', () => {
    const engine = worker('national');
    engine.answer(scoreArrow(9));
    const scoreCard = card(engine.view());
    const portrait = engine.sheet('portrait');
    const turned = sheetShown(scoreCard.shown(), portrait, scoreCard.sheetOf, 'landscape');
    expect(turned).toEqual(engine.sheet('landscape'));
    const landscape = engine.sheet('landscape');
    expect(sheetShown(scoreCard.shown(), landscape, scoreCard.sheetOf, 'landscape')).toBe(landscape);
    // Without a prediction the worker's sheet is all there is, whatever its layout, until it reads again.
    expect(sheetShown(scoreCard.shown(), portrait, null, 'landscape')).toBe(portrait);
  });
});

describe('arrows kept on the page while the engine is away (issue #43)', () => {
  const tapped = (values: ArrowValue[], truthArrows: number, saving: ArrowInFlight['saving'] = 'sent') =>
    values.reduce<ArrowInFlight[]>(
      (inFlight, value) => arrowTapped(inFlight, truthArrows, value, saving),
      [],
    );

  it('sends a tap only while the engine runs and no arrow before it waits', () => {
    expect(maySend([], true)).toBe(true);
    expect(maySend([], false)).toBe(false);
    expect(maySend(tapped([9], 0), true)).toBe(true);
    expect(maySend(arrowsHeld(tapped([9], 0)), true)).toBe(false);
  });

  it('holds the arrows on their way when the worker goes, and those tapped after, in order', () => {
    let inFlight = tapped([9, 8], 3);
    inFlight = arrowsHeld(inFlight);
    inFlight = arrowTapped(inFlight, 3, 7, 'held');
    expect(inFlight).toEqual([
      { value: 9, index: 3, saving: 'held' },
      { value: 8, index: 4, saving: 'held' },
      { value: 7, index: 5, saving: 'held' },
    ]);
  });

  it('drops what the shoot read back already holds, so nothing is written twice, and sends the rest oldest first', () => {
    // The worker stored the 9 and went before answering; the 8 never arrived.
    let inFlight = arrowsHeld(tapped([9, 8, 7], 3));
    inFlight = arrowsStoredIn(inFlight, 4);
    expect(inFlight.map((arrow) => arrow.value)).toEqual([8, 7]);
    inFlight = heldArrowSent(inFlight);
    expect(inFlight.map((arrow) => arrow.saving)).toEqual(['sent', 'held']);
    inFlight = arrowAnswered(inFlight, true);
    inFlight = heldArrowSent(inFlight);
    inFlight = arrowAnswered(inFlight, true);
    expect(inFlight).toEqual([]);
  });

  it('keeps an arrow whose write failed for good on the card, not saved, with those behind it, until Try again', () => {
    let inFlight = arrowTapped(tapped([9], 0), 0, 8, 'held');
    inFlight = arrowNotSaved(inFlight);
    expect(inFlight.map((arrow) => arrow.saving)).toEqual(['not-saved', 'not-saved']);
    inFlight = notSavedArrowsAgain(inFlight);
    expect(inFlight.map((arrow) => arrow.saving)).toEqual(['held', 'held']);
  });

  it('takes the answer of the oldest arrow sent, not of one waiting before it', () => {
    const inFlight: ArrowInFlight[] = [
      { value: 9, index: 0, saving: 'not-saved' },
      { value: 8, index: 1, saving: 'sent' },
    ];
    expect(arrowAnswered(inFlight, true)).toEqual([{ value: 9, index: 0, saving: 'not-saved' }]);
  });
});

describe('undo and save with arrows still on the page', () => {
  const arrow = (index: number, saving: ArrowInFlight['saving']): ArrowInFlight => ({
    value: 9,
    index,
    saving,
  });

  it('an arrow never sent is taken back on the page, the newest one only', () => {
    expect(unsentArrowTakenBack([arrow(3, 'held'), arrow(4, 'held')])).toEqual([arrow(3, 'held')]);
    expect(unsentArrowTakenBack([arrow(3, 'not-saved')])).toEqual([]);
  });

  it('an arrow sent, or none in flight, leaves the undo to the worker, after it on the channel', () => {
    expect(unsentArrowTakenBack([arrow(3, 'sent')])).toBeNull();
    expect(unsentArrowTakenBack([])).toBeNull();
  });

  it('an arrow never sent is corrected on the page; one sent or stored is left to the worker', () => {
    const held = [arrow(3, 'sent'), arrow(4, 'held')];
    expect(unsentArrowCorrected(held, 4, 'M')).toEqual([
      arrow(3, 'sent'),
      { ...arrow(4, 'held'), value: 'M' },
    ]);
    expect(unsentArrowCorrected(held, 3, 'M')).toBeNull();
    expect(unsentArrowCorrected(held, 1, 'M')).toBeNull();
  });

  it('counts the arrows a save must wait for: held or not saved, not those on their way', () => {
    expect(arrowsWaitingOnPage([arrow(3, 'sent'), arrow(4, 'held'), arrow(5, 'not-saved')])).toBe(2);
    expect(arrowsWaitingOnPage([arrow(3, 'sent')])).toBe(0);
  });
});
