import { describe, expect, it } from 'vitest';
import {
  goldenRecordsTemplate,
  seasonsOf,
  selectedShootIds,
  startingStatusNames,
  templateHeadings,
} from './golden-records-choices.js';

const shoots = [
  { id: 1, date: '2025-09-01T10:00:00.000Z' },
  { id: 2, date: '2026-01-01T10:00:00.000Z' },
  { id: 3, date: '2026-07-04T10:00:00.000Z' },
];

describe('the Golden Records choices', () => {
  it('reads the template’s headings from its first line as written', () => {
    expect(templateHeadings('\uFEFFArcher,"Shot On",Score\r\nEnd,,\r\n')).toEqual([
      'Archer',
      'Shot On',
      'Score',
    ]);
    expect(templateHeadings('')).toEqual([]);
  });

  it('makes a template only when every heading holds something and every status has a name', () => {
    const names = startingStatusNames();
    expect(goldenRecordsTemplate([], {}, names)).toEqual({
      ok: false,
      missing: 'Open your club’s template first.',
    });
    expect(goldenRecordsTemplate(['Archer', 'Score'], { Archer: 'name' }, names)).toEqual({
      ok: false,
      missing: 'Say what goes under “Score”.',
    });
    expect(goldenRecordsTemplate(['Archer'], { Archer: 'name' }, { ...names, ukrs: ' ' })).toMatchObject({
      ok: false,
      missing: 'Give your club’s name for UK record status.',
    });
    expect(goldenRecordsTemplate(['Archer', 'Score'], { Archer: 'name', Score: 'score' }, names)).toEqual({
      ok: true,
      template: {
        columns: [
          { heading: 'Archer', field: 'name' },
          { heading: 'Score', field: 'score' },
        ],
        statusNames: names,
      },
    });
  });

  it('chooses the shoots of a season, a date range (both days in) or the claims', () => {
    expect(seasonsOf(shoots)).toEqual(['2026', '2025']);
    expect(selectedShootIds(shoots, { kind: 'season', year: '2026' })).toEqual([2, 3]);
    expect(selectedShootIds(shoots, { kind: 'range', from: '2025-09-01', to: '2026-01-01' })).toEqual([1, 2]);
    expect(selectedShootIds(shoots, { kind: 'range', from: '', to: '' })).toEqual([1, 2, 3]);
    expect(selectedShootIds(shoots, { kind: 'claims', ids: [3, 99] })).toEqual([3]);
  });
});
