import { describe, expect, it } from 'vitest';
import { pickArcherRow, type ArcherRowPick } from './pickArcherRow.js';
import { readResultsFile } from './readResultsFile.js';
import { IANSEO_WA1440, IANSEO_WA720 } from './resultFixtures.js';
import type { ResultRow } from './resultRows.js';

function rowsOf(text: string): ResultRow[] {
  const file = readResultsFile(text);
  if (!file.ok) throw new Error(file.error.message);
  return file.value.rows;
}

function lines(pick: ArcherRowPick): number[] | null {
  if (pick.kind === 'found') return [pick.row.line];
  return pick.kind === 'ambiguous' ? pick.rows.map((row) => row.line) : null;
}

describe("picking the archer's row", () => {
  const rows = rowsOf(IANSEO_WA720);

  it('finds the row by membership number first, whatever the name', () => {
    const pick = pickArcherRow(rows, { membershipNumber: '2012345', name: 'Someone Else' });
    expect(pick).toMatchObject({ kind: 'found', by: 'membership-number' });
    expect(lines(pick)).toEqual([2]);
    // A spreadsheet's leading zeros do not hide the number.
    expect(lines(pickArcherRow(rows, { membershipNumber: '002012345', name: '' }))).toEqual([2]);
  });

  it('falls back to the name, in either order and any case, when the number is absent or unknown', () => {
    expect(pickArcherRow(rows, { membershipNumber: '', name: 'jo bloggs' })).toMatchObject({
      kind: 'found',
      by: 'name',
    });
    expect(lines(pickArcherRow(rows, { membershipNumber: '999', name: 'BLOGGS Jo' }))).toEqual([2]);
    const hood = rowsOf(IANSEO_WA1440);
    expect(lines(pickArcherRow(hood, { membershipNumber: '2012999', name: 'Robin Hood' }))).toEqual([3]);
  });

  it('hands back every row of a shared name rather than guessing', () => {
    const pick = pickArcherRow(rows, { membershipNumber: '', name: 'Sam Archer' });
    expect(pick).toMatchObject({ kind: 'ambiguous', by: 'name' });
    expect(lines(pick)).toEqual([3, 4]);
    // The number settles it.
    expect(lines(pickArcherRow(rows, { membershipNumber: '2088888', name: 'Sam Archer' }))).toEqual([4]);
  });

  it('says when no row is the archer', () => {
    expect(pickArcherRow(rows, { membershipNumber: '', name: 'Nobody Here' })).toEqual({ kind: 'not-found' });
    expect(pickArcherRow(rows, { membershipNumber: '', name: '  ' })).toEqual({ kind: 'not-found' });
  });
});
