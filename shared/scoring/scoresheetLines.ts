import type { PortraitEndRow, PortraitRow } from './portraitScorecard.js';

/**
 * How a scoresheet cuts ends into lines: two ends to a line, as on a paper dozen sheet (two ends of six)
 * and on an AGB indoor scoresheet (two ends of three). The PDF scoresheet and the score card's portrait
 * sheet both cut their lines here.
 */

/** Ends to a scoresheet line. */
export const ENDS_PER_LINE = 2;

/** Arrow boxes the phone's portrait sheet has room for on one line: a whole end of six. */
const PORTRAIT_ARROWS_PER_LINE = 6;

/**
 * Ends to a line on the portrait sheet: two ends of three share a line, as on an AGB indoor sheet; an
 * end of five or six fills one by itself (two would not fit a phone's width).
 */
export function portraitEndsPerLine(endSize: number): number {
  return endSize * ENDS_PER_LINE <= PORTRAIT_ARROWS_PER_LINE ? ENDS_PER_LINE : 1;
}

/** Arrow boxes a phone can give a row and keep each a 44 px target at 360 px, beside the end's other cells. */
const PORTRAIT_BOXES_PER_ROW = 4;

/**
 * Arrow boxes to a row of the phone's portrait sheet: an end of up to four in one row, a longer end (five
 * or six) in two rows of three, so each box stays a thumb's width (issue #44: six to a row were 26-30 px).
 */
export function portraitBoxesPerRow(endSize: number): number {
  return endSize <= PORTRAIT_BOXES_PER_ROW ? endSize : Math.ceil(endSize / 2);
}

/** One distance of the sheet: its heading, its lines of ends, and its subtotal row. */
export interface ScoresheetBlock {
  label: string | null;
  lines: PortraitEndRow[][];
  subtotal: PortraitRow | null;
}

/** The end rows of each distance cut into lines of `endsPerLine` ends; a distance never shares a line. */
export function scoresheetLines(
  rows: readonly PortraitRow[],
  endsPerLine: number = ENDS_PER_LINE,
): ScoresheetBlock[] {
  const blocks: ScoresheetBlock[] = [];
  for (const row of rows) {
    if (row.kind === 'distance-header') blocks.push({ label: row.label, lines: [], subtotal: null });
    else if (row.kind === 'end') {
      const block = blocks[blocks.length - 1]!;
      const last = block.lines[block.lines.length - 1];
      if (last && last.length < endsPerLine) last.push(row);
      else block.lines.push([row]);
    } else if (row.kind === 'distance-subtotal') blocks[blocks.length - 1]!.subtotal = row;
  }
  return blocks;
}
