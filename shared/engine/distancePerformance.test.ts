import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRounds, roundByName } from '../rounds/catalogue.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import { distanceSubtotals } from '../scoring/totals.js';
import { DistancePerformanceSums, shootDistanceTallies } from './distancePerformance.js';

const roundWithArrows: fc.Arbitrary<{ round: Round; arrows: ArrowValue[] }> = fc
  .constantFrom(...allRounds())
  .chain((round) =>
    fc.record({
      round: fc.constant(round),
      arrows: fc.array(fc.constantFrom<ArrowValue>(...round.scores, 'X', 'M'), {
        maxLength: Math.min(round.maxArrows ?? 150, 150) + 7,
      }),
    }),
  );

describe('distance performance', () => {
  it('splits a York across 100, 80 and 60 yards', () => {
    const york = roundByName('york');
    const arrows: ArrowValue[] = [...Array(72).fill(9), ...Array(48).fill(7), ...Array(23).fill(5), 'M'];
    expect(shootDistanceTallies(arrows, york)).toEqual([
      { distance: 100, unit: 'yd', arrows: 72, score: 648, hits: 72, golds: 72, xs: 0 },
      { distance: 80, unit: 'yd', arrows: 48, score: 336, hits: 48, golds: 0, xs: 0 },
      { distance: 60, unit: 'yd', arrows: 24, score: 115, hits: 23, golds: 0, xs: 0 },
    ]);
    expect(shootDistanceTallies(arrows, undefined)).toEqual([]);
  });

  it('counts each distance as the scorecard subtotals do, on every round', () => {
    fc.assert(
      fc.property(roundWithArrows, ({ round, arrows }) => {
        const expected = distanceSubtotals(arrows, round).map((d) => ({
          distance: d.distance,
          unit: d.unit,
          arrows: d.arrowsShot,
          score: d.score,
          hits: d.hits,
          golds: d.golds,
          xs: d.xs,
        }));
        // Rounds with no known distances (practice rounds of unknown range) add nothing to the screen.
        const tallies = shootDistanceTallies(arrows, round);
        expect(tallies).toEqual(expected.filter((d) => d.distance !== null));
      }),
      { numRuns: 400 },
    );
  });

  it('returns to the sums of the remaining shoots after any removals', () => {
    const rounds = ['national', 'portsmouth', 'wa 1440 (70m)', 'practice 20yd'].map((name) =>
      roundByName(name),
    );
    const shoot = fc.record({
      round: fc.constantFrom(...rounds),
      length: fc.integer({ min: 0, max: 150 }),
      seed: fc.integer({ min: 0, max: 9 }),
    });
    fc.assert(
      fc.property(
        fc.array(shoot, { maxLength: 12 }),
        fc.array(fc.boolean(), { maxLength: 12 }),
        (shoots, keep) => {
          const tallies = shoots.map(({ round, length, seed }) =>
            shootDistanceTallies(
              Array.from({ length }, (_, i) => round.scores[(i + seed) % round.scores.length]!),
              round,
            ),
          );
          const incremental = new DistancePerformanceSums();
          for (const t of tallies) incremental.add(t);
          const fresh = new DistancePerformanceSums();
          tallies.forEach((t, i) => {
            if (keep[i] ?? true) fresh.add(t);
            else incremental.remove(t);
          });
          expect(incremental.view()).toEqual(fresh.view());
        },
      ),
      { numRuns: 200 },
    );
  });

  it('lists distances nearest first with averages and hit rate', () => {
    const sums = new DistancePerformanceSums();
    sums.add(shootDistanceTallies(Array(60).fill(10), roundByName('wa 18m')));
    sums.add(
      shootDistanceTallies([...Array(36).fill(9), ...Array(36).fill('M')], roundByName('practice 20yd')),
    );
    expect(sums.view()).toEqual([
      expect.objectContaining({
        label: '18m',
        arrows: 60,
        score: 600,
        averagePerArrow: 10,
        averagePerEnd: 60,
        hitRate: 1,
      }),
      expect.objectContaining({
        label: '20yd',
        arrows: 72,
        score: 324,
        averagePerArrow: 4.5,
        averagePerEnd: 27,
        hitRate: 0.5,
      }),
    ]);
  });
});
