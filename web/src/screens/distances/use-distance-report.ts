import { useCallback } from 'react';
import type {
  DistancePerformanceFilter,
  DistancePerformanceReport,
} from '../../../../shared/contract/views.js';
import { getEngine } from '../../engine/engine-client.js';
import { loadableFrom, stillLoading, type Loadable } from '../../engine/loadable.js';
import { SAVED_SHOOT_TOPICS } from '../../engine/saved-shoot-changes.js';
import { useEngineQuery } from '../../engine/use-engine.js';

export type DistanceReportState = Loadable<DistancePerformanceReport>;

/** The worker's distance-performance report for a filter, fetched again when the history changes. */
export function useDistanceReport(filter: DistancePerformanceFilter): DistanceReportState {
  const { bowType, faceCm, season } = filter;
  const load = useCallback(
    async (): Promise<DistanceReportState> =>
      loadableFrom(await getEngine().distancePerformanceReport({ bowType, faceCm, season })),
    [bowType, faceCm, season],
  );
  return useEngineQuery<DistanceReportState>(load, stillLoading, SAVED_SHOOT_TOPICS).value;
}
