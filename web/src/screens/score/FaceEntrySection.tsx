import type { CurrentShootView } from '../../../../shared/contract/scoreCardViews.js';
import type { FacePosition } from '../../../../shared/target-face/targetFace.js';
import { FaceEntry, type FaceArrow } from '../../target-face/FaceEntry.js';

interface FaceEntrySectionProps {
  shoot: CurrentShootView;
  onPlot(position: FacePosition): void;
  onMove(index: number, position: FacePosition): void;
}

/**
 * Face entry on the score card, for an archer who chose it: the face of the next arrow with the end's
 * arrows on it. The keypad stays below it for keyboards, screen readers and arrows not plotted.
 */
export function FaceEntrySection({ shoot, onPlot, onMove }: FaceEntrySectionProps) {
  const { face, shownArrows, showingLastEnd } = shoot.faceEntry;
  const arrows = shownArrows.flatMap((index): FaceArrow[] => {
    const position = shoot.positions[index] ?? null;
    const value = shoot.arrows[index];
    return position === null || value === undefined ? [] : [{ index, value, position }];
  });
  if (face === null) {
    return <p className="face-entry-hint">This round has no face to plot on: score it with the keypad.</p>;
  }
  return (
    <section aria-label="Face entry">
      <FaceEntry
        face={face}
        arrows={arrows}
        finishedEnd={showingLastEnd}
        canPlot={!shoot.isComplete}
        onPlot={onPlot}
        onMove={onMove}
      />
      <p className="face-entry-hint">
        Press where the arrow landed (the magnifier shows where) and lift to place it; drag a dot to move an
        arrow. The keypad below still works.
      </p>
    </section>
  );
}
