import type { PortraitRow, PortraitScorecard } from '../../../shared/scoring/portraitScorecard.js';
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
            Hits {row.hits} · Golds {row.golds}
            {sheet.showX ? ` · Xs ${row.xs}` : ''} · Score {row.score}
          </th>
        </tr>
      );
    case 'grand-totals':
      return null;
  }
}

/** docs/product.md section 2 portrait sheet: an end a row under its distance header, subtotals, then grand totals. */
export function PortraitSheet({ sheet, editing }: { sheet: PortraitScorecard; editing: ArrowEditing }) {
  const grand = sheet.rows.find((row) => row.kind === 'grand-totals');
  return (
    <div className="sheet-portrait">
      <SheetTable
        className="sheet portrait"
        columns={[
          { label: 'End', title: 'End' },
          { label: 'Arrows', span: sheet.endSize },
          { label: 'E/T', title: 'End total' },
          { label: 'R/T', title: 'Running total' },
        ]}
      >
        {sheet.rows.map((row, position) => (
          <Row key={position} row={row} sheet={sheet} editing={editing} />
        ))}
      </SheetTable>
      {grand && <GrandTotals totals={grand} label="Grand totals" showX={sheet.showX} />}
    </div>
  );
}
