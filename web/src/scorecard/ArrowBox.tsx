import { memo } from 'react';
import type { ArrowCell } from '../../../shared/scoring/scorecardCells.js';

export interface ArrowEditing {
  /** Called with the arrow's overall index (its place in the shoot), as the edit-score event carries it. */
  onEditArrow?: (index: number) => void;
  /** The arrow being corrected, highlighted. */
  selectedIndex?: number | null;
}

type ArrowBoxProps = { cell: ArrowCell } & ArrowEditing;

/**
 * Whether a box would draw the same: every sheet from the worker is a fresh copy, so its cells are new
 * objects even where nothing changed, and without this each arrow or plot redrew every box of the shoot.
 * Kept with the React Compiler, which compares props by identity and so would redraw them all.
 */
function drawsTheSame(before: ArrowBoxProps, after: ArrowBoxProps): boolean {
  const [a, b] = [before.cell, after.cell];
  return (
    a.index === b.index &&
    a.value === b.value &&
    a.score === b.score &&
    a.isGold === b.isGold &&
    before.onEditArrow === after.onEditArrow &&
    (before.selectedIndex === a.index) === (after.selectedIndex === b.index)
  );
}

/** One arrow's box. With editing on it is a button; its name starts with the value it shows. */
export const ArrowBox = memo(function ArrowBox({ cell, onEditArrow, selectedIndex }: ArrowBoxProps) {
  const className = `arrow-box ring-${cell.colour}${selectedIndex === cell.index ? ' selected' : ''}`;
  if (!onEditArrow) {
    return <td className={className}>{cell.value}</td>;
  }
  return (
    <td className={className}>
      <button
        type="button"
        className="arrow-box-button"
        aria-label={`${cell.value}, arrow ${cell.index + 1}: correct it`}
        aria-pressed={selectedIndex === cell.index}
        onClick={() => onEditArrow(cell.index)}
      >
        {cell.value}
      </button>
    </td>
  );
}, drawsTheSame);

/** Boxes still to shoot in an end, so the sheet keeps its shape from the first arrow. */
export function EmptyBoxes({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, slot) => (
        <td key={slot} className="arrow-box empty" aria-label="not shot yet" />
      ))}
    </>
  );
}
