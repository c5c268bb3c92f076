import type {
  LandscapeRow,
  LandscapeScorecard,
  LandscapeTable,
} from '../../../shared/scoring/landscapeScorecard.js';
import type { Tally } from '../../../shared/scoring/arrowCounts.js';
import type { EndCell } from '../../../shared/scoring/scorecardCells.js';
import { ArrowBox, EmptyBoxes, type ArrowEditing } from './ArrowBox.js';
import { SheetTable, type SheetColumn } from './SheetTable.js';

/** H, S, G, (X) and R/T: the columns after the ends on a paper sheet. */
function TallyCells({ tally, showX, runningTotal }: { tally: Tally; showX: boolean; runningTotal: number }) {
  return (
    <>
      <td className="tally">{tally.hits}</td>
      <td className="tally score">{tally.score}</td>
      <td className="tally">{tally.golds}</td>
      {showX && <td className="tally">{tally.xs}</td>}
      <td className="tally running">{runningTotal}</td>
    </>
  );
}

function Row({
  row,
  sheet,
  editing,
}: {
  row: LandscapeRow;
  sheet: LandscapeScorecard;
  editing: ArrowEditing;
}) {
  // A field sheet numbers its targets in a column of their own, as the portrait sheet does.
  const numbered = sheet.unit === 'target';
  const endColumns = sheet.endsPerRow * (sheet.endSize + 1) + (numbered ? 1 : 0);
  if (row.kind !== 'ends') {
    return (
      <tr className={`sheet-${row.kind}`}>
        <th scope="row" colSpan={endColumns}>
          {row.label}
        </th>
        <TallyCells tally={row} showX={sheet.showX} runningTotal={row.runningTotal} />
      </tr>
    );
  }
  const missingEnds = sheet.endsPerRow - row.ends.length;
  return (
    <tr>
      {numbered && (
        <th scope="row" className="end-number">
          {row.ends.map((end) => end.endNumber).join('–')}
        </th>
      )}
      {row.ends.map((end) => (
        <EndBoxes key={end.endNumber} end={end} editing={editing} />
      ))}
      {missingEnds > 0 && <td colSpan={missingEnds * (sheet.endSize + 1)} />}
      <TallyCells tally={row} showX={sheet.showX} runningTotal={row.runningTotal} />
    </tr>
  );
}

function EndBoxes({ end, editing }: { end: EndCell; editing: ArrowEditing }) {
  return (
    <>
      {end.arrows.map((cell) => (
        <ArrowBox key={cell.index} cell={cell} {...editing} />
      ))}
      <EmptyBoxes count={end.emptySlots} />
      <td className="end-total">{end.total}</td>
    </>
  );
}

function DistanceTable({
  table,
  sheet,
  editing,
}: {
  table: LandscapeTable;
  sheet: LandscapeScorecard;
  editing: ArrowEditing;
}) {
  const columns: SheetColumn[] = [
    ...(sheet.unit === 'target'
      ? [
          { label: 'Target', title: 'Target' },
          { label: 'Arrows', span: sheet.endSize },
          { label: 'T/T', title: 'Target total' },
        ]
      : Array.from({ length: sheet.endsPerRow }, () => ({ label: 'End', span: sheet.endSize + 1 }))),
    { label: 'H', title: 'Hits' },
    { label: 'S', title: 'Score' },
    { label: 'G', title: sheet.goldsLabel },
    ...(sheet.showX ? [{ label: 'X', title: 'Xs' }] : []),
    { label: 'R/T', title: 'Running total' },
  ];
  return (
    <SheetTable className="sheet landscape" caption={table.label} columns={columns}>
      {table.rows.map((row, position) => (
        <Row key={position} row={row} sheet={sheet} editing={editing} />
      ))}
    </SheetTable>
  );
}

/**
 * docs/product.md section 2 landscape sheet: a table per distance, two ends a row, then Totals or Grand
 * totals; a field round a table per unit, a target a row.
 */
export function LandscapeSheet({ sheet, editing }: { sheet: LandscapeScorecard; editing: ArrowEditing }) {
  return (
    <div className="sheet-landscape">
      {sheet.tables.map((table) => (
        <DistanceTable key={table.distanceIndex} table={table} sheet={sheet} editing={editing} />
      ))}
      <GrandTotals
        totals={sheet.totals}
        label={sheet.totals.label}
        showX={sheet.showX}
        goldsLabel={sheet.goldsLabel}
      />
    </div>
  );
}

/** The closing block of both layouts: hits, score, golds (and Xs) of the whole shoot. */
export function GrandTotals({
  totals,
  label,
  showX,
  goldsLabel,
}: {
  totals: Tally;
  label: string;
  showX: boolean;
  goldsLabel: string;
}) {
  return (
    <table className="sheet sheet-grand">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Totals of</span>
          </th>
          <th scope="col">Hits</th>
          <th scope="col">Score</th>
          <th scope="col">{goldsLabel}</th>
          {showX && <th scope="col">Xs</th>}
        </tr>
      </thead>
      <tbody>
        <tr className="sheet-totals">
          <th scope="row">{label}</th>
          <td className="tally">{totals.hits}</td>
          <td className="tally score">{totals.score}</td>
          <td className="tally">{totals.golds}</td>
          {showX && <td className="tally">{totals.xs}</td>}
        </tr>
      </tbody>
    </table>
  );
}
