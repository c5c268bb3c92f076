import type { ReactNode } from 'react';
import type { PortraitRow, PortraitScorecard } from '../../../shared/scoring/portraitScorecard.js';
import type { EndCell } from '../../../shared/scoring/scorecardCells.js';
import {
  portraitBoxesPerRow,
  portraitEndsPerLine,
  scoresheetLines,
} from '../../../shared/scoring/scoresheetLines.js';
import { ArrowBox, type ArrowEditing } from './ArrowBox.js';
import { GrandTotals } from './LandscapeSheet.js';
import { SheetTable } from './SheetTable.js';

/** An end's arrow boxes in the sheet's order, then a box for each arrow still to shoot. */
function endBoxes(end: EndCell | null, endSize: number, editing: ArrowEditing): ReactNode[] {
  if (!end) return Array.from({ length: endSize }, (_, slot) => <EmptyBox key={`empty-${slot}`} />);
  return [
    ...end.arrows.map((cell) => <ArrowBox key={cell.index} cell={cell} {...editing} />),
    ...Array.from({ length: end.emptySlots }, (_, slot) => <EmptyBox key={`empty-${slot}`} />),
  ];
}

function EmptyBox() {
  return <td className="arrow-box empty" aria-label="not shot yet" />;
}

/** The boxes cut into rows of `perRow`, the last row padded with blank cells so the columns line up. */
function boxRows(boxes: ReactNode[], perRow: number): ReactNode[][] {
  const rows: ReactNode[][] = [];
  for (let start = 0; start < boxes.length; start += perRow) {
    const row = boxes.slice(start, start + perRow);
    const blanks = perRow - row.length;
    for (let slot = 0; slot < blanks; slot++)
      row.push(<td key={`blank-${slot}`} className="arrow-box blank" />);
    rows.push(row);
  }
  return rows;
}

/**
 * One line of the sheet: its end numbers, each end's boxes (a long end in two rows of three, so each box
 * keeps a thumb's width on a 360 px phone) with the end's total beside them, and the running total. An
 * end not shot yet on a line of two is empty boxes and no total.
 */
function Line({
  numbers,
  ends,
  runningTotal,
  sheet,
  editing,
}: {
  numbers: string;
  ends: (EndCell | null)[];
  runningTotal: number;
  sheet: PortraitScorecard;
  editing: ArrowEditing;
}) {
  const perRow = portraitBoxesPerRow(sheet.endSize);
  const rowsOfEnds = ends.map((end) => boxRows(endBoxes(end, sheet.endSize, editing), perRow));
  const rowCount = rowsOfEnds.reduce((count, rows) => count + rows.length, 0);
  const lineRows: ReactNode[][] = [];
  rowsOfEnds.forEach((rows, slot) => {
    rows.forEach((boxes, index) => {
      const cells = [...boxes];
      if (index === 0) {
        cells.push(
          <td key="total" className="end-total" rowSpan={rows.length}>
            {ends[slot]?.total}
          </td>,
        );
      }
      lineRows.push(cells);
    });
  });
  return (
    <>
      {lineRows.map((cells, index) => (
        <tr key={index} className={index > 0 ? 'line-continued' : undefined}>
          {index === 0 && (
            <th scope="row" className="end-number" rowSpan={rowCount}>
              {numbers}
            </th>
          )}
          {cells}
          {index === 0 && (
            <td className="tally running" rowSpan={rowCount}>
              {runningTotal}
            </td>
          )}
        </tr>
      ))}
    </>
  );
}

function Row({ row, sheet, editing }: { row: PortraitRow; sheet: PortraitScorecard; editing: ArrowEditing }) {
  const width = portraitBoxesPerRow(sheet.endSize) + 3;
  switch (row.kind) {
    case 'distance-header':
      return (
        <tr className="sheet-distance">
          <th scope="colgroup" colSpan={width}>
            {row.label ?? 'Arrows'}
          </th>
        </tr>
      );
    case 'end':
      return (
        <Line
          numbers={String(row.end.endNumber)}
          ends={[row.end]}
          runningTotal={row.runningTotal}
          sheet={sheet}
          editing={editing}
        />
      );
    case 'distance-subtotal':
      return (
        <tr className="sheet-subtotals">
          <th scope="row" colSpan={width}>
            {subtotalText(row, sheet.showX, sheet.goldsLabel)}
          </th>
        </tr>
      );
    case 'grand-totals':
      return null;
  }
}

