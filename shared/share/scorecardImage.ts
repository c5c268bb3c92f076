import type { ShootClassification } from '../history/historyItem.js';
import type { PortraitRow, PortraitScorecard } from '../scoring/portraitScorecard.js';
import type { RingColour } from '../scoring/ringColour.js';
import { totalsParts, type TieBreakColumn } from '../scoring/tieBreaks.js';
import { wrapText, type DrawOp, type Drawing } from './drawing.js';

/**
 * The shared scorecard picture (docs/product.md section 2: exactly 800 px wide): round, date and the big total
 * first, the archer and their category, hits/golds/Xs, handicap and classification with its scheme,
 * then every end with its arrows in ring colours, end and running totals, and distance subtotals. Drawn
 * on white in fixed colours, so it looks the same whatever theme the phone is in and whoever opens it.
 */

export const IMAGE_WIDTH = 800;

export interface ScorecardImageInput {
  archerName: string;
  roundTitle: string;
  /** As the archer reads it ("Sat 14 Jun 2026"). */
  dateText: string;
  venue: string | null;
  /** "Recurve · Female · Adult", or null when the shoot has no category. */
  category: string | null;
  score: number;
  handicap: number | null;
  classification: ShootClassification | null;
  /** The tie-break columns of the shoot's era (Xs then 10s for WA outdoor from 2026). */
  tieBreaks: readonly TieBreakColumn[];
  scorecard: PortraitScorecard;
}

const INK = '#14201a';
const MUTED = '#4f5e55';
const LINE = '#c9d3cc';
const PANEL = '#e7f2ea';
const GREEN = '#1f5130';

/** Ring colours as archers know them, with the text colour that reads on each. */
const RINGS: Record<RingColour, { fill: string; text: string }> = {
  gold: { fill: '#f2c200', text: '#14201a' },
  red: { fill: '#d7261e', text: '#ffffff' },
  blue: { fill: '#1b6fd1', text: '#ffffff' },
  black: { fill: '#1a1a1a', text: '#ffffff' },
  white: { fill: '#ffffff', text: '#14201a' },
  miss: { fill: '#eeeeee', text: '#4f5e55' },
};

const MARGIN = 32;
const CONTENT = IMAGE_WIDTH - 2 * MARGIN;
const ROW = 46;
const CELL_GAP = 6;
/** End label, E/T and R/T columns around the arrows. */
const LABEL_COLUMN = 64;
const TOTAL_COLUMN = 72;

/** How many arrow cells fit on one line; ends longer than that wrap onto a second line. */
export function cellsPerLine(endSize: number): number {
  return endSize <= 8 ? endSize : Math.ceil(endSize / 2);
}

function text(
  x: number,
  y: number,
  value: string,
  size: number,
  options: { bold?: boolean; align?: 'left' | 'center' | 'right'; colour?: string } = {},
): DrawOp {
  return {
    kind: 'text',
    x,
    y,
    text: value,
    size,
    bold: options.bold ?? false,
    align: options.align ?? 'left',
    colour: options.colour ?? INK,
  };
}

