import type { TargetCardView } from '../../../../shared/contract/targetCardView.js';
import { EVENT_STATUS_LABELS } from '../../../../shared/history/shootStanding.js';
import { wrapText, type DrawOp, type Drawing } from '../../../../shared/share/drawing.js';
import type { SignatureMark } from '../../../../shared/target-cards/card.js';
import { strokesOf } from '../../../../shared/target-cards/drawn-mark.js';
import { qrCells } from '../../components/qr-cells.js';
import { shootDate } from '../history/shoot-format.js';
import { categoryWords } from '../profile/profile-form.js';
import { roundTitle } from '../select-round/round-title.js';
import { correctionWords, placeOnTarget, signaturesWords, standingWords } from './card-words.js';

/**
 * A sealed card as a picture, for an archer without the app (docs/scoring-a-target.md): what the card's
 * page shows, laid out as a paper sheet on white in fixed colours (the archer, round, day and place, each
 * end with E/T and R/T, the score with hits and golds, who scored, both signatures, the seal code) and the
 * QR code of its link, so the picture can still be scanned into the app later. Plain drawing data, so the
 * layout is tested without a canvas; render-scorecard-image.ts paints it.
 */

export const CARD_PICTURE_WIDTH = 1080;

const MARGIN = 56;
const INK = '#14201a';
const MUTED = '#4f5e55';
const LINE = '#c9d3cc';
const PANEL = '#e7f2ea';
const ROW = 44;
/** The QR code's side at most, in pixels: at 4 px a square or more a phone camera reads it from a screen. */
const QR_SIDE = 520;

type Pen = { ops: DrawOp[]; y: number };

function text(pen: Pen, words: string, size: number, options: { bold?: boolean; colour?: string } = {}) {
  for (const line of wrapText(words, size, CARD_PICTURE_WIDTH - 2 * MARGIN, 3)) {
    pen.ops.push({
      kind: 'text',
      x: MARGIN,
      y: pen.y + size * 0.6,
      text: line,
      size,
      bold: options.bold ?? false,
      align: 'left',
      colour: options.colour ?? INK,
    });
    pen.y += Math.round(size * 1.35);
  }
}

function endsTable(pen: Pen, view: TargetCardView): void {
  const columns = [
    { title: 'End', x: MARGIN + 16, align: 'left' as const },
    { title: 'Arrows', x: MARGIN + 120, align: 'left' as const },
    { title: 'E/T', x: CARD_PICTURE_WIDTH - MARGIN - 180, align: 'right' as const },
    { title: 'R/T', x: CARD_PICTURE_WIDTH - MARGIN - 16, align: 'right' as const },
  ];
  const row = (cells: string[], bold: boolean) => {
    cells.forEach((cell, at) =>
      pen.ops.push({
        kind: 'text',
        x: columns[at]!.x,
        y: pen.y + ROW / 2,
        text: cell,
        size: 26,
        bold,
        align: columns[at]!.align,
        colour: INK,
      }),
    );
    pen.y += ROW;
  };
  const width = CARD_PICTURE_WIDTH - 2 * MARGIN;
  pen.ops.push({ kind: 'rect', x: MARGIN, y: pen.y, width, height: ROW, fill: PANEL });
  row(
    columns.map((column) => column.title),
    true,
  );
  view.ends.forEach((end, index) => {
    if (index % 2 === 1)
      pen.ops.push({ kind: 'rect', x: MARGIN, y: pen.y, width, height: ROW, fill: '#f6f8f6' });
    row([String(index + 1), end.arrows.join('  '), String(end.total), String(end.runningTotal)], false);
  });
  pen.ops.push({ kind: 'rect', x: MARGIN, y: pen.y, width, height: 2, fill: LINE });
  pen.y += 16;
}

