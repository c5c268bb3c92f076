import type { ProgressFilter, ProgressSeries } from '../../../../shared/contract/progress.js';
import { useEngine } from '../../engine/engine-context.js';
import { loadableFrom, stillLoading, type Loadable } from '../../engine/loadable.js';
import { useEngineQuery } from '../../engine/use-engine.js';

export type ProgressState = Loadable<ProgressSeries>;

/** The worker's progress series for a round and bow, fetched again when the history changes. */
export function useProgress(filter: ProgressFilter): ProgressState {
  const engine = useEngine();
  const { gameType, bowType } = filter;
  const load = async (): Promise<ProgressState> => loadableFrom(await engine.progress({ gameType, bowType }));
  return useEngineQuery<ProgressState>(load, stillLoading, ['progress']).value;
}
