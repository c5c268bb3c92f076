import { useCallback } from 'react';
import type { EngineChange } from '../../../../shared/contract/engine.js';
import type { DiaryQuery, DiaryView } from '../../../../shared/contract/views.js';
import { getEngine } from '../../engine/engine-client.js';
import { loadableFrom, stillLoading, type Loadable } from '../../engine/loadable.js';
import { useEngineQuery, type EngineQuery } from '../../engine/use-engine.js';

export type DiaryState = Loadable<DiaryView>;

/** Changes that alter what the diary shows: its notes, the shoots they hang on, their PBs and awards. */
function changesDiary(change: EngineChange): boolean {
  switch (change.type) {
    case 'notes-changed':
    case 'score-saved':
    case 'score-deleted':
    case 'history-imported':
    case 'shoot-updated':
    case 'shoot-deleted':
    case 'profile-updated':
    case 'achievements-unlocked':
      return true;
    default:
      return false;
  }
}

/**
 * The diary timeline as the worker builds it for this search and filter: asked again when either
 * changes and after each write that alters it. The answer on screen stays until the next one arrives,
 * so typing in the search box never blanks the list.
 */
export function useDiary(search: string, highlightedOnly: boolean): EngineQuery<DiaryState> {
  const load = useCallback(async (): Promise<DiaryState> => {
    const query: DiaryQuery = { search, highlightedOnly };
    return loadableFrom(await getEngine().diary(query));
  }, [search, highlightedOnly]);
  return useEngineQuery<DiaryState>(load, stillLoading, changesDiary);
}
