import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type {
  CurrentShootView,
  ChangeTopic,
  EngineResult,
  ScoreCardAnswer,
  ScorecardView,
} from '../../../../shared/contract/engine.js';
import type { ArrowValue } from '../../../../shared/rounds/round.js';
import { getEngine, startUpScoreCardIfAnswered, takeStartUpScoreCard } from '../../engine/engine-client.js';
import { stillLoading, type Loadable } from '../../engine/loadable.js';
import { useEngineQuery } from '../../engine/use-engine.js';
import { currentShootChangedForLive } from '../../live/live-entry.js';
import {
  arrowAnswered,
  arrowTapped,
  cardWithArrowsInFlight,
  sheetShown,
  type ArrowInFlight,
  type Prediction,
} from './arrows-in-flight.js';

/** The shoot being scored and its score sheet (which follows the shoot with the change notification). */
export interface ScoreCard {
  shoot: CurrentShootView;
  scorecard: ScorecardView | null;
}

/** The shoot being scored as the score card knows it. */
export type CurrentShootState = Loadable<ScoreCard>;

function cardFrom([shoot, scorecard]: ScoreCardAnswer): CurrentShootState {
  if (!shoot.ok) return { state: 'failed', message: shoot.error.message };
  return { state: 'ready', value: { shoot: shoot.value, scorecard: scorecard.ok ? scorecard.value : null } };
}

async function fetchCurrentShoot(): Promise<CurrentShootState> {
  const engine = getEngine();
  const card = cardFrom(
    await (takeStartUpScoreCard() ?? Promise.all([engine.currentShoot(), engine.currentScorecard()])),
  );
  if (card.state === 'ready') currentShootChangedForLive(card.value.shoot);
  return card;
}

/**
 * What the card shows on its first render: the start-up answer when it is already here (no wait). The
 * mount's fetch takes the same answer and tells the live shoot, as for any answer.
 */
function firstCard(): CurrentShootState {
  const answered = startUpScoreCardIfAnswered();
  return answered === null ? stillLoading : cardFrom(answered);
}

/** What the score card shows: the shoot being scored, its pending notes, and the profile it is judged by. */
const SCORE_CARD_TOPICS: readonly ChangeTopic[] = ['current-shoot', 'notes', 'profile'];

type PredictionModule = typeof import('./arrow-prediction.js');
let predictionModule: Promise<PredictionModule> | null = null;

/**
 * The prediction's code, fetched as soon as the score card first renders, in parallel with the
 * worker's start-up: the first arrow after a cold open is often tapped while the worker is still
 * replaying the history, and without the prediction that tap waited for the replay (issue #30: 39-92 ms
 * to paint against 14-17 ms for the others). It is a few kilobytes; the round catalogue it uses is
 * already loaded. Until it is here, taps wait for the worker.
 */
function loadPrediction(): Promise<PredictionModule> {
  predictionModule ??= import('./arrow-prediction.js');
  // A failed fetch (offline before the chunk was cached) may be tried again for the next round.
  predictionModule.catch(() => (predictionModule = null));
  return predictionModule;
}

/** The prediction for the round being scored, once its code is loaded. */
function useArrowPrediction(roundName: string | null): Prediction | null {
  const [loaded, setLoaded] = useState<{ roundName: string; predict: Prediction | null } | null>(null);
  // Fetched from the score card's first render, before the worker has said which round is scored.
  useEffect(() => void loadPrediction().catch(() => undefined), []);
  useEffect(() => {
    if (roundName === null) return;
    let live = true;
    loadPrediction().then(
      ({ arrowPrediction }) => {
        if (live) setLoaded({ roundName, predict: arrowPrediction(roundName) });
      },
      // Without the prediction's code, taps simply wait for the worker's answer.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [roundName]);
  return loaded !== null && loaded.roundName === roundName ? loaded.predict : null;
}

/**
 * Loads the current shoot and its score sheet, and loads them again after every change the worker
 * commits (from this tab or another). Answers that arrive out of order are dropped: only the newest
 * request may draw.
 *
 * A keypad arrow shows in the next frame, before the worker has stored it: the worker's last answer
 * stays the truth, and the card shows it with the arrows still in flight added (arrows-in-flight.ts).
 */
export function useCurrentShoot() {
  const {
    value: truth,
    show: setTruth,
    refetch: refresh,
  } = useEngineQuery(fetchCurrentShoot, useState(firstCard)[0], SCORE_CARD_TOPICS);
  const [inFlight, setInFlight] = useState<readonly ArrowInFlight[]>([]);
  const truthShoot = truth.state === 'ready' ? truth.value.shoot : null;
  const predict = useArrowPrediction(truthShoot?.roundName ?? null);

  // A tap reads how many arrows the truth holds without the scoring callback being rebuilt per arrow.
  const truthArrows = useRef(0);
  useEffect(() => {
    truthArrows.current = truthShoot?.arrows.length ?? 0;
  });

  /** A worker's answer: the live shoot (if any) gets the new score from it, with no extra read per arrow. */
  const showAnswer = useCallback(
    (shoot: CurrentShootView) => {
      currentShootChangedForLive(shoot);
      setTruth((previous) => ({
        state: 'ready',
        value: { shoot, scorecard: previous.state === 'ready' ? previous.value.scorecard : null },
      }));
    },
    [setTruth],
  );

  /**
   * Shows a write's answer at once (the totals the worker returned) while the sheet follows with the
   * change notification; the worker's refusal comes back as data for the caller to show. Corrections,
   * undo and arrows plotted on the face take this path: they show when the worker answers.
   */
  const apply = useCallback(
    async (write: Promise<EngineResult<CurrentShootView>>) => {
      const result = await write;
      if (result.ok) showAnswer(result.value);
      return result;
    },
    [showAnswer],
  );

  /**
   * A keypad arrow: shown at once (the state update runs in the tap's own event, so it is drawn in the
   * next frame), then replaced by the worker's answer, or gone again if the worker refuses it.
   */
  const scoreArrow = useCallback(
    async (value: ArrowValue) => {
      setInFlight((arrows) => arrowTapped(arrows, truthArrows.current, value));
      let stored = false;
      try {
        const result = await getEngine().scoreArrow(value);
        stored = result.ok;
        if (result.ok) showAnswer(result.value);
        return result;
      } finally {
        setInFlight((arrows) => arrowAnswered(arrows, stored));
      }
    },
    [showAnswer],
  );

  const current = useMemo<CurrentShootState>(() => {
    if (truth.state !== 'ready') return truth;
    const shoot = cardWithArrowsInFlight(truth.value.shoot, inFlight, predict?.arrow ?? null);
    return {
      state: 'ready',
      value: { shoot, scorecard: sheetShown(shoot, truth.value.scorecard, predict?.sheet ?? null) },
    };
  }, [truth, inFlight, predict]);

  return { current, apply, scoreArrow, refresh };
}
