import type { SignatureMark } from '../../../shared/target-cards/card.js';
import type { HistoryItemView } from '../../../shared/contract/historyViews.js';
import { pdfText } from '../../../shared/share/pdfText.js';
import { endWords } from '../../../shared/rounds/endWord.js';
import { ENDS_PER_LINE, scoresheetLines } from '../../../shared/scoring/scoresheetLines.js';
import { totalsParts } from '../../../shared/scoring/tieBreaks.js';
import { shootDate, shootPlace } from '../screens/history/shoot-format.js';
import { EVENT_STATUS_LABELS, eventStatusOf } from '../../../shared/history/shootStanding.js';
import { roundTitle } from '../screens/select-round/round-title.js';
import { categoryText } from './share-input.js';

/**
 * The records-officer scoresheet: A4 portrait, black on white, real text (jsPDF's Helvetica), laid out as
 * a UK dozen sheet: two ends a line with their end totals, then hits, score, golds (and Xs on rounds that
 * keep them) and the running total; a subtotal per distance, the grand totals, and signature lines left
 * blank for wet ink. A field round is written a target a line, each named "Target N" with its target
 * total (T/T), hits, score, 6s and running total, as its portrait sheet is. jsPDF is loaded only when the
 * archer asks for the PDF.
 */

export interface ScoresheetPdf {
  blob: Blob;
  /** Letters the PDF font cannot write were spelled another way (the screen says so). */
  namesChanged: boolean;
}

const PAGE_WIDTH = 210;
const MARGIN = 14;
const LINE = 6.2;
const BOTTOM = 280;

/**
 * The sheets of one or more shoots in one PDF, each starting a page (a claim's evidence goes to the
 * records officer in one file). Shoots without a score sheet (imported totals) are left out.
 */
/** A signature as print can carry it: the initials typed, or that a mark was drawn on the phone. */
function markWords(mark: SignatureMark): string {
  return mark.kind === 'initials' ? mark.text : '(drawn on the scorer’s phone)';
}

