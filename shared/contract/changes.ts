import type { UnreadAchievement } from '../achievements/views.js';
import type { EngineStatus } from './answers.js';

/**
 * Change notifications, so each screen refetches only what it shows. The first six are the app data
 * events of docs/product.md section 4 (those but score-deleted trigger an auto-backup, docs/product.md section 9).
 */
export type EngineChange =
  | { type: 'score-saved'; historyId: number }
  /** The shoot being scored was discarded. */
  | { type: 'score-deleted' }
  | { type: 'history-imported'; shootsAdded: number; sightMarksAdded: number }
  | { type: 'shoot-updated'; historyId: number }
  | { type: 'shoot-deleted'; historyId: number }
  | { type: 'sightmark-saved'; sightMarkId: string }
  | { type: 'sightmark-deleted'; sightMarkId: string }
  | { type: 'current-shoot-changed' }
  | { type: 'notes-changed'; noteId: string }
  | { type: 'profile-updated' }
  | { type: 'achievements-read' }
  /** Achievements the last write unlocked, for the UI to celebrate (when popups are on). */
  | { type: 'achievements-unlocked'; achievements: UnreadAchievement[] }
  | { type: 'achievement-preferences-changed' }
  | { type: 'status-changed'; status: EngineStatus }
  /** The target being scored on this phone changed (docs/scoring-a-target.md). */
  | { type: 'target-changed' };

/**
 * What a change touched, in the words screens read by: a screen names the topics it shows and fetches
 * again on those alone (decided once, in shared/projections/changes.ts, for every kind of change).
 */
export type ChangeTopic =
  | 'current-shoot'
  | 'history'
  | 'profile'
  | 'notes'
  | 'sight-marks'
  | 'achievements'
  | 'engine-status'
  | 'target';

/** Everything one write changed, told once: one message to each page however many screens listen. */
export interface ChangeBatch {
  changes: readonly EngineChange[];
  /** Every topic any of the changes touched, each once. */
  topics: readonly ChangeTopic[];
  /**
   * The last log record the worker had applied when it told the batch. A screen that already shows a
   * state at least this far along (the answer of its own write) has nothing to read again.
   */
  logPosition: number;
}

export type EngineChangeListener = (batch: ChangeBatch) => void;
