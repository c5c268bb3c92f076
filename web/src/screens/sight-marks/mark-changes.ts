import type { EngineChange } from '../../../../shared/contract/engine.js';

/** Changes that alter the archer's sight marks: one saved or deleted, or a history import bringing marks. */
export function changesMarks(change: EngineChange): boolean {
  return (
    change.type === 'sightmark-saved' ||
    change.type === 'sightmark-deleted' ||
    change.type === 'history-imported'
  );
}
