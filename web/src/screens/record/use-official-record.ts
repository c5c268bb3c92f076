import type {
  OfficialRecordView,
  SeasonReviewQuery,
  SeasonReviewView,
} from '../../../../shared/contract/engine.js';
import { useEngine } from '../../engine/engine-context.js';
import { loadableFrom, stillLoading, type Loadable } from '../../engine/loadable.js';
import { useEngineQuery } from '../../engine/use-engine.js';

/** The worker's official record, fetched again when a shoot or the profile changes. */
export function useOfficialRecord(): Loadable<OfficialRecordView> {
  const engine = useEngine();
  const load = async (): Promise<Loadable<OfficialRecordView>> => loadableFrom(await engine.officialRecord());
  return useEngineQuery<Loadable<OfficialRecordView>>(load, stillLoading, ['officialRecord']).value;
}

/** One season of one ledger looked back on; null asks for nothing. */
export function useSeasonReview(query: SeasonReviewQuery | null): Loadable<SeasonReviewView> | null {
  const engine = useEngine();
  const { bowStyle, environment, period } = query ?? {};
  const load = async (): Promise<Loadable<SeasonReviewView> | null> => {
    if (!bowStyle || !environment || !period) return null;
    return loadableFrom(await engine.seasonReview({ bowStyle, environment, period }));
  };
  return useEngineQuery<Loadable<SeasonReviewView> | null>(load, stillLoading, ['seasonReview']).value;
}
