import type {
  PortraitEndRow,
  PortraitRow,
  PortraitScorecard,
} from '../../../shared/scoring/portraitScorecard.js';
import { portraitEndsPerLine, scoresheetLines } from '../../../shared/scoring/scoresheetLines.js';
import { ArrowBox, EmptyBoxes, type ArrowEditing } from './ArrowBox.js';
import { GrandTotals } from './LandscapeSheet.js';
import { SheetTable } from './SheetTable.js';

function Row({ row, sheet, editing }: { row: PortraitRow; sheet: PortraitScorecard; editing: ArrowEditing }) {
  const width = sheet.endSize + 3;
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
        <tr>
          <th scope="row" className="end-number">
            {row.end.endNumber}
          </th>
          {row.end.arrows.map((cell) => (
            <ArrowBox key={cell.index} cell={cell} {...editing} />
          ))}
          <EmptyBoxes count={row.end.emptySlots} />
          <td className="end-total">{row.end.total}</td>
          <td className="tally running">{row.runningTotal}</td>
        </tr>
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

/** One line of two ends: each end's boxes and total (an end not shot yet is empty boxes), then R/T. */
function Line({
  ends,
  sheet,
  editing,
}: {
  ends: PortraitEndRow[];
  sheet: PortraitScorecard;
  editing: ArrowEditing;
}) {
  const numbers = ends.map((row) => row.end.endNumber);
  return (
    <tr>
      <th scope="row" className="end-number">
        {numbers.join('–')}
      </th>
      {Array.from({ length: portraitEndsPerLine(sheet.endSize) }, (_, slot) => {
        const row = ends[slot];
        if (!row) {
          return [
            <EmptyBoxes key={`empty-${slot}`} count={sheet.endSize} />,
            <td key={`total-${slot}`} className="end-total" />,
          ];
        }
        return [
          ...row.end.arrows.map((cell) => <ArrowBox key={cell.index} cell={cell} {...editing} />),
          <EmptyBoxes key={`empty-${slot}`} count={row.end.emptySlots} />,
          <td key={`total-${slot}`} className="end-total">
            {row.end.total}
          </td>,
        ];
      })}
      <td className="tally running">{ends[ends.length - 1]!.runningTotal}</td>
    </tr>
  );
}

/**
 * The portrait sheet of a round shot in ends of three: two ends to a line, each with its end total, then
 * the running total, as on an AGB indoor scoresheet (the line rule is shared/scoring/scoresheetLines.ts,
 * the PDF's too).
 */
function TwoEndsALine({ sheet, editing }: { sheet: PortraitScorecard; editing: ArrowEditing }) {
  const perLine = portraitEndsPerLine(sheet.endSize);
  const width = 2 + perLine * (sheet.endSize + 1);
  return (
    <SheetTable
      className="sheet portrait two-ends"
      columns={[
        { label: 'Ends', title: 'Ends' },
        ...Array.from({ length: perLine }, () => [
          { label: 'Arrows', span: sheet.endSize },
          { label: 'E/T', title: 'End total' },
        ]).flat(),
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
          <Line key={ends[0]!.end.endNumber} ends={ends} sheet={sheet} editing={editing} />
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
          { label: 'Arrows', span: sheet.endSize },
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
