import type { EngineFailureReason } from '../../../shared/contract/engine.js';
import type { Failure } from '../../../shared/contract/result.js';

/**
 * The engine answers with stable reasons (shared/contract/engine.ts); this is the one place web/ turns them
 * into words for the archer. The engine's own message follows where it adds detail worth reading.
 */
const WORDS: Record<EngineFailureReason, string> = {
  'not-ready': 'The app is still opening your scores. Try again in a moment.',
  'storage-unavailable': 'This browser will not let the app store anything, so nothing was saved.',
  'storage-full': 'Your device’s storage is full, so nothing was saved. Free some space and try again.',
  'storage-failed': 'Saving failed on this device. Nothing was changed.',
  'unknown-game-type': 'That round is not one the app knows.',
  'invalid-arrow': 'That arrow value is not on this round’s target.',
  'round-complete': 'The round is complete: every arrow is scored.',
  'no-such-arrow': 'There is no arrow there to change.',
  'nothing-to-undo': 'There is nothing to undo.',
  'nothing-to-discard': 'There is no shoot to discard.',
  'shoot-in-progress': 'Finish or discard the shoot in progress first.',
  'cannot-save-yet': 'This round cannot be saved until every arrow is scored.',
  'invalid-shoot-details': 'Some shoot details are not valid.',
  'no-such-shoot': 'That shoot is no longer in your history.',
  'invalid-shoot-change': 'That change to the shoot is not valid.',
  'invalid-note': 'That note is not valid.',
  'no-such-note': 'That note no longer exists.',
  'invalid-sight-mark': 'That sight mark is not valid.',
  'no-such-sight-mark': 'That sight mark no longer exists.',
  'invalid-profile': 'Those profile details are not valid.',
  'invalid-achievements': 'Those achievements are not valid.',
  'invalid-import': 'That file is not a backup the app can read. Nothing was changed.',
};

/** Words for the archer; unknown reasons (a newer worker) fall back to the engine's message. */
export function failureWords(error: Failure): string {
  return Object.hasOwn(WORDS, error.reason) ? WORDS[error.reason as EngineFailureReason] : error.message;
}
