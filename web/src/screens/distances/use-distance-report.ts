import type {
  DistancePerformanceFilter,
  DistancePerformanceReport,
} from '../../../../shared/contract/distances.js';
import { useEngine } from '../../engine/engine-context.js';
import { loadableFrom, stillLoading, type Loadable } from '../../engine/loadable.js';
import { useEngineQuery } from '../../engine/use-engine.js';

export type DistanceReportState = Loadable<DistancePerformanceReport>;

/** The worker's distance-performance report for a filter, fetched again when the history changes. */
export function useDistanceReport(filter: DistancePerformanceFilter): DistanceReportState {
  const engine = useEngine();
  const { bowType, faceCm, season } = filter;
  const load = async (): Promise<DistanceReportState> =>
    loadableFrom(await engine.distancePerformanceReport({ bowType, faceCm, season }));
  return useEngineQuery<DistanceReportState>(load, stillLoading, ['distancePerformanceReport']).value;
}
