import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import { tally } from './arrowCounts.js';
import { goldsLabel } from './goldsLabel.js';
import { compareByTieBreaks, tieBreakColumns, totalsParts } from './tieBreaks.js';

const wa720 = roundByName('wa 720 (70m)');

describe('tie-break columns by era', () => {
  const totals = { hits: 72, golds: 20, xs: 8 };

  it('are 10+X then X for a WA outdoor round shot before 2026', () => {
    expect(tieBreakColumns(totals, wa720, '2025-12-31')).toEqual([
      { label: '10+X', count: 20 },
      { label: 'X', count: 8 },
    ]);
  });

  it('are Xs then 10s for a WA outdoor round from 1 January 2026', () => {
    expect(tieBreakColumns(totals, wa720, '2026-01-01T09:00:00.000Z')).toEqual([
      { label: 'Xs', count: 8 },
      { label: '10s', count: 20 },
    ]);
  });

  it('stay hits and golds for imperial rounds in either era', () => {
    for (const round of ['york', 'burntwood york']) {
      for (const date of ['2019-06-01', '2026-07-01']) {
        expect(tieBreakColumns(totals, roundByName(round), date).map((c) => c.label)).toEqual([
          'Hits',
          'Golds',
        ]);
      }
    }
  });

  it('stay hits and 6s on a WA field round, as its sheet heads the gold column, in either era', () => {
    for (const date of ['2019-06-01', '2026-07-01']) {
      expect(
        tieBreakColumns(totals, roundByName('wa field 24 red marked'), date).map((c) => c.label),
      ).toEqual(['Hits', '6s']);
    }
  });

  it('head the golds of a 10-zone indoor round "10s", as its sheet does (a 9 is gold there too)', () => {
    for (const round of ['portsmouth', 'wa 18m']) {
      for (const date of ['2019-06-01', '2026-07-01']) {
        const columns = tieBreakColumns(totals, roundByName(round), date);
        expect(columns).toEqual([
          { label: 'Hits', count: 72 },
          { label: '10s', count: 20 },
        ]);
        expect(columns[1]!.label).toBe(goldsLabel(roundByName(round)));
      }
    }
    expect(
      totalsParts(totals, tieBreakColumns(totals, roundByName('portsmouth'), '2026-07-01'), false),
    ).toEqual(['Hits 72', '10s 20']);
  });
});

describe('ordering tied shoots', () => {
  // Two 72-arrow WA 720s on the same score: A has more Xs, B more 10s.
  const a = tally(
    [...Array<'X'>(10).fill('X'), ...Array<number>(8).fill(10), ...Array<number>(54).fill(9)],
    wa720,
  );
  const b = tally(
    [...Array<'X'>(6).fill('X'), ...Array<number>(14).fill(10), ...Array<number>(50).fill(9), 8, 8],
    wa720,
  );

  it('puts more 10s first before 2026 and more Xs first from 2026', () => {
    expect(a.score).toBe(b.score);
    const before = (t: typeof a) => tieBreakColumns(t, wa720, '2025-07-01');
    const after = (t: typeof a) => tieBreakColumns(t, wa720, '2026-07-01');
    expect(compareByTieBreaks(before(a), before(b))).toBeGreaterThan(0);
    expect(compareByTieBreaks(after(a), after(b))).toBeLessThan(0);
  });
});

describe('the totals a scoresheet prints', () => {
  const totals = { hits: 72, golds: 20, xs: 8 };

  it('follow the era on WA outdoor rounds and keep hits, golds and Xs elsewhere', () => {
    expect(totalsParts(totals, tieBreakColumns(totals, wa720, '2025-07-01'), true)).toEqual([
      'Hits 72',
      '10+X 20',
      'X 8',
    ]);
    expect(totalsParts(totals, tieBreakColumns(totals, wa720, '2026-07-01'), true)).toEqual([
      'Hits 72',
      'Xs 8',
      '10s 20',
    ]);
    const field = roundByName('wa field 24 red marked');
    expect(totalsParts(totals, tieBreakColumns(totals, field, '2026-07-01'), true)).toEqual([
      'Hits 72',
      '6s 20',
      'Xs 8',
    ]);
  });
});
