import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRounds } from '../rounds/catalogue.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import { arrowScore } from './arrowValues.js';
import { landscapeScorecard } from './landscapeScorecard.js';
import { portraitScorecard } from './portraitScorecard.js';
import { endTotals } from './totals.js';

const rounds = allRounds();

/** A round from the catalogue and a run of its own keypad values, up to a little past its end. */
const roundWithArrows: fc.Arbitrary<{ round: Round; arrows: ArrowValue[] }> = fc
  .constantFrom(...rounds)
  .chain((round) =>
    fc.record({
      round: fc.constant(round),
      // X and M are added to every round: legacy data may carry an X even where the keypad has none.
      arrows: fc.array(fc.constantFrom<ArrowValue>(...round.scores, 'X', 'M'), {
        maxLength: Math.min(round.maxArrows ?? 200, 200) + 7,
      }),
    }),
  );

function sumOf(arrows: readonly ArrowValue[], round: Round): number {
  return arrows.reduce((sum: number, a) => sum + arrowScore(a, round), 0);
}

describe('scorecard totals (property)', () => {
  it('landscape totals equal the sum of the arrows, and every arrow appears once', () => {
    fc.assert(
      fc.property(roundWithArrows, ({ round, arrows }) => {
        const card = landscapeScorecard(arrows, round);
        const expected = sumOf(arrows, round);
        expect(card.totals.score).toBe(expected);
        expect(card.totals.runningTotal).toBe(expected);
        expect(card.totals.hits).toBe(arrows.filter((a) => a !== 'M').length);
        let rowSum = 0;
        const seen: number[] = [];
        for (const table of card.tables) {
          for (const row of table.rows) {
            if (row.kind !== 'ends') continue;
            rowSum += row.score;
            expect(row.ends.reduce((s, e) => s + e.total, 0)).toBe(row.score);
            expect(row.runningTotal).toBe(rowSum);
            for (const end of row.ends) for (const cell of end.arrows) seen.push(cell.index);
          }
        }
        expect(rowSum).toBe(expected);
        expect(seen.sort((a, b) => a - b)).toEqual(arrows.map((_, i) => i));
        const subtotals = card.tables.flatMap((t) => t.rows.filter((r) => r.kind === 'subtotals'));
        if (subtotals.length > 0) expect(subtotals.reduce((s, r) => s + r.score, 0)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('portrait totals equal the sum of the arrows', () => {
    fc.assert(
      fc.property(roundWithArrows, ({ round, arrows }) => {
        const card = portraitScorecard(arrows, round);
        const expected = sumOf(arrows, round);
        const grand = card.rows.at(-1);
        expect(grand?.kind === 'grand-totals' && grand.score).toBe(expected);
        const endRows = card.rows.flatMap((r) => (r.kind === 'end' ? [r] : []));
        expect(endRows.reduce((s, r) => s + r.end.total, 0)).toBe(expected);
        let running = 0;
        expect(endRows.map((r) => r.runningTotal)).toEqual(
          endTotals(arrows, round).map((total) => (running += total)),
        );
        const subtotals = card.rows.flatMap((r) => (r.kind === 'distance-subtotal' ? [r.score] : []));
        expect(subtotals.reduce((s, v) => s + v, 0)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
