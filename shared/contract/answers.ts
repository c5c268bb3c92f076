import type { Result } from '../core/result.js';

/** What the worker says once it has opened storage and replayed the log. */
export type EngineStatus =
  | {
      state: 'ready';
      /** Whether the browser has agreed not to evict the data. */
      persisted: boolean;
      /**
       * Stored events this version cannot read (written by a newer app, or damaged), or that the app
       * failed to apply (a fault in one of its rules): kept in the log, not applied.
       */
      setAsideEvents: number;
    }
  | { state: 'storage-unavailable'; message: string }
  | { state: 'storage-full'; message: string };

/**
 * Stable kebab-case reasons for code to branch on; each failure also carries the message the archer
 * reads (the docs/product.md section 8 texts among them), which web/ shows as it is.
 */
export type EngineFailureReason =
  | 'not-ready'
  | 'storage-unavailable'
  | 'storage-full'
  | 'storage-failed'
  /**
   * A fault in the app itself (a command whose decision threw): the scores already stored are safe and
   * storage stays usable; nothing of the failed command was written (docs/completeness.md).
   */
  | 'internal-error'
  /**
   * The page's, never the worker's: the engine's worker did not answer (it could not be started, or went
   * while the call was on its way). Whether a write was made is unknown (web/src/engine/engine-answer.ts).
   */
  | 'engine-unavailable'
  | 'unknown-game-type'
  | 'invalid-arrow'
  | 'invalid-position'
  | 'no-target-face'
  | 'no-plotted-group'
  | 'invalid-sight-settings'
  | 'round-complete'
  | 'no-such-arrow'
  | 'nothing-to-undo'
  | 'nothing-to-discard'
  | 'shoot-in-progress'
  | 'round-does-not-fit'
  | 'cannot-save-yet'
  | 'invalid-shoot-details'
  | 'no-such-shoot'
  | 'invalid-shoot-change'
  | 'invalid-note'
  | 'no-such-note'
  | 'invalid-sight-mark'
  | 'no-such-sight-mark'
  | 'invalid-profile'
  | 'invalid-achievements'
  | 'invalid-import'
  /**
   * A scorer's signed card whose content is not what was signed, in a way its log of changes after
   * signing does not show (docs/scoring-a-target.md): refused, never added.
   */
  | 'card-not-as-signed'
  /**
   * The archer scored the card's shoot themselves too (same round and day): they choose which to keep
   * before anything is saved (settleDoubleScoring), or add the card as another shoot.
   */
  | 'double-scored'
  | 'roster-incomplete'
  /** Scoring a target (docs/scoring-a-target.md): a setup it cannot be scored with, in the scorer's words. */
  | 'invalid-target'
  | 'no-target'
  | 'target-in-progress'
  /** A card's arrows after someone signed it: a signature vouches for what it signed. */
  | 'card-signed'
  /** Signing before the target's last end or the scorer's stop, or a signature nobody may give. */
  | 'cannot-sign-yet'
  /** A backup or export that does not match its manifest (docs/completeness.md): refused whole. */
  | 'incomplete-file'
  | 'no-such-season';

export type EngineResult<T> = Result<T, EngineFailureReason>;
