import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flierIndices, groupStatistics, groupSummary, leastSquaresSlope } from './groupStatistics.js';
import { compareAcrossShoots, endSeries } from './groupTrends.js';
import type { FacePosition } from './targetFace.js';

const shifted = (positions: FacePosition[], dx: number, dy: number) =>
  positions.map((p) => ({ x: p.x + dx, y: p.y + dy }));

describe('group centre and spread', () => {
  it('four arrows 1 cm round a point 2 cm right and 3 cm high: centre (2, 3) cm, mean radius 1 cm, SD 0', () => {
    const group = groupStatistics([
      { x: 30, y: 30 },
      { x: 10, y: 30 },
      { x: 20, y: 40 },
      { x: 20, y: 20 },
    ])!;
    expect(group.count).toBe(4);
    expect(group.centre.x).toBeCloseTo(2, 12);
    expect(group.centre.y).toBeCloseTo(3, 12);
    expect(group.meanRadiusCm).toBeCloseTo(1, 12);
    expect(group.radiusSdCm).toBeCloseTo(0, 12);
  });

  it('arrows at 5 mm and 10 mm either side of the middle: mean radius 0.75 cm, SD 0.2887 cm', () => {
    // (±3, ±4) are 5 mm out, (±6, ±8) 10 mm: centre (0, 0), radii 5, 5, 10, 10, mean 7.5 mm.
    // Sample SD: deviations ±2.5 mm, sum of squares 4 × 6.25 = 25, / 3 = 8.333, √ = 2.8868 mm.
    // Centre standard error: x values 3, −3, 6, −6 have sample variance (9+9+36+36)/3 = 30, SD 5.4772,
    // / √4 = 2.7386 mm; y values 4, −4, 8, −8: (16+16+64+64)/3 = 53.33, SD 7.3030, / 2 = 3.6515 mm.
    const group = groupStatistics([
      { x: 3, y: 4 },
      { x: -3, y: -4 },
      { x: 6, y: 8 },
      { x: -6, y: -8 },
    ])!;
    expect(group.centre.x).toBeCloseTo(0, 12);
    expect(group.centre.y).toBeCloseTo(0, 12);
    expect(group.meanRadiusCm).toBeCloseTo(0.75, 12);
    expect(group.radiusSdCm).toBeCloseTo(0.288675, 6);
    expect(group.centreStandardErrorCm!.x).toBeCloseTo(0.273861, 6);
    expect(group.centreStandardErrorCm!.y).toBeCloseTo(0.365148, 6);
  });

  it('a single arrow is its own centre, with no spread to speak of; no arrows is no group', () => {
    const one = groupStatistics([{ x: -12, y: 7 }])!;
    expect(one.centre).toEqual({ x: -1.2, y: 0.7 });
    expect(one.meanRadiusCm).toBe(0);
    expect(one.radiusSdCm).toBeNull();
    expect(one.centreStandardErrorCm).toBeNull();
    expect(groupStatistics([])).toBeNull();
    expect(groupSummary([])).toBeNull();
  });

  it('moving every arrow moves the centre by the same amount and leaves the spread alone', () => {
    const point = fc.record({
      x: fc.double({ min: -600, max: 600, noNaN: true }),
      y: fc.double({ min: -600, max: 600, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 1, maxLength: 40 }),
        fc.double({ min: -300, max: 300, noNaN: true }),
        fc.double({ min: -300, max: 300, noNaN: true }),
        (positions, dx, dy) => {
          const before = groupStatistics(positions)!;
          const after = groupStatistics(shifted(positions, dx, dy))!;
          expect(after.centre.x).toBeCloseTo(before.centre.x + dx / 10, 6);
          expect(after.centre.y).toBeCloseTo(before.centre.y + dy / 10, 6);
          expect(after.meanRadiusCm).toBeCloseTo(before.meanRadiusCm, 6);
          expect(after.meanRadiusCm).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('fliers', () => {
  // Five arrows in a cross 1 cm round the middle and one 10 cm right. Median centre (0, 0): x values
  // −10, 0, 0, 0, 10, 100 have median 0, y values median 0. Radii 0, 10, 10, 10, 10, 100: median 10 mm,
  // limit 30 mm, so only the last arrow is a flier. (Mean + 2 SD about the mean centre is 83.8 mm and
  // would miss it: see groupStatistics.ts.)
  const cross = [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: -10, y: 0 },
    { x: 0, y: 10 },
    { x: 0, y: -10 },
  ];
  const withFlier = [...cross, { x: 100, y: 0 }];

  it('marks the wild arrow, and the group without it is the tight cross', () => {
    expect(flierIndices(withFlier)).toEqual([5]);
    const summary = groupSummary(withFlier)!;
    expect(summary.fliers).toEqual([5]);
    // Every arrow: centre x = 100 / 6 = 16.67 mm.
    expect(summary.all.centre.x).toBeCloseTo(1.666667, 6);
    expect(summary.all.count).toBe(6);
    // Without the flier: centre (0, 0), radii 0, 10, 10, 10, 10: mean 8 mm; deviations −8, 2, 2, 2, 2,
    // squares 64 + 4 × 4 = 80, / 4 = 20, SD √20 = 4.4721 mm.
    expect(summary.grouped.count).toBe(5);
    expect(summary.grouped.centre.x).toBeCloseTo(0, 12);
    expect(summary.grouped.meanRadiusCm).toBeCloseTo(0.8, 12);
    expect(summary.grouped.radiusSdCm).toBeCloseTo(0.447214, 6);
  });

  it('an arrow just inside three median radii is not a flier; just beyond is', () => {
    expect(flierIndices([...cross, { x: 0, y: 30 }])).toEqual([]);
    expect(flierIndices([...cross, { x: 0, y: 30.01 }])).toEqual([5]);
  });

  it('marks none in fewer than six arrows, nor in a group touching one spot', () => {
    expect(flierIndices([...cross.slice(0, 4), { x: 500, y: 0 }])).toEqual([]);
    const stacked = Array.from({ length: 6 }, () => ({ x: 40, y: -40 }));
    expect(flierIndices([...stacked, { x: 43, y: -40 }])).toEqual([]);
    expect(flierIndices([...stacked, { x: 46, y: -40 }])).toEqual([6]);
  });

  it('a tight group has no fliers wherever it sits on the face', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        (dx, dy) => {
          expect(flierIndices(shifted(cross, dx, dy))).toEqual([]);
          expect(flierIndices(shifted(withFlier, dx, dy))).toEqual([5]);
        },
      ),
    );
  });
});

describe('end by end (fatigue) and shoot by shoot', () => {
  it('a group opening up by 0.5 cm an end and dropping 1 cm an end shows both trends', () => {
    // End n: four arrows n × 5 mm round a centre n × 10 mm low, so mean radius 0.5·n cm, centre y −n cm.
    const end = (n: number) =>
      [
        { x: 5 * n, y: 0 },
        { x: -5 * n, y: 0 },
        { x: 0, y: 5 * n },
        { x: 0, y: -5 * n },
      ].map((p) => ({ x: p.x, y: p.y - 10 * n }));
    const series = endSeries([end(1), end(2), [], end(4)]);
    expect(series.ends.map((e) => e.end)).toEqual([1, 2, 3, 4]);
    expect(series.ends[2]!.group).toBeNull();
    expect(series.ends[3]!.group!.meanRadiusCm).toBeCloseTo(2, 12);
    expect(series.ends[3]!.group!.centre.y).toBeCloseTo(-4, 12);
    expect(series.trend.meanRadiusCmPerEnd).toBeCloseTo(0.5, 12);
    expect(series.trend.centreYCmPerEnd).toBeCloseTo(-1, 12);
    expect(series.trend.centreXCmPerEnd).toBeCloseTo(0, 12);
  });

  it('one plotted end has no trend', () => {
    const series = endSeries([[{ x: 1, y: 1 }], []]);
    expect(series.trend).toEqual({ meanRadiusCmPerEnd: null, centreXCmPerEnd: null, centreYCmPerEnd: null });
  });

  it('compares a distance across shoots oldest first, skipping shoots with no plotted arrows', () => {
    // Shoot groups of radius 3, 2 and 1 cm (four arrows on a circle): tighter by 1 cm a shoot.
    const ring = (radiusMm: number) => [
      { x: radiusMm, y: 0 },
      { x: -radiusMm, y: 0 },
      { x: 0, y: radiusMm },
      { x: 0, y: -radiusMm },
    ];
    const comparison = compareAcrossShoots([
      { shootId: 'c', date: '2026-07-01', positions: ring(10) },
      { shootId: 'a', date: '2026-05-01', positions: ring(30) },
      { shootId: 'none', date: '2026-05-15', positions: [] },
      { shootId: 'b', date: '2026-06-01', positions: ring(20) },
    ]);
    expect(comparison.shoots.map((s) => s.shootId)).toEqual(['a', 'b', 'c']);
    expect(comparison.shoots.map((s) => s.summary.grouped.meanRadiusCm)).toEqual([3, 2, 1]);
    expect(comparison.meanRadiusCmPerShoot).toBeCloseTo(-1, 12);
  });

  it('orders shoots by when they were shot, as the history does, not by how the date is written', () => {
    const ring = [
      { x: 10, y: 0 },
      { x: -10, y: 0 },
    ];
    const comparison = compareAcrossShoots([
      // 23:30 two hours west of Greenwich is 01:30 UTC on 2 May: after the 00:30 UTC shoot.
      { shootId: '3', date: '2026-05-01T23:30:00-02:00', positions: ring },
      { shootId: '2', date: '2026-05-02T00:30:00Z', positions: ring },
      // Same time: the older id first, as in the history list.
      { shootId: '10', date: '2026-04-01', positions: ring },
      { shootId: '9', date: '2026-04-01', positions: ring },
    ]);
    expect(comparison.shoots.map((s) => s.shootId)).toEqual(['9', '10', '2', '3']);
  });

  it('least squares through hand-checked points', () => {
    // (1, 2), (2, 3), (3, 7): mean x 2, mean y 4; sxy = (−1)(−2) + 0 + (1)(3) = 5, sxx = 2: slope 2.5.
    expect(
      leastSquaresSlope([
        [1, 2],
        [2, 3],
        [3, 7],
      ]),
    ).toBe(2.5);
    expect(leastSquaresSlope([[1, 2]])).toBeNull();
    expect(
      leastSquaresSlope([
        [1, 2],
        [1, 5],
      ]),
    ).toBeNull();
  });
});
