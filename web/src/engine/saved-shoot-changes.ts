import type { EngineChange } from '../../../shared/contract/engine.js';

/**
 * Changes that alter the saved shoots or how they are judged: shoots coming, going or edited, and the
 * profile (bow type, category and seasons re-derive classifications and figures). Screens built from
 * the history fetch again on these.
 */
export function altersSavedShoots(change: EngineChange): boolean {
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
