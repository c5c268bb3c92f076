import { useCallback } from 'react';
import type { EngineChange } from '../../../../shared/contract/engine.js';
import type {
  DistancePerformanceFilter,
  DistancePerformanceReport,
} from '../../../../shared/contract/views.js';
import { getEngine } from '../../engine/engine-client.js';
import { loadableFrom, stillLoading, type Loadable } from '../../engine/loadable.js';
import { useEngineQuery } from '../../engine/use-engine.js';

export type DistanceReportState = Loadable<DistancePerformanceReport>;

/** Changes that alter the figures: shoots coming and going, and the profile (bow type, seasons). */
function changesFigures(change: EngineChange): boolean {
  switch (change.type) {
    case 'score-saved':
    case 'history-imported':
    case 'shoot-updated':
    case 'shoot-deleted':
    case 'profile-updated':
      return true;
    default:
      return false;
  }
}

/** The worker's distance-performance report for a filter, fetched again when the history changes. */
export function useDistanceReport(filter: DistancePerformanceFilter): DistanceReportState {
  const { bowType, faceCm, season } = filter;
  const load = useCallback(
    async (): Promise<DistanceReportState> =>
      loadableFrom(await getEngine().distancePerformanceReport({ bowType, faceCm, season })),
    [bowType, faceCm, season],
  );
  return useEngineQuery<DistanceReportState>(load, stillLoading, changesFigures).value;
}
