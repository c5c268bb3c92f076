import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import type {
  CurrentShootView,
  EngineResult,
  ScoreCardView,
  ScorecardLayout,
  ScoreSheet,
} from '../../../../shared/contract/engine.js';
import type { ArrowValue } from '../../../../shared/rounds/round.js';
import type { FacePosition } from '../../../../shared/target-face/targetFace.js';
import {
  startUpScoreCardIfAnswered,
  takeStartUpScoreCard,
  type PageEngine,
} from '../../engine/engine-client.js';
import { useEngine, useEngineHealth } from '../../engine/engine-context.js';
import { engineAnswer } from '../../engine/engine-answer.js';
import { keepScoreCard } from '../../engine/last-score-card.js';
import { stillLoading, type Loadable } from '../../engine/loadable.js';
import { useEngineChanges, useEngineQuery } from '../../engine/use-engine.js';
import { batchHeard, noOwnWrites, writeAnswered, writeSent, type OwnWrites } from './own-writes.js';
import { arrowPrediction } from './arrow-prediction.js';
import { READ_TOPICS } from '../../../../shared/contract/readTopics.js';
import { currentShootChangedForLive } from '../../live/live-entry.js';
import {
  arrowAnswered,
  arrowNotSaved,
  arrowsHeld,
  arrowsStoredIn,
  arrowTapped,
  heldArrowSent,
  maySend,
  notSavedArrowsAgain,
  cardWithArrowsInFlight,
  sheetShown,
  type ArrowInFlight,
  type Prediction,
} from './arrows-in-flight.js';

/** The shoot being scored and its score sheet in the layout on screen (null while there is none). */
export interface ScoreCard {
  shoot: CurrentShootView;
  scorecard: ScoreSheet | null;
}

/** The shoot being scored as the score card knows it. */
export type CurrentShootState = Loadable<ScoreCard>;

function cardFrom(answer: EngineResult<ScoreCardView>): CurrentShootState {
  if (!answer.ok) return { state: 'failed', message: answer.error.message };
  return { state: 'ready', value: { shoot: answer.value.shoot, scorecard: answer.value.sheet } };
}

/**
 * The start-up answer exists only where main.tsx started the app's worker (start-engine.ts); a test's
 * engine never has one, so its first question goes to that engine. It was asked in the screen's own
 * layout before the card was drawn; should the card be in another by now (the window resized
 * meanwhile), the card is read in its own, which also tells the worker the layout for the writes.
 */
async function fetchCurrentShoot(engine: PageEngine, layout: ScorecardLayout): Promise<CurrentShootState> {
  const startUp = takeStartUpScoreCard();
  let answer = startUp === null ? null : await startUp;
  if (answer === null || (answer.ok && answer.value.sheet.layout !== layout))
    answer = await engine.scoreCard(layout);
  const card = cardFrom(answer);
  if (card.state === 'ready') currentShootChangedForLive(card.value.shoot);
  return card;
}

/**
 * What the card shows on its first render: the start-up answer when it is already here (no wait), or
 * else the card as this phone last drew it. The mount's fetch takes the worker's answer and tells the
 * live shoot, as for any answer.
 */
function firstCard(): CurrentShootState {
  const answered = startUpScoreCardIfAnswered();
  return answered === null ? stillLoading : cardFrom(answered);
}

/**
 * The prediction for the round being scored. Its code (with the round catalogue it reads) is part of the
 * score card's own bundle: when it was fetched after the first render, a cold open's first tap (taken the
 * moment the keypad was usable) often came before it was here, and waited for the worker's answer behind
 * the history replay (issue #30: first tap p95 100 ms against 12 ms for a one-button page).
 */
function predictionFor(roundName: string | null): Prediction | null {
  return roundName === null ? null : arrowPrediction(roundName);
}

/**
 * One write of the card (`send`), told to the card's own writes before and after; its answer is shown
 * (`show`) before the after. At module scope, as every try with a finally here: the React Compiler does
 * not compile a hook holding one.
 */
async function writeCard(
  send: () => Promise<EngineResult<ScoreCardView>>,
  ownWrites: { current: OwnWrites },
  show: (card: CurrentShootState) => void,
  refresh: () => void,
): Promise<EngineResult<ScoreCardView>> {
  ownWrites.current = writeSent(ownWrites.current);
  let result: EngineResult<ScoreCardView> | null = null;
  try {
    result = await send();
    if (result.ok) {
      const { shoot, sheet } = result.value;
      currentShootChangedForLive(shoot);
      show({ state: 'ready', value: { shoot, scorecard: sheet } });
    }
    return result;
  } finally {
    const step = writeAnswered(ownWrites.current, result?.ok ? result.value.logPosition : null);
    ownWrites.current = step.next;
    if (step.readAgain) refresh();
  }
}

