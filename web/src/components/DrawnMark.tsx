import { strokesPath } from '../../../shared/target-cards/drawn-mark.js';

/** A finger-drawn signature as the card carries it (drawn-mark.ts), drawn again: ink on paper in both themes. */
export function DrawnMark({ strokes, label }: { strokes: string; label: string }) {
  return (
    <svg className="drawn-mark" viewBox="-2 -2 68 68" role="img" aria-label={label}>
      <path
        d={strokesPath(strokes)}
        fill="none"
        stroke="#111111"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
