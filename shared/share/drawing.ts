/**
 * Drawing instructions for a fixed-size picture (the shared scorecard image): plain data, so the layout
 * is worked out and tested in pure code and any canvas can paint it.
 */
type TextAlign = 'left' | 'center' | 'right';

export type DrawOp =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: string; stroke?: string }
  | {
      kind: 'text';
      x: number;
      /** Baseline at the middle of the text. */
      y: number;
      text: string;
      size: number;
      bold: boolean;
      align: TextAlign;
      colour: string;
    }
  /** The app's mark (an SVG icon the renderer loads). */
  | { kind: 'logo'; x: number; y: number; size: number }
  /** A pen line through the points in order (a finger-drawn signature's stroke); one point is a dot. */
  | { kind: 'line'; points: { x: number; y: number }[]; width: number; colour: string };

export interface Drawing {
  width: number;
  height: number;
  ops: DrawOp[];
}

/** Words wrapped into lines that fit the width (a word longer than a line is cut with an ellipsis). */
export function wrapText(text: string, size: number, width: number, maxLines = 2): string[] {
  const perLine = Math.max(1, Math.floor(width / (size * 0.6)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if ([...candidate].length <= perLine) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = [...word].length > perLine ? `${[...word].slice(0, perLine - 1).join('')}…` : word;
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = [...kept[maxLines - 1]!];
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, perLine - 1)).join('')}…`;
  return kept;
}