/** A failure that says the worker is gone or silent, not that it refused: the arrow waits for it. */
const engineWent = (result: EngineResult<unknown>) =>
  !result.ok && result.error.reason === 'engine-unavailable';

/** A failure of the app or the storage rather than a refusal of the arrow: the arrow stays, not saved. */
const NOT_SAVED_REASONS: ReadonlySet<string> = new Set([
  'internal-error',
  'storage-failed',
  'storage-full',
  'not-ready',
]);

/** Whether an arrow's failed write is told by the card's ArrowsNotSaved (the arrow stays) rather than as a refusal. */
export function arrowKeptUnsaved(result: EngineResult<unknown>): boolean {
  return !result.ok && (engineWent(result) || NOT_SAVED_REASONS.has(result.error.reason));
}

/**
 * The tapped arrow's write (`store`), then what became of it among those in flight: stored or refused,
 * it is taken off; the worker gone, every arrow is held to be sent once it is back (arrows-in-flight.ts);
 * a fault, it stays on the card as not saved.
 */
async function arrowAnsweredAfter(
  store: () => Promise<EngineResult<ScoreCardView>>,
  setInFlight: Dispatch<SetStateAction<readonly ArrowInFlight[]>>,
): Promise<EngineResult<ScoreCardView>> {
  let result: EngineResult<ScoreCardView> | null = null;
  try {
    result = await store();
    return result;
  } finally {
    const answer = result;
    setInFlight((arrows) => {
      if (answer !== null && engineWent(answer)) return arrowsHeld(arrows);
      if (answer !== null && !answer.ok && NOT_SAVED_REASONS.has(answer.error.reason))
        return arrowNotSaved(arrows);
      return arrowAnswered(arrows, answer?.ok ?? false);
    });
  }
}

/** The next held arrow, marked sent, read from the state itself (never a copy that may be stale). */
function nextHeldArrow(setInFlight: Dispatch<SetStateAction<readonly ArrowInFlight[]>>) {
  return new Promise<ArrowInFlight | undefined>((resolve) =>
    setInFlight((arrows) => {
      const first = arrows.find((arrow) => arrow.saving !== 'sent');
      resolve(first?.saving === 'held' ? first : undefined);
      return first?.saving === 'held' ? heldArrowSent(arrows) : arrows;
    }),
  );
}

/**
 * The held arrows, once the engine is back: the shoot is read first (`readCard`), so an arrow the worker
 * stored before it went is not written again, then the rest are sent one at a time, in the order tapped.
 * At module scope, as the writes above: the React Compiler does not compile a hook holding a loop of awaits.
 */
async function sendHeldArrows(
  readCard: () => Promise<EngineResult<ScoreCardView>>,
  store: (value: ArrowValue) => Promise<EngineResult<ScoreCardView>>,
  setInFlight: Dispatch<SetStateAction<readonly ArrowInFlight[]>>,
): Promise<void> {
  const read = await readCard();
  if (!read.ok) return;
  setInFlight((arrows) => arrowsStoredIn(arrows, read.value.shoot.arrows.length));
  for (;;) {
    const next = await nextHeldArrow(setInFlight);
    if (next === undefined) return;
    const answer = await arrowAnsweredAfter(() => store(next.value), setInFlight);
    if (engineWent(answer)) return;
  }
}

/**
 * Loads the current shoot and its score sheet in `layout`, the layout on screen, in one read; loads
 * them again when the layout changes (the phone turned, the archer forced the other), and after a change
 * the worker commits (from this tab or another) that the card does not already show. The card's own writes answer with the
 * whole card, so their change batches need no read (own-writes.ts). Answers that arrive out of order are
 * dropped: only the newest request may draw.
 *
 * A keypad arrow shows in the next frame, before the worker has stored it: the worker's last answer
 * stays the truth, and the card shows it with the arrows still in flight added (arrows-in-flight.ts).
 * The card's commands are here, so every write of the card goes through the one path that knows it.
 */
