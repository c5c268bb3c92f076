// The one deliberate copy of the worker's figures on the main thread (docs/architecture.md), guarded by
// viewAfterArrow's property test; use-current-shoot.ts draws each tapped arrow with it.
import { scoreSheet } from '../../../../shared/views/shootFigures.js';
import { viewAfterArrow } from '../../../../shared/views/viewAfterArrow.js';
import { findRound } from '../../../../shared/rounds/catalogue.js';
import type { Prediction } from './arrows-in-flight.js';

/** How the card and its sheet will look once the worker stores arrows on this round; null for a round it does not know. */
export function arrowPrediction(roundName: string): Prediction | null {
  const round = findRound(roundName);
  return round === undefined
    ? null
    : {
        arrow: (view, value) => viewAfterArrow(view, value, round),
        sheet: (arrows, layout) => scoreSheet(arrows, round, layout),
      };
}
