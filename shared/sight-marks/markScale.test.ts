import { describe, expect, it } from 'vitest';
import { BOW_CLASS_SHAPES, sightShape } from './estimate.js';
import { learnMarkScale } from './markScale.js';

/**
 * A sight is a bar R mm from the eye read in marks of `mmPerMark`; a centimetre at the target D metres
 * away is then R / (100·D·mmPerMark) marks (similar triangles): the physical scale learnMarkScale is
 * measured against.
 */
function physicalMarksPerCm(eyeToSightMm: number, mmPerMark: number, metres: number): number {
  return eyeToSightMm / (100 * metres * mmPerMark);
}

describe('marks per cm at the target, learned from sight marks', () => {
  it('an archer who shoots exactly like the recurve class: the derivation gives b·(1 + S²) / (100·D)', () => {
    // Marks made by the estimator's own model, mark = 13 − 88·S(D) (R 880 mm, 10 mm per mark, numbers
    // falling with distance). Between 30 and 50 m the line through the marks has slope exactly −88 in S,
    // so at 40 m: 88 × (1 + S(40)²) / (100 × 40) marks per cm, and a higher number is the sight up.
    const shape = BOW_CLASS_SHAPES.recurve;
    const mark = (metres: number) => 13 - 88 * sightShape(metres, shape);
    const learned = learnMarkScale(
      [
        { distance: 30, unit: 'm', mark: mark(30) },
        { distance: 50, unit: 'm', mark: mark(50) },
      ],
      { distance: 40, unit: 'm' },
      'recurve',
    );
    const s40 = sightShape(40, shape);
    expect(learned).toEqual({
      kind: 'learned',
      from: 'bracketing-marks',
      marksPerCm: expect.closeTo((88 * (1 + s40 * s40)) / 4000, 12) as number,
      higherMarkMovesSight: 'up',
    });
    // S(40) is about 0.07 (4°), so (1 + S²) adds about half a per cent to R / (100·D·mmPerMark) = 0.022.
    if (learned.kind === 'learned') expect(learned.marksPerCm / 0.022).toBeCloseTo(1.005, 2);
  });

  // The simulated archers of reference-data/sight-mark-vectors.json (physics and true marks copied here):
  // learned from two true marks, the scale lands within the bias its class speed explains (markScale.ts).
  it('the simulated recurve (62 m/s, R 880 mm, 10 mm marks falling with distance): 0.83-0.86 of true', () => {
    const learned = learnMarkScale(
      [
        { distance: 30, unit: 'm', mark: 9.1935 },
        { distance: 50, unit: 'm', mark: 6.9198 },
      ],
      { distance: 40, unit: 'm' },
      'recurve',
    );
    if (learned.kind !== 'learned') throw new Error(learned.reason);
    expect(learned.higherMarkMovesSight).toBe('up');
    const ratio = learned.marksPerCm / physicalMarksPerCm(880, 10, 40);
    expect(ratio).toBeGreaterThan(0.83);
    expect(ratio).toBeLessThan(0.86);
  });

  it('the simulated compound (91 m/s, R 930 mm, 1 mm marks rising with distance): 0.90-0.93 of true', () => {
    const marks = [
      { distance: 40, unit: 'm' as const, mark: 34.9692 },
      { distance: 60, unit: 'm' as const, mark: 46.2028 },
    ];
    const learned = learnMarkScale(marks, { distance: 50, unit: 'm' }, 'compound');
    if (learned.kind !== 'learned') throw new Error(learned.reason);
    expect(learned.higherMarkMovesSight).toBe('down');
    const ratio = learned.marksPerCm / physicalMarksPerCm(930, 1, 50);
    expect(ratio).toBeGreaterThan(0.9);
    expect(ratio).toBeLessThan(0.93);
    // Beyond the marks the fitted slope is used; the scale still follows 1 / D.
    const far = learnMarkScale(marks, { distance: 70, unit: 'm' }, 'compound');
    if (far.kind !== 'learned') throw new Error(far.reason);
    expect(far.from).toBe('all-marks');
    expect(far.marksPerCm / physicalMarksPerCm(930, 1, 70)).toBeGreaterThan(0.88);
    expect(far.marksPerCm / physicalMarksPerCm(930, 1, 70)).toBeLessThan(0.94);
  });

  it('the simulated light bow (42 m/s, R 750 mm) in yards: within its class bias (1.1-1.4 of true)', () => {
    const learned = learnMarkScale(
      [
        { distance: 30, unit: 'yd', mark: 6.3191 },
        { distance: 50, unit: 'yd', mark: 10.7603 },
      ],
      { distance: 40, unit: 'yd' },
      'light',
    );
    if (learned.kind !== 'learned') throw new Error(learned.reason);
    expect(learned.higherMarkMovesSight).toBe('down');
    const ratio = learned.marksPerCm / physicalMarksPerCm(750, 10, 36.576);
    expect(ratio).toBeGreaterThan(1.1);
    expect(ratio).toBeLessThan(1.4);
  });

  it('refuses with one distance, below 10 m, or marks that do not move', () => {
    expect(
      learnMarkScale([{ distance: 30, unit: 'm', mark: 9 }], { distance: 30, unit: 'm' }, 'recurve'),
    ).toEqual({
      kind: 'refused',
      reason: 'record a second distance',
    });
    expect(learnMarkScale([], { distance: 5, unit: 'm' }, 'recurve')).toEqual({
      kind: 'refused',
      reason: 'below 10 m',
    });
    expect(
      learnMarkScale(
        [
          { distance: 30, unit: 'm', mark: 9 },
          { distance: 50, unit: 'm', mark: 9 },
        ],
        { distance: 40, unit: 'm' },
        'recurve',
      ),
    ).toEqual({ kind: 'refused', reason: 'marks do not change with distance' });
  });
});