export function useCurrentShoot(layout: ScorecardLayout) {
  const engine = useEngine();
  // A new layout is a new load, so useEngineQuery reads the card in it (and the worker answers the
  // card's writes in it from then on).
  const load = () => fetchCurrentShoot(engine, layout);
  const { value: truth, show: setTruth, refetch: refresh } = useEngineQuery(load, useState(firstCard)[0], []);
  // What the card shows is what the next cold open draws first (last-score-card.ts). A layout effect, so
  // it is noted in the same task that puts the card on screen: a page closed the moment after (a
  // discard, then the app swiped away) writes this card when hidden, not the one before it, which the
  // next cold open would draw until the worker's answer came.
  useLayoutEffect(() => {
    if (truth.state === 'ready' && truth.value.scorecard !== null)
      keepScoreCard({ shoot: truth.value.shoot, sheet: truth.value.scorecard, logPosition: 0 });
  }, [truth]);
  const [inFlight, setInFlight] = useState<readonly ArrowInFlight[]>([]);
  const health = useEngineHealth();
  const truthShoot = truth.state === 'ready' ? truth.value.shoot : null;
  const predict = predictionFor(truthShoot?.roundName ?? null);

  // What the card's own writes have shown, so that their echoes are not read again.
  const ownWrites = useRef(noOwnWrites);
  useEngineChanges(READ_TOPICS.scoreCard, (batch) => {
    const step = batchHeard(ownWrites.current, batch.logPosition);
    ownWrites.current = step.next;
    if (step.readAgain) refresh();
  });

  /**
   * One write of the card: its answer (the shoot and its sheet) is the new truth at once, and the live
   * shoot (if any) gets the new score from it, with no read per arrow. The worker's refusal comes back as
   * data for the caller to show.
   */
  const write = (send: () => Promise<EngineResult<ScoreCardView>>) =>
    writeCard(send, ownWrites, setTruth, refresh);

  /**
   * A keypad arrow: shown at once (the state update runs in the tap's own event, so it is drawn in the
   * next frame), then replaced by the worker's answer, or gone again if the worker refuses it. While the
   * engine is down or restarting, or an arrow before it waits, it is held on the page, in order.
   */
  const scoreArrow = async (value: ArrowValue): Promise<EngineResult<ScoreCardView> | null> => {
    const held = truthShoot?.arrows.length ?? 0;
    if (!maySend(inFlight, health === 'running')) {
      setInFlight((arrows) => arrowTapped(arrows, held, value, 'held'));
      return null;
    }
    setInFlight((arrows) => arrowTapped(arrows, held, value));
    return arrowAnsweredAfter(
      () => write(() => engineAnswer(() => engine.scoreArrow(value), 'saving an arrow')),
      setInFlight,
    );
  };

  const sending = useRef(false);
  const heldWaiting = inFlight.some((arrow) => arrow.saving === 'held');
  const sentWaiting = inFlight.some((arrow) => arrow.saving === 'sent');
  // With the card's latest engine, layout and writes, whenever the effect below decides to send.
  const sendHeld = useEffectEvent(() =>
    sendHeldArrows(
      () => write(() => engineAnswer(() => engine.scoreCard(layout), 'reading the score card')),
      (value) => write(() => engineAnswer(() => engine.scoreArrow(value), 'saving an arrow')),
      setInFlight,
    ),
  );
  useEffect(() => {
    if (health !== 'running' || !heldWaiting || sentWaiting || sending.current) return;
    sending.current = true;
    void sendHeld().finally(() => {
      sending.current = false;
    });
  }, [health, heldWaiting, sentWaiting]);

  /** The archer's Try again for arrows not saved: held again, and sent as above once the engine is up. */
  const saveArrowsAgain = () => setInFlight(notSavedArrowsAgain);

  // Corrections, undo and arrows plotted on the face show when the worker answers.
  const commands = {
    correctArrow: (index: number, value: ArrowValue) => write(() => engine.correctArrow(index, value)),
    plotArrow: (position: FacePosition) => write(() => engine.plotArrow(position)),
    movePlottedArrow: (index: number, position: FacePosition) =>
      write(() => engine.movePlottedArrow(index, position)),
    undoArrow: () => write(() => engine.undoArrow()),
  };

  let current: CurrentShootState = truth;
  if (truth.state === 'ready') {
    const shoot = cardWithArrowsInFlight(truth.value.shoot, inFlight, predict?.arrow ?? null);
    current = {
      state: 'ready',
      value: { shoot, scorecard: sheetShown(shoot, truth.value.scorecard, predict?.sheet ?? null, layout) },
    };
  }

  const unsaved = {
    held: inFlight.filter((arrow) => arrow.saving === 'held').length,
    notSaved: inFlight.filter((arrow) => arrow.saving === 'not-saved').length,
  };
  return { current, scoreArrow, ...commands, refresh, unsaved, saveArrowsAgain, health };
}
