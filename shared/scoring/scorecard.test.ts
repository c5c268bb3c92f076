import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { landscapeScorecard, type LandscapeEndsRow } from './landscapeScorecard.js';
import { portraitScorecard } from './portraitScorecard.js';

const national = roundByName('national');
const wa70 = roundByName('wa 70m');
const worcester = roundByName('worcester');

function repeat(values: ArrowValue[], times: number): ArrowValue[] {
  return Array.from({ length: times }, () => values).flat();
}

describe('landscape scorecard', () => {
  it('puts two ends on a row with H, S, G, X and R/T, and a single Totals row on a one-distance round', () => {
    const arrows: ArrowValue[] = [10, 'X', 9, 'M', 10, 8, 9, 9, 9, 9, 9, 9, 'X', 'X', 'X', 'X', 'X', 'X'];
    const card = landscapeScorecard(arrows, wa70);
    expect(card.showX).toBe(true);
    expect(card.tables).toHaveLength(1);
    expect(card.tables[0]!.label).toBe('70m');
    const rows = card.tables[0]!.rows;
    expect(rows.map((r) => r.kind)).toEqual(['ends', 'ends']);
    const first = rows[0] as LandscapeEndsRow;
    expect(first.ends.map((e) => e.total)).toEqual([47, 54]);
    expect(first).toMatchObject({ hits: 11, score: 101, golds: 3, xs: 1, runningTotal: 101 });
    const second = rows[1] as LandscapeEndsRow;
    expect(second.ends).toHaveLength(1);
    expect(second).toMatchObject({ hits: 6, score: 60, golds: 6, xs: 6, runningTotal: 161 });
    expect(card.totals).toEqual({
      kind: 'totals',
      label: 'Totals',
      hits: 17,
      score: 161,
      golds: 9,
      xs: 7,
      runningTotal: 161,
    });
  });

  it('shows arrows best first while each cell keeps its stored index for editing', () => {
    const card = landscapeScorecard([10, 'X', 9, 'M', 10, 8], wa70);
    const end = (card.tables[0]!.rows[0] as LandscapeEndsRow).ends[0]!;
    expect(end.arrows.map((a) => a.value)).toEqual(['X', 10, 10, 9, 8, 'M']);
    expect(end.arrows.map((a) => a.index)).toEqual([1, 0, 4, 2, 5, 3]);
    expect(end.arrows.map((a) => a.isGold)).toEqual([true, true, true, false, false, false]);
    expect(end.emptySlots).toBe(0);
  });

  it('reports empty slots of an end being shot', () => {
    const end = (landscapeScorecard([9, 7], national).tables[0]!.rows[0] as LandscapeEndsRow).ends[0]!;
    expect(end.emptySlots).toBe(4);
  });

  it('expects no more arrows in an end cut short by a change of distance', () => {
    // A hand-made round with 9 arrows at the first distance: its second end holds only 3.
    const odd = { ...national, passes: [{ ...national.passes[0]!, arrows: 9 }, national.passes[1]!] };
    const card = landscapeScorecard([9, 9, 9, 9, 9, 9, 7, 7, 7, 5], odd);
    const [firstDistance, secondDistance] = card.tables;
    const ends = (firstDistance!.rows[0] as LandscapeEndsRow).ends;
    expect(ends.map((e) => [e.arrows.length, e.emptySlots])).toEqual([
      [6, 0],
      [3, 0],
    ]);
    expect((secondDistance!.rows[0] as LandscapeEndsRow).ends[0]!.emptySlots).toBe(5);
  });

  it('hides the X column on rounds without X', () => {
    expect(landscapeScorecard([9], national).showX).toBe(false);
  });

  it('closes each distance with a subtotals row and adds Grand totals on a multi-distance round', () => {
    const arrows = [...repeat([9, 9, 7, 5, 3, 'M'], 8), ...repeat([9, 7, 7, 7, 5, 5], 4)];
    const card = landscapeScorecard(arrows, national);
    expect(card.tables.map((t) => t.label)).toEqual(['60yd', '50yd']);
    expect(card.tables[0]!.rows.map((r) => r.kind)).toEqual(['ends', 'ends', 'ends', 'ends', 'subtotals']);
    expect(card.tables[0]!.rows[4]).toEqual({
      kind: 'subtotals',
      label: 'Subtotals',
      hits: 40,
      score: 264,
      golds: 16,
      xs: 0,
      runningTotal: 264,
    });
    expect(card.tables[1]!.rows.at(-1)).toMatchObject({ kind: 'subtotals', score: 160, runningTotal: 424 });
    expect((card.tables[1]!.rows[0] as LandscapeEndsRow).runningTotal).toBe(264 + 80);
    expect(card.totals).toMatchObject({
      label: 'Grand totals',
      hits: 64,
      score: 424,
      golds: 20,
      runningTotal: 424,
    });
  });

  it('treats worcester as one distance with five-arrow ends', () => {
    const card = landscapeScorecard(repeat([5, 5, 4, 4, 3], 12), worcester);
    expect(card.endSize).toBe(5);
    expect(card.tables).toHaveLength(1);
    expect(card.tables[0]!.rows).toHaveLength(6);
    expect(card.totals).toMatchObject({ label: 'Totals', score: 252, golds: 24 });
  });

  it('is an empty card with zero totals before the first arrow', () => {
    const card = landscapeScorecard([], national);
    expect(card.tables).toEqual([]);
    expect(card.totals).toMatchObject({ label: 'Grand totals', hits: 0, score: 0, golds: 0, xs: 0 });
  });
});

