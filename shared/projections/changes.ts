import { isNews } from '../achievements/arrival.js';
import { unreadViews } from '../achievements/views.js';
import type { ChangeBatch, ChangeTopic, EngineChange } from '../contract/engine.js';
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
      // Every unlock touches the Achievements screen; only news is told as unlocked (a restore's are not).
      return [
        {
          type: 'achievements-unlocked',
          achievements: unreadViews(event.payload.achievements.filter(isNews)),
        },
      ];
    case 'achievement-popups-set':
      return [{ type: 'achievement-preferences-changed' }];
    case 'double-scoring-settled':
      return [{ type: 'shoot-updated', historyId: event.payload.historyId }];
    case 'target-started':
    case 'target-arrow-scored':
    case 'target-arrow-corrected':
    case 'target-arrow-undone':
    case 'target-stopped':
    case 'target-card-signed':
    case 'target-ended':
    case 'target-card-corrected':
      return [{ type: 'target-changed' }];
  }
}

/**
 * The topics a change touches: the one place that decides which screens read again. Exhaustive, with no
 * default, so a new kind of change does not compile until it says what it touches.
 */
export function topicsOf(change: EngineChange): readonly ChangeTopic[] {
  switch (change.type) {
    case 'current-shoot-changed':
      return ['current-shoot'];
    case 'score-saved':
      // The shoot's pending notes now hang on the saved shoot.
      return ['history', 'notes'];
    case 'score-deleted':
      // Discarding the shoot being scored drops its pending notes with it.
      return ['current-shoot', 'notes'];
    case 'history-imported':
      // An import or restore brings shoots, their notes, sight marks and the awards they earn.
      return ['history', 'notes', 'sight-marks', 'achievements'];
    case 'shoot-updated':
      return ['history'];
    case 'shoot-deleted':
      // The shoot's notes go with it (found by the read-topics property once a card made "the first shoot").
      return ['history', 'notes'];
    case 'sightmark-saved':
    case 'sightmark-deleted':
      return ['sight-marks'];
    case 'notes-changed':
      return ['notes'];
    case 'profile-updated':
      return ['profile'];
    case 'achievements-read':
    case 'achievements-unlocked':
    case 'achievement-preferences-changed':
      return ['achievements'];
    case 'status-changed':
      return ['engine-status'];
    case 'target-changed':
      return ['target'];
  }
}

/**
 * One batch for the changes of one write (or one catch-up), with the topics they touched. Where it came
 * from (this page, another tab, the engine) is not said: no screen reads differently for it (issue #46).
 */
export function changeBatch(changes: readonly EngineChange[], logPosition: number): ChangeBatch {
  return { changes, topics: [...new Set(changes.flatMap(topicsOf))], logPosition };
}

/**
 * The topics a backup holds (docs/product.md section 9): a change to one of them is owed to the server,
 * and may now differ from what the archer's other phones backed up.
 */
export const BACKED_UP_TOPICS: readonly ChangeTopic[] = ['history', 'sight-marks'];
