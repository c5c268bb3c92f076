import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupStatistics, type GroupStatistics } from './groupStatistics.js';
import { sightAdvice, type SightAdvice } from './sightAdvice.js';

/** A group with its centre at (x, y) cm and a centre standard error of `se` cm on both axes. */
function groupAt(x: number, y: number, se = 0.5): GroupStatistics {
  return {
    count: 12,
    centre: { x, y },
    meanRadiusCm: 5,
    radiusSdCm: 2,
    centreStandardErrorCm: { x: se, y: se },
  };
}

function adviceOf(result: ReturnType<typeof sightAdvice>): SightAdvice {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('sight advice: move the sight towards the group', () => {
  it('group 10 cm high at 70 m, marks of 10 mm on an 880 mm sight (numbers up = sight up): up 0.1257 marks', () => {
    // 880 / (100 × 70 × 10) = 0.0125714 marks per cm; 10 cm × that = 0.125714 marks; 4.46 + 0.1257.
    const scale = { marksPerCm: 880 / (100 * 70 * 10), higherMarkMovesSight: 'up' as const };
    const advice = adviceOf(
      sightAdvice({
        group: groupAt(0.2, 10),
        distanceMetres: 70,
        units: { kind: 'marks', scale, sightRadiusMm: 880 },
        currentMark: 4.46,
      }),
    );
    expect(advice.elevation.move).toBe('up');
    expect(advice.elevation.unit).toBe('marks');
    expect(advice.elevation.offsetCm).toBe(10);
    expect(advice.elevation.amount).toBeCloseTo(0.125714, 6);
    expect(advice.correctedMark).toBeCloseTo(4.585714, 6);
    // 0.2 cm right is within two standard errors (1 cm): leave the windage alone, but say how much it is.
    expect(advice.windage.move).toBeNull();
    expect(advice.windage.amount).toBeCloseTo((2 * 880) / 70000, 9);
  });

  it('group 8 cm low and 4 cm left at 50 m, millimetres on an 850 mm sight: down 1.36 mm, left 0.68 mm', () => {
    // offset at sight = offset at target × R / D: 80 mm × 850 / 50,000 = 1.36 mm; 40 mm → 0.68 mm.
    const advice = adviceOf(
      sightAdvice({
        group: groupAt(-4, -8),
        distanceMetres: 50,
        units: { kind: 'millimetres', sightRadiusMm: 850, higherMarkMovesSight: 'down' },
        currentMark: 30,
      }),
    );
    expect(advice.elevation).toEqual({
      move: 'down',
      offsetCm: -8,
      amount: expect.closeTo(1.36, 12) as number,
      unit: 'mm',
    });
    expect(advice.windage).toEqual({
      move: 'left',
      offsetCm: -4,
      amount: expect.closeTo(0.68, 12) as number,
      unit: 'mm',
    });
    // Sight down is a higher number on this scale.
    expect(advice.correctedMark).toBeCloseTo(31.36, 12);
  });

  it('the same on a scale whose numbers go up as the sight goes up: the mark goes down', () => {
    const advice = adviceOf(
      sightAdvice({
        group: groupAt(0, -8),
        distanceMetres: 50,
        units: { kind: 'millimetres', sightRadiusMm: 850, higherMarkMovesSight: 'up' },
        currentMark: 30,
      }),
    );
    expect(advice.correctedMark).toBeCloseTo(28.64, 12);
  });

  it('no corrected mark when the scale direction or the current mark is unknown', () => {
    const units = { kind: 'millimetres' as const, sightRadiusMm: 850, higherMarkMovesSight: null };
    expect(
      adviceOf(sightAdvice({ group: groupAt(0, 5), distanceMetres: 50, units, currentMark: 30 }))
        .correctedMark,
    ).toBeNull();
    const scale = { marksPerCm: 850 / (100 * 50 * 1), higherMarkMovesSight: 'down' as const };
    expect(
      adviceOf(
        sightAdvice({
          group: groupAt(0, 5),
          distanceMetres: 50,
          units: { kind: 'marks', scale, sightRadiusMm: null },
          currentMark: null,
        }),
      ).correctedMark,
    ).toBeNull();
  });

  it('an offset within two standard errors of the centre is not worth a move; one arrow never is', () => {
    const units = { kind: 'millimetres' as const, sightRadiusMm: 850, higherMarkMovesSight: 'up' as const };
    const small = adviceOf(
      sightAdvice({ group: groupAt(0.9, -0.9, 0.5), distanceMetres: 30, units, currentMark: 5 }),
    );
    expect(small.elevation.move).toBeNull();
    expect(small.windage.move).toBeNull();
    expect(small.correctedMark).toBe(5);
    const clear = adviceOf(
      sightAdvice({ group: groupAt(1.1, -1.1, 0.5), distanceMetres: 30, units, currentMark: 5 }),
    );
    expect(clear.elevation.move).toBe('down');
    expect(clear.windage.move).toBe('right');
    const one = adviceOf(
      sightAdvice({
        group: groupStatistics([{ x: 300, y: 300 }])!,
        distanceMetres: 30,
        units,
        currentMark: 5,
      }),
    );
    expect(one.elevation.move).toBeNull();
    expect(one.elevation.offsetCm).toBe(30);
  });

  it('from plotted arrows: a tight group 5 cm high at 18 m moves an 800 mm sight up 2.22 mm', () => {
    // Four arrows 1 cm round (0, 50) mm: centre 5 cm high, SE of y = SD(40,60,50,50)/2 = 8.165/2 = 4.08 mm.
    // 50 mm × 800 / 18,000 = 2.2222 mm.
    const group = groupStatistics([
      { x: 0, y: 40 },
      { x: 0, y: 60 },
      { x: 10, y: 50 },
      { x: -10, y: 50 },
    ])!;
    const advice = adviceOf(
      sightAdvice({
        group,
        distanceMetres: 18,
        units: { kind: 'millimetres', sightRadiusMm: 800, higherMarkMovesSight: null },
        currentMark: null,
      }),
    );
    expect(advice.elevation.move).toBe('up');
    expect(advice.elevation.amount).toBeCloseTo(2.2222, 4);
  });

  it('refuses nonsense settings as data', () => {
    const units = { kind: 'millimetres' as const, sightRadiusMm: 850, higherMarkMovesSight: null };
    const at = (distanceMetres: number, u: Parameters<typeof sightAdvice>[0]['units'] = units) =>
      sightAdvice({ group: groupAt(0, 5), distanceMetres, units: u, currentMark: null });
    expect(at(0)).toMatchObject({ ok: false, error: { reason: 'invalid-distance' } });
    expect(at(Number.NaN)).toMatchObject({ ok: false, error: { reason: 'invalid-distance' } });
    expect(at(50, { ...units, sightRadiusMm: -1 })).toMatchObject({
      ok: false,
      error: { reason: 'invalid-sight-radius' },
    });
    expect(
      at(50, { kind: 'marks', scale: { marksPerCm: 0, higherMarkMovesSight: 'up' }, sightRadiusMm: null }),
    ).toMatchObject({ ok: false, error: { reason: 'invalid-mark-scale' } });
  });

  it('always towards the group, and twice as far away needs half the move at the sight', () => {
    fc.assert(
      fc.property(
        // Whole millimetres at the target: a centre a few ulps off zero would make a move too small to add.
        fc.integer({ min: -600, max: 600 }).map((mm) => mm / 10),
        fc.integer({ min: -600, max: 600 }).map((mm) => mm / 10),
        fc.double({ min: 10, max: 90, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (x, y, distance, mark) => {
          const units = {
            kind: 'millimetres' as const,
            sightRadiusMm: 850,
            higherMarkMovesSight: 'up' as const,
          };
          const near = adviceOf(
            sightAdvice({ group: groupAt(x, y, 0), distanceMetres: distance, units, currentMark: mark }),
          );
          const far = adviceOf(
            sightAdvice({ group: groupAt(x, y, 0), distanceMetres: 2 * distance, units, currentMark: mark }),
          );
          if (y > 0) expect(near.elevation.move).toBe('up');
          if (y < 0) expect(near.elevation.move).toBe('down');
          if (x > 0) expect(near.windage.move).toBe('right');
          if (x < 0) expect(near.windage.move).toBe('left');
          expect(far.elevation.amount!).toBeCloseTo(near.elevation.amount! / 2, 9);
          // Numbers up = sight up here, so the corrected mark rises exactly when the group is high.
          expect(Math.sign(near.correctedMark! - mark)).toBe(Math.sign(y));
        },
      ),
    );
  });
});