describe('portrait scorecard', () => {
  it('lists each end under its distance header with a Hits/Golds/Score subtotal and grand totals', () => {
    const arrows: ArrowValue[] = [...repeat([9, 9, 7, 5, 3, 'M'], 8), 9, 'M'];
    const card = portraitScorecard(arrows, national);
    const kinds = card.rows.map((r) => r.kind);
    expect(kinds).toEqual([
      'distance-header',
      ...Array.from({ length: 8 }, () => 'end'),
      'distance-subtotal',
      'distance-header',
      'end',
      'distance-subtotal',
      'grand-totals',
    ]);
    expect(card.rows[0]).toMatchObject({ label: '60yd' });
    expect(card.rows[9]).toMatchObject({ hits: 40, golds: 16, score: 264, runningTotal: 264 });
    expect(card.rows[10]).toMatchObject({ label: '50yd' });
    const lastEnd = card.rows[11];
    expect(lastEnd?.kind === 'end' && lastEnd.end.arrows.map((a) => a.index)).toEqual([48, 49]);
    expect(lastEnd?.kind === 'end' && lastEnd.runningTotal).toBe(273);
    expect(card.rows.at(-1)).toEqual({ kind: 'grand-totals', hits: 41, score: 273, golds: 17, xs: 0 });
  });
});

describe('a field round on the portrait sheet', () => {
  it('is written target by target along the course, with a subtotal per 12-target unit', () => {
    const course = roundByName('wa field 24 red marked');
    // 14 targets shot: the first unit whole, two targets into the second.
    const arrows: ArrowValue[] = [...repeat(['X', 5, 4], 12), 6, 6, 6, 3, 2, 'M'];
    const card = portraitScorecard(arrows, course);
    expect(card.unit).toBe('target');
    expect(card.rows.map((row) => row.kind)).toEqual([
      'distance-header',
      ...Array.from({ length: 12 }, () => 'end'),
      'distance-subtotal',
      'distance-header',
      'end',
      'end',
      'distance-subtotal',
      'grand-totals',
    ]);
    expect(card.rows[0]).toMatchObject({ label: 'Targets 1–12' });
    expect(card.rows[13]).toMatchObject({ score: 180, runningTotal: 180 });
    expect(card.rows[14]).toMatchObject({ label: 'Targets 13–24' });
    const thirteenth = card.rows[15];
    expect(thirteenth?.kind === 'end' && [thirteenth.end.endNumber, thirteenth.end.total]).toEqual([13, 18]);
    expect(card.rows[17]).toMatchObject({ score: 23, runningTotal: 203 });
    expect(portraitScorecard(arrows, roundByName('national')).unit).toBe('end');
  });
});

describe('a field round on the landscape sheet', () => {
  const course = roundByName('wa field 24 red marked');
  // 14 targets shot: the first unit whole, two targets into the second.
  const arrows: ArrowValue[] = [...repeat(['X', 5, 4], 12), 6, 6, 6, 3, 2, 'M'];

  it('is written a target a row, numbered along the course, with its own columns and running total', () => {
    const card = landscapeScorecard(arrows, course);
    expect([card.unit, card.endsPerRow]).toEqual(['target', 1]);
    expect(card.tables.map((table) => table.label)).toEqual(['Targets 1–12', 'Targets 13–24']);
    const [first, second] = card.tables;
    expect(first!.rows).toHaveLength(13);
    const target1 = first!.rows[0] as LandscapeEndsRow;
    expect(target1.ends.map((end) => end.endNumber)).toEqual([1]);
    expect(target1).toMatchObject({ hits: 3, score: 15, golds: 1, xs: 1, runningTotal: 15 });
    expect(first!.rows[12]).toMatchObject({ kind: 'subtotals', score: 180, runningTotal: 180 });
    const target14 = second!.rows[1] as LandscapeEndsRow;
    expect(target14.ends.map((end) => [end.endNumber, end.total])).toEqual([[14, 5]]);
    expect(target14).toMatchObject({ hits: 2, golds: 0, runningTotal: 203 });
    expect(second!.rows[2]).toMatchObject({ kind: 'subtotals', score: 23, runningTotal: 203 });
    expect(card.totals).toMatchObject({ label: 'Grand totals', score: 203, hits: 41 });
  });

  it('cuts the same targets as the portrait sheet', () => {
    const landscape = landscapeScorecard(arrows, course).tables.flatMap((table) =>
      table.rows.flatMap((row) => (row.kind === 'ends' ? row.ends : [])),
    );
    const portrait = portraitScorecard(arrows, course).rows.flatMap((row) =>
      row.kind === 'end' ? [row.end] : [],
    );
    expect(landscape).toEqual(portrait);
  });

  it('gives a 12-target round one unit and a Totals row, and leaves target rounds two ends a row', () => {
    const twelve = landscapeScorecard(repeat([6, 5, 4], 12), roundByName('wa field 12 red marked'));
    expect(twelve.tables.map((table) => table.rows.length)).toEqual([12]);
    expect(twelve.totals).toMatchObject({ label: 'Totals', score: 180 });
    expect(landscapeScorecard([9], roundByName('national'))).toMatchObject({ unit: 'end', endsPerRow: 2 });
  });
});