/** "Hits 30 · Golds 12 · Score 270": a distance's subtotals across the sheet. */
function subtotalText(row: PortraitRow, showX: boolean, golds: string): string {
  if (row.kind !== 'distance-subtotal') return '';
  return `Hits ${row.hits} · ${golds} ${row.golds}${showX ? ` · Xs ${row.xs}` : ''} · Score ${row.score}`;
}

/**
 * The portrait sheet of a round shot in ends of three: two ends to a line, each with its end total, then
 * the running total, as on an AGB indoor scoresheet (the line rule is shared/scoring/scoresheetLines.ts,
 * the PDF's too). The line's two ends sit one above the other, as six boxes across would be too narrow
 * to tap on a phone.
 */
function TwoEndsALine({ sheet, editing }: { sheet: PortraitScorecard; editing: ArrowEditing }) {
  const perLine = portraitEndsPerLine(sheet.endSize);
  const width = portraitBoxesPerRow(sheet.endSize) + 3;
  return (
    <SheetTable
      className="sheet portrait two-ends"
      columns={[
        { label: 'Ends', title: 'Ends' },
        { label: 'Arrows', span: portraitBoxesPerRow(sheet.endSize) },
        { label: 'E/T', title: 'End total' },
        { label: 'R/T', title: 'Running total' },
      ]}
    >
      {scoresheetLines(sheet.rows, perLine).map((block, index) => [
        <tr key={`distance-${index}`} className="sheet-distance">
          <th scope="colgroup" colSpan={width}>
            {block.label ?? 'Arrows'}
          </th>
        </tr>,
        ...block.lines.map((ends) => (
          <Line
            key={ends[0]!.end.endNumber}
            numbers={ends.map((row) => row.end.endNumber).join('–')}
            ends={Array.from({ length: perLine }, (_, slot) => ends[slot]?.end ?? null)}
            runningTotal={ends[ends.length - 1]!.runningTotal}
            sheet={sheet}
            editing={editing}
          />
        )),
        block.subtotal && (
          <tr key={`subtotal-${index}`} className="sheet-subtotals">
            <th scope="row" colSpan={width}>
              {subtotalText(block.subtotal, sheet.showX, sheet.goldsLabel)}
            </th>
          </tr>
        ),
      ])}
    </SheetTable>
  );
}

/**
 * docs/product.md section 2 portrait sheet: an end a row under its distance header (two ends of three
 * to a row), subtotals, then grand totals.
 */
export function PortraitSheet({ sheet, editing }: { sheet: PortraitScorecard; editing: ArrowEditing }) {
  const grand = sheet.rows.find((row) => row.kind === 'grand-totals');
  // A field course is written a target a line, however short its ends.
  if (sheet.unit === 'end' && portraitEndsPerLine(sheet.endSize) > 1) {
    return (
      <div className="sheet-portrait">
        <TwoEndsALine sheet={sheet} editing={editing} />
        {grand && (
          <GrandTotals
            totals={grand}
            label="Grand totals"
            showX={sheet.showX}
            goldsLabel={sheet.goldsLabel}
          />
        )}
      </div>
    );
  }
  return (
    <div className="sheet-portrait">
      <SheetTable
        className="sheet portrait"
        columns={[
          sheet.unit === 'target' ? { label: 'Target', title: 'Target' } : { label: 'End', title: 'End' },
          { label: 'Arrows', span: portraitBoxesPerRow(sheet.endSize) },
          sheet.unit === 'target'
            ? { label: 'T/T', title: 'Target total' }
            : { label: 'E/T', title: 'End total' },
          { label: 'R/T', title: 'Running total' },
        ]}
      >
        {sheet.rows.map((row, position) => (
          <Row key={position} row={row} sheet={sheet} editing={editing} />
        ))}
      </SheetTable>
      {grand && (
        <GrandTotals totals={grand} label="Grand totals" showX={sheet.showX} goldsLabel={sheet.goldsLabel} />
      )}
    </div>
  );
}
