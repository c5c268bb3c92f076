import type { DiaryQuery, DiaryView } from '../../../../shared/contract/diary.js';
import { useEngine } from '../../engine/engine-context.js';
import { loadableFrom, stillLoading, type Loadable } from '../../engine/loadable.js';
import { useEngineQuery, type EngineQuery } from '../../engine/use-engine.js';

export type DiaryState = Loadable<DiaryView>;

/**
 * The diary timeline as the worker builds it for this search and filter: asked again when either
 * changes and after each write that alters it. The answer on screen stays until the next one arrives,
 * so typing in the search box never blanks the list.
 */
export function useDiary(search: string, highlightedOnly: boolean): EngineQuery<DiaryState> {
  const engine = useEngine();
  const load = async (): Promise<DiaryState> => {
    const query: DiaryQuery = { search, highlightedOnly };
    return loadableFrom(await engine.diary(query));
  };
  return useEngineQuery<DiaryState>(load, stillLoading, ['diary']);
}
