// Contract type the worker answers with (worked out in shared/views/faceEntryView.ts); kept in contract/
// so the contract never imports the views.
import type { TargetFace } from '../target-face/targetFace.js';

/**
 * What the score card needs to draw face entry (issue #18): whether the archer chose it, the face the
 * next arrow is shot at, and which arrows to show on it.
 */
export interface FaceEntryView {
  /** The archer scores by tapping the face (the profile's face-entry choice); the keypad otherwise. */
  chosen: boolean;
  /**
   * The face the next arrow is shot at (the last arrow's once the round is complete), in mm; null when
   * the round records no face, so only the keypad can score it.
   */
  face: TargetFace | null;
  /** Overall indices of the arrows drawn on the face, in shot order. */
  shownArrows: number[];
  /**
   * True when `shownArrows` is the end just finished (no arrow of the next end yet), drawn until the
   * first arrow of the next end; false when they are the end in progress.
   */
  showingLastEnd: boolean;
}