export function scorecardImageLayout(input: ScorecardImageInput): Drawing {
  const ops: DrawOp[] = [];
  let y = MARGIN;

  // Title: the round (wrapped onto two lines at most) and the date and venue.
  for (const line of wrapText(input.roundTitle, 34, CONTENT - 56)) {
    y += 40;
    ops.push(text(MARGIN, y - 18, line, 34, { bold: true }));
  }
  ops.push({ kind: 'logo', x: IMAGE_WIDTH - MARGIN - 44, y: MARGIN, size: 44 });
  y += 8;
  const when = input.venue ? `${input.dateText} · ${input.venue}` : input.dateText;
  for (const line of wrapText(when, 18, CONTENT)) {
    y += 26;
    ops.push(text(MARGIN, y - 12, line, 18, { colour: MUTED }));
  }

  // The archer and the result panel.
  y += 16;
  const panelTop = y;
  const panelHeight = 132;
  ops.push({ kind: 'rect', x: MARGIN, y, width: CONTENT, height: panelHeight, fill: PANEL });
  ops.push(text(MARGIN + 20, y + 30, wrapText(input.archerName, 22, 440, 1)[0] ?? '', 22, { bold: true }));
  if (input.category) ops.push(text(MARGIN + 20, y + 58, input.category, 16, { colour: MUTED }));
  const totals = input.scorecard.rows.find((row) => row.kind === 'grand-totals');
  const tallies = totals ? totalsParts(totals, input.tieBreaks, input.scorecard.showX).join(' · ') : '';
  ops.push(text(MARGIN + 20, y + 86, tallies, 16));
  const judged = [
    input.handicap === null ? null : `Handicap ${input.handicap}`,
    input.classification ? `${input.classification.name} (${input.classification.scheme})` : null,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
  ops.push(text(MARGIN + 20, y + 112, judged || 'No handicap for this round', 16, { bold: judged !== '' }));
  ops.push(
    text(IMAGE_WIDTH - MARGIN - 20, y + 62, String(input.score), 64, {
      bold: true,
      align: 'right',
      colour: GREEN,
    }),
  );
  ops.push(text(IMAGE_WIDTH - MARGIN - 20, y + 108, 'total', 16, { align: 'right', colour: MUTED }));
  y = panelTop + panelHeight + 20;

  // Every end.
  const perLine = cellsPerLine(input.scorecard.endSize);
  const arrowsWidth = CONTENT - LABEL_COLUMN - 2 * TOTAL_COLUMN;
  const cell = Math.min(64, Math.floor((arrowsWidth - (perLine - 1) * CELL_GAP) / perLine));
  const endTotalX = MARGIN + LABEL_COLUMN + arrowsWidth + TOTAL_COLUMN - 12;
  const runningX = IMAGE_WIDTH - MARGIN - 12;
  ops.push(text(endTotalX, y + 12, 'E/T', 14, { align: 'right', colour: MUTED }));
  ops.push(text(runningX, y + 12, 'R/T', 14, { align: 'right', colour: MUTED }));
  y += 24;
  for (const row of input.scorecard.rows)
    y = drawRow(ops, row, y, { perLine, cell, endTotalX, runningX, showX: input.scorecard.showX });

  y += 16;
  ops.push(text(MARGIN, y + 10, 'Scored with Archery Scores', 14, { colour: MUTED }));
  y += 20 + MARGIN;
  return {
    width: IMAGE_WIDTH,
    height: y,
    ops: [{ kind: 'rect', x: 0, y: 0, width: IMAGE_WIDTH, height: y, fill: '#ffffff' }, ...ops],
  };
}

interface Grid {
  perLine: number;
  cell: number;
  endTotalX: number;
  runningX: number;
  showX: boolean;
}

function drawRow(ops: DrawOp[], row: PortraitRow, top: number, grid: Grid): number {
  switch (row.kind) {
    case 'distance-header':
      if (!row.label) return top;
      ops.push(text(MARGIN, top + 16, row.label, 18, { bold: true }));
      return top + 30;
    case 'end': {
      const lines = Math.max(1, Math.ceil((row.end.arrows.length + row.end.emptySlots) / grid.perLine));
      const height = lines * ROW;
      ops.push({ kind: 'rect', x: MARGIN, y: top + height - 1, width: CONTENT, height: 1, fill: LINE });
      ops.push(text(MARGIN, top + ROW / 2, `End ${row.end.endNumber}`, 15, { colour: MUTED }));
      // A gap between rows, so neighbouring golds read as separate arrows.
      const boxHeight = Math.min(grid.cell * 0.75, ROW - 10);
      row.end.arrows.forEach((arrow, index) => {
        const line = Math.floor(index / grid.perLine);
        const x = MARGIN + LABEL_COLUMN + (index % grid.perLine) * (grid.cell + CELL_GAP);
        const y = top + line * ROW + (ROW - boxHeight) / 2;
        const ring = RINGS[arrow.colour];
        ops.push({
          kind: 'rect',
          x,
          y,
          width: grid.cell,
          height: boxHeight,
          fill: ring.fill,
          stroke: arrow.colour === 'white' || arrow.colour === 'miss' ? '#8a968e' : undefined,
        });
        ops.push(
          text(x + grid.cell / 2, y + boxHeight / 2, String(arrow.value), 20, {
            bold: true,
            align: 'center',
            colour: ring.text,
          }),
        );
      });
      ops.push(
        text(grid.endTotalX, top + ROW / 2, String(row.end.total), 20, { bold: true, align: 'right' }),
      );
      ops.push(
        text(grid.runningX, top + ROW / 2, String(row.runningTotal), 20, { align: 'right', colour: MUTED }),
      );
      return top + height;
    }
    case 'distance-subtotal': {
      const parts = `Hits ${row.hits} · Golds ${row.golds}${grid.showX ? ` · Xs ${row.xs}` : ''}`;
      ops.push({ kind: 'rect', x: MARGIN, y: top + 4, width: CONTENT, height: 32, fill: PANEL });
      ops.push(text(MARGIN + 12, top + 20, parts, 15, { colour: INK }));
      ops.push(text(grid.endTotalX, top + 20, String(row.score), 18, { bold: true, align: 'right' }));
      ops.push(
        text(grid.runningX, top + 20, String(row.runningTotal), 18, { align: 'right', colour: MUTED }),
      );
      return top + 44;
    }
    case 'grand-totals':
      return top;
  }
}
