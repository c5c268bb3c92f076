import vectorFile from '../../reference-data/sight-mark-vectors.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { DistanceUnit } from '../rounds/round.js';
import { bowClassFor, estimateSightMark, verticalValue, type BowClass } from './estimate.js';

interface Query {
  distance: number;
  unit: DistanceUnit;
  true_mark: number;
  reference: { kind: string; estimate?: number; u95?: number; u95_target_cm?: number; reason?: string };
  tolerance: number | null;
  linear_estimate: number;
}
interface Scenario {
  id: string;
  recorded: Array<{ distance: number; unit: DistanceUnit; mark: number }>;
  queries: Query[];
}
interface Archer {
  id: string;
  bow_class: BowClass;
  scenarios: Scenario[];
}

const vectors = vectorFile as unknown as { archers: Archer[] };

describe('sight-mark estimation against the simulated archers', () => {
  for (const archer of vectors.archers) {
    for (const scenario of archer.scenarios) {
      it(`${archer.id}, ${scenario.id}: the reference method's kind, estimate and uncertainty`, () => {
        for (const query of scenario.queries) {
          const result = estimateSightMark(scenario.recorded, query, archer.bow_class);
          const where = `${query.distance}${query.unit}`;
          expect(result.kind, where).toBe(query.reference.kind);
          if (result.kind === 'refused') {
            expect(result.reason, where).toBe(query.reference.reason);
            continue;
          }
          expect(result.estimate, where).toBeCloseTo(query.reference.estimate!, 4);
          if (result.kind === 'recorded') continue;
          expect(Math.abs(result.estimate - query.true_mark), where).toBeLessThanOrEqual(query.tolerance!);
          expect(result.u95, where).toBeCloseTo(query.reference.u95!, 3);
        }
      });
    }
  }

  it('beats a straight line in distance on most of the estimates', () => {
    let closer = 0;
    let compared = 0;
    for (const archer of vectors.archers) {
      for (const scenario of archer.scenarios) {
        for (const query of scenario.queries) {
          const result = estimateSightMark(scenario.recorded, query, archer.bow_class);
          if (result.kind !== 'interpolated' && result.kind !== 'extrapolated') continue;
          compared++;
          if (
            Math.abs(result.estimate - query.true_mark) <= Math.abs(query.linear_estimate - query.true_mark)
          )
            closer++;
        }
      }
    }
    expect(closer / compared).toBeGreaterThan(0.8);
  });
});

describe('sight-mark estimation rules', () => {
  const marks = [
    { distance: 30, unit: 'm' as const, mark: 9.19 },
    { distance: 50, unit: 'm' as const, mark: 6.92 },
  ];

  it('returns a recorded mark exactly, and needs two distances', () => {
    expect(estimateSightMark(marks, { distance: 30, unit: 'm' }, 'recurve')).toEqual({
      kind: 'recorded',
      estimate: 9.19,
      u95: 0,
    });
    expect(estimateSightMark([marks[0]!], { distance: 40, unit: 'm' }, 'recurve')).toEqual({
      kind: 'refused',
      reason: 'record a second distance',
    });
  });

  it('is monotone between two marks, whichever way the scale runs', () => {
    for (const pair of [marks, marks.map((mark) => ({ ...mark, mark: 20 - mark.mark }))]) {
      const estimates = [31, 34, 38, 42, 46, 49].map((distance) => {
        const result = estimateSightMark(pair, { distance, unit: 'm' }, 'recurve');
        if (result.kind !== 'interpolated') throw new Error(`expected interpolation at ${distance}`);
        return result.estimate;
      });
      const rising = pair[1]!.mark > pair[0]!.mark;
      estimates.slice(1).forEach((value, index) => {
        if (rising) expect(value).toBeGreaterThanOrEqual(estimates[index]!);
        else expect(value).toBeLessThanOrEqual(estimates[index]!);
      });
    }
  });

  it('refuses to extrapolate from marks that disagree', () => {
    const muddled = [...marks, { distance: 70, unit: 'm' as const, mark: 8 }];
    expect(estimateSightMark(muddled, { distance: 80, unit: 'm' }, 'recurve')).toMatchObject({
      kind: 'refused',
    });
    expect(estimateSightMark(muddled, { distance: 40, unit: 'm' }, 'recurve')).toMatchObject({
      kind: 'interpolated',
      inconsistent: true,
    });
  });

  it('reads a vertical given as parts as decimal digits', () => {
    expect(verticalValue(5.35)).toBe(5.35);
    expect(verticalValue({ major: 5, minor: 3, micro: 5 })).toBeCloseTo(5.35, 10);
    expect(verticalValue({ major: 4 })).toBe(4);
    expect(verticalValue({ other: 1 })).toBeNull();
  });

  it('shapes the curve by bow class', () => {
    expect(bowClassFor('compound')).toBe('compound');
    expect(bowClassFor('recurve')).toBe('recurve');
    expect(bowClassFor('barebow')).toBe('light');
    expect(bowClassFor('longbow')).toBe('light');
    expect(bowClassFor('')).toBe('recurve');
  });
});
