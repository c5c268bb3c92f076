import { describe, expect, it } from 'vitest';
import type { ArrowValue } from '../rounds/round.js';
import { roundByName } from '../rounds/catalogue.js';
import { tally } from '../scoring/arrowCounts.js';
import { portraitScorecard } from '../scoring/portraitScorecard.js';
import { tieBreakColumns } from '../scoring/tieBreaks.js';
import { wrapText, type DrawOp } from './drawing.js';
import {
  cellsPerLine,
  IMAGE_WIDTH,
  scorecardImageLayout,
  type ScorecardImageInput,
} from './scorecardImage.js';

function input(
  roundName: string,
  arrows: ArrowValue[],
  overrides: Partial<ScorecardImageInput> = {},
): ScorecardImageInput {
  const round = roundByName(roundName);
  return {
    archerName: 'Robin Hood',
    roundTitle: 'National',
    dateText: 'Sat 14 Jun 2026',
    venue: 'Sherwood Archers',
    category: 'Recurve · Female · Adult',
    score: arrows.reduce<number>((sum, arrow) => sum + (arrow === 'M' ? 0 : arrow === 'X' ? 10 : arrow), 0),
    handicap: 42,
    classification: { name: 'B2', scheme: 'AGB 2023' },
    scorecard: portraitScorecard(arrows, round),
    tieBreaks: tieBreakColumns(tally(arrows, round), round, '2026-06-14'),
    ...overrides,
  };
}

const texts = (ops: DrawOp[]) => ops.flatMap((op) => (op.kind === 'text' ? [op.text] : []));

describe('the scorecard image layout', () => {
  const national = Array.from(
    { length: 72 },
    (_, index): ArrowValue => ([9, 7, 7, 5, 3, 'M'] as const)[index % 6]!,
  );

  it('is exactly 800 px wide with a white background, and everything stays inside it', () => {
    const drawing = scorecardImageLayout(input('national', national));
    expect(drawing.width).toBe(IMAGE_WIDTH);
    expect(drawing.ops[0]).toEqual({
      kind: 'rect',
      x: 0,
      y: 0,
      width: 800,
      height: drawing.height,
      fill: '#ffffff',
    });
    for (const op of drawing.ops) {
      // The scorecard draws no pen lines (a signed card's picture does); every op it draws has a place.
      expect(op.kind).not.toBe('line');
      if (op.kind === 'line') continue;
      expect(op.x).toBeGreaterThanOrEqual(0);
      expect(op.y).toBeGreaterThanOrEqual(0);
      expect(op.y).toBeLessThanOrEqual(drawing.height);
      if (op.kind === 'rect') expect(op.x + op.width).toBeLessThanOrEqual(800);
    }
  });

  it('says who, what, when and how well, with every end and distance subtotal', () => {
    const drawing = scorecardImageLayout(input('national', national));
    const words = texts(drawing.ops);
    expect(words).toEqual(
      expect.arrayContaining(['National', 'Sat 14 Jun 2026 · Sherwood Archers', 'Robin Hood']),
    );
    expect(words).toContain('Recurve · Female · Adult');
    expect(words).toContain('Handicap 42 · B2 (AGB 2023)');
    expect(words).toContain('Hits 60 · Golds 12');
    expect(words.filter((word) => /^End \d+$/.test(word))).toHaveLength(12);
    expect(words).toContain('60yd');
    expect(words).toContain('50yd');
    expect(words.filter((word) => word.startsWith('Hits '))).toHaveLength(3);
    expect(words).toContain(String(input('national', national).score));
  });

  it('grows with the number of ends: a York is taller than a National, a Bray I shorter', () => {
    const york = Array.from({ length: 144 }, (): ArrowValue => 7);
    const bray = Array.from({ length: 30 }, (): ArrowValue => 9);
    const heights = [
      scorecardImageLayout(input('bray i', bray)).height,
      scorecardImageLayout(input('national', national)).height,
      scorecardImageLayout(input('york', york)).height,
    ];
    expect(heights[0]).toBeLessThan(heights[1]!);
    expect(heights[1]).toBeLessThan(heights[2]!);
  });

  it('shows an X column only where the round keeps Xs, and colours a miss apart', () => {
    const metric = scorecardImageLayout(
      input(
        'wa 720 (70m)',
        Array.from({ length: 6 }, (): ArrowValue => 'X'),
      ),
    );
    // WA outdoor from 2026: Xs, then 10s (docs/field-and-vi-rounds.md section 8).
    expect(texts(metric.ops)).toContain('Hits 6 · Xs 6 · 10s 6');
    const six = Array.from({ length: 6 }, (): ArrowValue => 'X');
    const wa720 = roundByName('wa 720 (70m)');
    const before = scorecardImageLayout(
      input('wa 720 (70m)', six, { tieBreaks: tieBreakColumns(tally(six, wa720), wa720, '2025-06-14') }),
    );
    expect(texts(before.ops)).toContain('Hits 6 · 10+X 6 · X 6');
    const missed = scorecardImageLayout(input('national', ['M']));
    const missCell = missed.ops.find((op) => op.kind === 'rect' && op.fill === '#eeeeee');
    expect(missCell).toBeDefined();
  });

  it('wraps a long round name onto two lines and never past them', () => {
    const long = scorecardImageLayout(
      input('national', national, {
        roundTitle: 'Bristol III with a very long name that no round has but one day might',
      }),
    );
    const title = long.ops.filter((op) => op.kind === 'text' && op.size === 34);
    expect(title).toHaveLength(2);
    expect(texts(title)[1]!.endsWith('…')).toBe(true);
    const short = scorecardImageLayout(input('national', national));
    expect(long.height).toBeGreaterThan(short.height);
  });

  it('wraps ends longer than eight arrows onto two lines of cells', () => {
    expect(cellsPerLine(6)).toBe(6);
    expect(cellsPerLine(3)).toBe(3);
    expect(cellsPerLine(12)).toBe(6);
  });

  it('says so when the round has no handicap', () => {
    const practice = scorecardImageLayout(
      input('national', national, { handicap: null, classification: null }),
    );
    expect(texts(practice.ops)).toContain('No handicap for this round');
  });
});

describe('wrapping text', () => {
  it('keeps words whole, cuts a word longer than a line, and ends the last kept line with an ellipsis', () => {
    expect(wrapText('St. George', 20, 400)).toEqual(['St. George']);
    expect(wrapText('aaaa bbbb cccc', 10, 50)).toEqual(['aaaa', 'bbbb…']);
    expect(wrapText('aaaa bbbb', 10, 60)).toEqual(['aaaa bbbb']);
    expect(wrapText('abcdefghijkl', 10, 60)).toEqual(['abcdefghi…']);
  });
});
