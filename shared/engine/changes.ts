import { unreadViews } from '../achievements/views.js';
import type { EngineChange } from '../contract/engine.js';
import type { EngineEvent } from '../events/eventTypes.js';

/** What each stored event changed, told to the UI so screens refetch only what they show. */
export function changesOf(event: EngineEvent): EngineChange[] {
  switch (event.type) {
    case 'shoot-started':
    case 'arrow-scored':
    case 'arrow-corrected':
    case 'arrow-undone':
      return [{ type: 'current-shoot-changed' }];
    case 'note-added':
    case 'note-edited':
    case 'note-highlighted':
    case 'note-deleted':
      return [{ type: 'notes-changed', noteId: event.payload.noteId }];
    case 'shoot-saved':
      return [{ type: 'score-saved', historyId: event.payload.historyId }, { type: 'current-shoot-changed' }];
    case 'shoot-discarded':
      return [{ type: 'score-deleted' }, { type: 'current-shoot-changed' }];
    case 'shoot-updated':
      return [{ type: 'shoot-updated', historyId: event.payload.historyId }];
    case 'shoot-deleted':
      return [{ type: 'shoot-deleted', historyId: event.payload.historyId }];
    case 'data-restored':
      // Everything but the shoot being scored changed: every screen reads again.
      return [
        {
          type: 'history-imported',
          shootsAdded: event.payload.items.length,
          sightMarksAdded: event.payload.sightMarks.length,
        },
        { type: 'profile-updated' },
        { type: 'current-shoot-changed' },
      ];
    case 'history-imported':
      return [
        {
          type: 'history-imported',
          shootsAdded: event.payload.items.length,
          sightMarksAdded: event.payload.sightMarks.length,
        },
      ];
    case 'sight-mark-saved':
      return [{ type: 'sightmark-saved', sightMarkId: event.payload.mark.id }];
    case 'sight-mark-deleted':
      return [{ type: 'sightmark-deleted', sightMarkId: event.payload.sightMarkId }];
    case 'profile-updated':
      // The score card's classification estimate is for the archer as the profile says.
      return [{ type: 'profile-updated' }, { type: 'current-shoot-changed' }];
    case 'achievements-marked-read':
      return [{ type: 'achievements-read' }];
    case 'achievements-unlocked':
      return [{ type: 'achievements-unlocked', achievements: unreadViews(event.payload.achievements) }];
    case 'achievement-popups-set':
      return [{ type: 'achievement-preferences-changed' }];
  }
}
