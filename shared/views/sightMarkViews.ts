import { fail, ok } from '../core/result.js';
import type { EngineEvent } from '../events/eventTypes.js';
import { bowClassFor } from '../sight-marks/estimate.js';
import { sightEstimateView, type SightEstimateQuery } from '../sight-marks/estimateView.js';
import type { Projections } from '../projections/projections.js';

/** The worker's answers about sight marks: the mark a save stored, and the estimate at a distance. */

/** The sight mark a save just stored, as saved. */
export function savedSightMarkAnswer(state: Projections, event: EngineEvent | null) {
  const mark = event?.type === 'sight-mark-saved' ? state.sightMarks.get(event.payload.mark.id) : undefined;
  return mark ? ok({ ...mark }) : fail('storage-failed', 'The sight mark was not saved');
}

export function sightEstimateAnswer(state: Projections, query: SightEstimateQuery) {
  return sightEstimateView([...state.sightMarks.values()], query, bowClassFor(state.profile.bowType));
}
