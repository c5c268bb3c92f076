// Loaded on its own as soon as the score card first renders (see use-current-shoot.ts), in parallel
// with the worker's start-up; until it is here taps simply wait for the worker.
import { scorecardView } from '../../../../shared/engine/shootFigures.js';
import { viewAfterArrow } from '../../../../shared/engine/viewAfterArrow.js';
import { findRound } from '../../../../shared/rounds/catalogue.js';
import type { Prediction } from './arrows-in-flight.js';

/** How the card and its sheet will look once the worker stores arrows on this round; null for a round it does not know. */
export function arrowPrediction(roundName: string): Prediction | null {
  const round = findRound(roundName);
  return round === undefined
    ? null
    : {
        arrow: (view, value) => viewAfterArrow(view, value, round),
        sheet: (arrows) => scorecardView(arrows, round),
      };
}
