import { useCallback } from 'react';
import type { EngineChange } from '../../../../shared/contract/engine.js';
import type {
  DistancePerformanceFilter,
  DistancePerformanceReport,
} from '../../../../shared/contract/views.js';
import { getEngine } from '../../engine/engine-client.js';
import { useEngineQuery } from '../../engine/use-engine.js';

export type DistanceReportState =
  | { state: 'loading' }
  | { state: 'ready'; report: DistancePerformanceReport }
  | { state: 'failed'; message: string };

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
  const load = useCallback(async (): Promise<DistanceReportState> => {
    const result = await getEngine().distancePerformanceReport({ bowType, faceCm, season });
    return result.ok
      ? { state: 'ready', report: result.value }
      : { state: 'failed', message: result.error.message };
  }, [bowType, faceCm, season]);
  return useEngineQuery(load, { state: 'loading' }, changesFigures).value;
}