export async function scoresheetPdf(
  items: readonly HistoryItemView[],
  archerName: string,
): Promise<ScoresheetPdf> {
  if (!items.some((item) => item.scorecard)) throw new Error('This shoot has no score sheet to print');
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  let changed = false;
  const write = (value: string) => {
    const safe = pdfText(value);
    changed ||= safe.changed;
    return safe.text;
  };
  const text = (
    value: string,
    x: number,
    y: number,
    options: { bold?: boolean; size?: number; align?: 'left' | 'right' | 'center' } = {},
  ) => {
    pdf.setFont('helvetica', options.bold ? 'bold' : 'normal');
    pdf.setFontSize(options.size ?? 10);
    pdf.text(write(value), x, y, { align: options.align ?? 'left' });
  };
  const field = (label: string, value: string, x: number, y: number, width: number) => {
    text(label, x, y, { size: 8 });
    text(value, x, y + 5, { bold: true, size: 11 });
    pdf.setLineWidth(0.2);
    pdf.line(x, y + 6.5, x + width, y + 6.5);
  };

  for (const [index, item] of items.entries()) {
    const scorecard = item.scorecard;
    if (!scorecard) continue;
    if (index > 0) pdf.addPage();
    const sheet = scorecard.portrait;
    const shooter = item.userProfile ?? {};
    // A sheet exists only for a round the catalogue knows, so the round is there.
    const words = endWords(item.round?.discipline ?? 'target');
    const byTarget = words.noun === 'target';
    let y = MARGIN + 4;
    text(byTarget ? 'Field score sheet' : 'Target score sheet', MARGIN, y, { bold: true, size: 16 });
    text(roundTitle(item.gameType), PAGE_WIDTH - MARGIN, y, { bold: true, size: 14, align: 'right' });
    y += 8;
    const half = (PAGE_WIDTH - 2 * MARGIN - 6) / 2;
    field('Archer', archerName.trim() || ' ', MARGIN, y, half);
    field('Club', ' ', MARGIN + half + 6, y, half);
    y += 12;
    field('Bow type', shooter.bowType ?? ' ', MARGIN, y, half / 2 - 3);
    field(
      'Category (gender, age)',
      [shooter.gender, shooter.ageGroup].filter(Boolean).join(', ') || ' ',
      MARGIN + half / 2 + 3,
      y,
      half / 2 - 3,
    );
    field('AGB number', ' ', MARGIN + half + 6, y, half);
    y += 12;
    field('Date', shootDate(item.date), MARGIN, y, half / 2 - 3);
    // The event's status as the official record knows it: a records officer reads the sheet for it.
    field('Event', EVENT_STATUS_LABELS[eventStatusOf(item)], MARGIN + half / 2 + 3, y, half / 2 - 3);
    field('Venue', shootPlace(item.location) ?? ' ', MARGIN + half + 6, y, half);
    y += 14;

    // The grid: two ends a line, or one named target.
    const endSize = sheet.endSize;
    const perLine = byTarget ? 1 : ENDS_PER_LINE;
    const labelWidth = byTarget ? 20 : 0;
    const endTotalLabel = `${words.title.charAt(0)}/T`;
    const totalsColumns = sheet.showX ? ['H', 'S', 'G', 'X', 'R/T'] : ['H', 'S', 'G', 'R/T'];
    const totalWidth = 11;
    const etWidth = 10;
    const available =
      PAGE_WIDTH - 2 * MARGIN - labelWidth - totalsColumns.length * totalWidth - perLine * etWidth;
    const cell = Math.min(7.5, available / (perLine * endSize));
    const columnX: number[] = [];
    let x = MARGIN + labelWidth;
    for (let end = 0; end < perLine; end++) {
      for (let arrow = 0; arrow < endSize; arrow++) {
        columnX.push(x);
        x += cell;
      }
      columnX.push(x);
      x += etWidth;
    }
    const totalsX = totalsColumns.map((_, index) => x + index * totalWidth);
    const drawCellBox = (left: number, width: number, top: number) =>
      pdf.rect(left, top - LINE + 1.6, width, LINE);

    const header = () => {
      pdf.setLineWidth(0.2);
      for (let end = 0; end < perLine; end++) {
        const etX = columnX[end * (endSize + 1) + endSize]!;
        text(endTotalLabel, etX + etWidth / 2, y, { size: 8, align: 'center' });
      }
      totalsColumns.forEach((name, index) =>
        text(name, totalsX[index]! + totalWidth / 2, y, { size: 8, align: 'center' }),
      );
      y += LINE;
    };
    const nextLine = () => {
      y += LINE;
      if (y > BOTTOM - 60) {
        pdf.addPage();
        y = MARGIN + 6;
        header();
      }
    };

    header();
    for (const block of scoresheetLines(sheet.rows, perLine)) {
      if (block.label) {
        text(block.label, MARGIN, y, { bold: true, size: 10 });
        nextLine();
      }
      for (const line of block.lines) {
        pdf.setLineWidth(0.2);
        if (byTarget) text(`${words.title} ${line[0]!.end.endNumber}`, MARGIN, y, { size: 9 });
        line.forEach((row, endIndex) => {
          const base = endIndex * (endSize + 1);
          for (let arrow = 0; arrow < endSize; arrow++) {
            const left = columnX[base + arrow]!;
            drawCellBox(left, cell, y);
            const value = row.end.arrows[arrow]?.value;
            if (value !== undefined) text(String(value), left + cell / 2, y, { size: 9, align: 'center' });
          }
          const etX = columnX[base + endSize]!;
          drawCellBox(etX, etWidth, y);
          text(String(row.end.total), etX + etWidth / 2, y, { bold: true, size: 9, align: 'center' });
        });
        const arrows = line.flatMap((row) => row.end.arrows);
        const hits = arrows.filter((arrow) => arrow.value !== 'M').length;
        const score = line.reduce((sum, row) => sum + row.end.total, 0);
        const golds = arrows.filter((arrow) => arrow.isGold).length;
        const xs = arrows.filter((arrow) => arrow.value === 'X').length;
        const figures = sheet.showX ? [hits, score, golds, xs] : [hits, score, golds];
        [...figures, line[line.length - 1]!.runningTotal].forEach((figure, index) => {
          drawCellBox(totalsX[index]!, totalWidth, y);
          text(String(figure), totalsX[index]! + totalWidth / 2, y, {
            size: 9,
            align: 'center',
            bold: index === figures.length,
          });
        });
        nextLine();
      }
      const subtotal = block.subtotal;
      if (subtotal && subtotal.kind === 'distance-subtotal') {
        const parts = [
          `Hits ${subtotal.hits}`,
          `Score ${subtotal.score}`,
          `${sheet.goldsLabel} ${subtotal.golds}`,
        ];
        if (sheet.showX) parts.push(`Xs ${subtotal.xs}`);
        text(`${block.label ?? 'Distance'} subtotal: ${parts.join('   ')}`, MARGIN, y, { size: 9 });
        nextLine();
      }
    }

    const grand = sheet.rows.find((row) => row.kind === 'grand-totals');
    y += 2;
    pdf.setLineWidth(0.4);
    pdf.rect(MARGIN, y - 5, PAGE_WIDTH - 2 * MARGIN, 16);
    if (grand && grand.kind === 'grand-totals') {
      const parts = totalsParts(grand, item.tieBreaks, sheet.showX);
      text(`Totals: ${parts.join('   ')}`, MARGIN + 3, y, { size: 10 });
      text(`Score ${grand.score}`, PAGE_WIDTH - MARGIN - 3, y + 1, { bold: true, size: 14, align: 'right' });
    }
    const judged = [
      item.handicap === undefined ? null : `handicap ${item.handicap}`,
      item.classification ? `${item.classification.name} (${item.classification.scheme})` : null,
      categoryText(item),
    ].filter((part): part is string => part !== null);
    if (judged.length > 0)
      text(`For reference, subject to the records officer: ${judged.join(', ')}`, MARGIN + 3, y + 7, {
        size: 8,
      });
    y += 20;

    const card = item.card;
    if (card) {
      // Signed on a scorer's phone (docs/scoring-a-target.md): both signatures and the seal, as the card has them.
      const signatures: Array<[string, string, { at: string; mark: SignatureMark }]> = [
        ["Archer's signature", card.archer, card.archerSignature],
        ["Scorer's signature", card.scorer, card.scorerSignature],
      ];
      for (const [who, name, signature] of signatures) {
        text(who, MARGIN, y, { size: 8 });
        text(
          `${markWords(signature.mark)}   ${name}   signed ${signature.at.slice(0, 16).replace('T', ' ')} UTC`,
          MARGIN,
          y + 5,
          {
            bold: true,
            size: 10,
          },
        );
        y += 12;
      }
      text(
        `Scored by ${card.scorer} on a signed card, seal ${card.sealCode}` +
          (card.evidence === 'as-signed'
            ? ', unchanged since signing.'
            : ', changed since signing: no longer witnessed.'),
        MARGIN,
        y,
        { bold: true, size: 10 },
      );
      y += 8;
    } else {
      // Signatures, left blank for wet ink.
      for (const who of ["Archer's signature", "Scorer's signature"]) {
        pdf.setLineWidth(0.2);
        pdf.line(MARGIN, y, MARGIN + 70, y);
        pdf.line(MARGIN + 78, y, MARGIN + 140, y);
        pdf.line(MARGIN + 148, y, PAGE_WIDTH - MARGIN, y);
        text(who, MARGIN, y + 4, { size: 8 });
        text('Printed name', MARGIN + 78, y + 4, { size: 8 });
        text('Date', MARGIN + 148, y + 4, { size: 8 });
        y += 14;
      }
    }
    text(
      `Transcribed from arrows entered in Archery Scores at the target; shoot ${item.id}; generated ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Event type as declared by the archer.`,
      MARGIN,
      Math.min(y + 2, 290),
      { size: 7 },
    );
  }
  return { blob: pdf.output('blob'), namesChanged: changed };
}
