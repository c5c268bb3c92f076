/**
 * What the score card needs to draw face entry (issue #18): whether the archer chose it, the face the
 * next arrow is shot at, and which arrows to show on it. Worked out here so the page only draws.
 */
import type { ArrowValue, Round } from '../rounds/round.js';
import { distanceBlocks, type DistanceBlock } from '../scoring/ends.js';
import { isRoundComplete } from '../scoring/saving.js';
import type { FaceEntryView } from '../contract/faceEntry.js';
import { targetFaceForArrow } from '../target-face/targetFace.js';

/**
 * The end in progress, or, between ends, the end just finished when the next arrow is shot on the same
 * face (a new distance starts with an empty face: its arrows were on another).
 */
export function faceEntryView(
  arrows: readonly ArrowValue[],
  round: Round,
  chosen: boolean,
  innerTen: boolean,
  /** The arrows already cut with a placeholder for the next (blocksWithNextArrow), when the caller has them. */
  withNext?: readonly DistanceBlock[],
): FaceEntryView {
  const complete = isRoundComplete(round, arrows.length);
  const nextIndex = complete ? Math.max(arrows.length - 1, 0) : arrows.length;
  const face = targetFaceForArrow(round, nextIndex, innerTen);
  // With a placeholder for the next arrow, the last end is the one it falls in.
  const blocks = complete
    ? distanceBlocks(arrows, round)
    : (withNext ?? distanceBlocks([...arrows, 'M' as const], round));
  const lastBlock = blocks.at(-1);
  const lastEnd = lastBlock?.ends.at(-1);
  if (lastBlock === undefined || lastEnd === undefined)
    return { chosen, face, shownArrows: [], showingLastEnd: false };
  const shotInEnd = complete ? lastEnd.arrows.length : lastEnd.arrows.length - 1;
  if (shotInEnd > 0) {
    const shownArrows = Array.from({ length: shotInEnd }, (_, i) => lastEnd.firstArrowIndex + i);
    return { chosen, face, shownArrows, showingLastEnd: complete };
  }
  const previousEnd = lastBlock.ends.at(-2);
  if (previousEnd === undefined) return { chosen, face, shownArrows: [], showingLastEnd: false };
  const shownArrows = previousEnd.arrows.map((_, i) => previousEnd.firstArrowIndex + i);
  return { chosen, face, shownArrows, showingLastEnd: true };
}