/** One signature in its box: typed initials as written, or the drawn strokes scaled from their 64 grid. */
function signature(pen: Pen, x: number, who: string, mark: SignatureMark): void {
  const box = { x, y: pen.y + 40, side: 200 };
  pen.ops.push({
    kind: 'text',
    x,
    y: pen.y + 16,
    text: who,
    size: 24,
    bold: false,
    align: 'left',
    colour: MUTED,
  });
  pen.ops.push({ kind: 'rect', x, y: box.y, width: 440, height: box.side, fill: '#ffffff', stroke: LINE });
  if (mark.kind === 'initials') {
    pen.ops.push({
      kind: 'text',
      x: x + 220,
      y: box.y + box.side / 2,
      text: mark.text,
      size: 64,
      bold: true,
      align: 'center',
      colour: INK,
    });
    return;
  }
  const scale = (box.side - 20) / 63;
  const left = x + 220 - box.side / 2 + 10;
  for (const stroke of strokesOf(mark.strokes)) {
    pen.ops.push({
      kind: 'line',
      points: stroke.map((point) => ({ x: left + point.x * scale, y: box.y + 10 + point.y * scale })),
      width: 5,
      colour: INK,
    });
  }
}

/** The picture of a sealed card and its link, `link` being what its QR code carries. */
export function cardPicture(view: TargetCardView, link: string, locale?: string): Drawing {
  const pen: Pen = { ops: [], y: MARGIN };
  pen.ops.push({ kind: 'logo', x: MARGIN, y: pen.y, size: 56 });
  pen.ops.push({
    kind: 'text',
    x: MARGIN + 72,
    y: pen.y + 28,
    text: 'Archery Scores · a signed card',
    size: 26,
    bold: true,
    align: 'left',
    colour: MUTED,
  });
  pen.y += 88;
  text(pen, view.archer.name, 56, { bold: true });
  text(pen, `${placeOnTarget(view)} · ${categoryWords(view.archer) ?? ''}`, 28);
  const round = view.roundKnown ? roundTitle(view.round) : view.round;
  text(pen, `${round} · ${shootDate(view.date)}${view.place === null ? '' : ` · ${view.place}`}`, 30, {
    bold: true,
  });
  text(pen, EVENT_STATUS_LABELS[view.eventStatus], 26, { colour: MUTED });
  pen.y += 12;
  endsTable(pen, view);
  text(
    pen,
    [`Score ${view.total}`, ...view.columns.map((column) => `${column.label} ${column.count}`)].join(' · '),
    40,
    { bold: true },
  );
  pen.y += 8;
  text(pen, signaturesWords(view, locale), 24);
  signature(pen, MARGIN, view.archer.name, view.archerSignature.mark);
  signature(pen, CARD_PICTURE_WIDTH / 2 + 4, `${view.scorer}, scorer`, view.scorerSignature.mark);
  pen.y += 260;
  text(pen, `Seal ${view.sealCode}`, 44, { bold: true });
  for (const correction of view.corrections) text(pen, correctionWords(correction, locale), 24);
  if (view.corrections.length > 0) text(pen, standingWords(view), 24, { colour: MUTED });
  pen.y += 16;

  const cells = qrCells(link);
  const square = Math.max(4, Math.floor(QR_SIDE / (cells.size + 8)));
  const side = square * (cells.size + 8);
  const left = Math.round((CARD_PICTURE_WIDTH - side) / 2);
  pen.ops.push({ kind: 'rect', x: left, y: pen.y, width: side, height: side, fill: '#ffffff' });
  for (const [row, column] of cells.dark) {
    pen.ops.push({
      kind: 'rect',
      x: left + (column + 4) * square,
      y: pen.y + (row + 4) * square,
      width: square,
      height: square,
      fill: '#000000',
    });
  }
  pen.y += side + 8;
  pen.ops.push({
    kind: 'text',
    x: CARD_PICTURE_WIDTH / 2,
    y: pen.y + 14,
    text: "Scan with a phone's camera to open this card and add it to Archery Scores",
    size: 24,
    bold: false,
    align: 'center',
    colour: MUTED,
  });
  pen.y += 28;
  const ops: DrawOp[] = [
    { kind: 'rect', x: 0, y: 0, width: CARD_PICTURE_WIDTH, height: pen.y + MARGIN, fill: '#ffffff' },
    ...pen.ops,
  ];
  return { width: CARD_PICTURE_WIDTH, height: pen.y + MARGIN, ops };
}

/** The picture's file name, after the archer and the round: "Much Lane - Bray I - 2026-12-06.png". */
export function cardPictureName(view: Pick<TargetCardView, 'archer' | 'round' | 'date'>): string {
  const safe = (words: string) =>
    words
      .replace(/[^\p{L}\p{N} ().'-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return `${safe(view.archer.name)} - ${safe(roundTitle(view.round))} - ${view.date}.png`;
}
