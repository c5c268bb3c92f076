import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { CROSS_5CM_HIGH, ROUND_THE_MIDDLE, yorkBegun } from './plotted-york.fixture.js';
import { analyseShoot, positionsAtDistance } from './shootAnalysis.js';

describe('a saved shoot’s plotted arrows, by distance and end', () => {
  // End 1 (100 yd): the cross with its flier 10 cm right. End 13 (80 yd): four arrows 2 cm round the middle.
  const { scores, positions } = yorkBegun({
    end1: [...CROSS_5CM_HIGH, { x: 100, y: 50 }],
    end13: ROUND_THE_MIDDLE,
  });

  it('groups each distance, marks the flier by its place in the shoot, and runs the ends', () => {
    const analysis = analyseShoot({ scores, positions }, roundByName('york'));
    expect(analysis.distances.map((d) => d.distance?.distance)).toEqual([100, 80]);
    const [hundred, eighty] = analysis.distances;
    expect(hundred!.face!.diameterMm).toBe(1220);
    expect(hundred!.arrows.map((a) => a.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(hundred!.fliers).toEqual([5]);
    // Without the flier the group centre is the cross's: (0, 5) cm, mean radius 0.8 cm.
    expect(hundred!.group!.grouped.centre.x).toBeCloseTo(0, 12);
    expect(hundred!.group!.grouped.centre.y).toBeCloseTo(5, 12);
    expect(hundred!.group!.grouped.meanRadiusCm).toBeCloseTo(0.8, 12);
    expect(hundred!.ends.ends).toHaveLength(12);
    expect(hundred!.ends.ends[0]!.group!.count).toBe(6);
    expect(hundred!.ends.ends[1]!.group).toBeNull();
    // Ends are named as on the scorecard: the 80 yd ends run on from 13.
    expect(hundred!.ends.ends[0]!.end).toBe(1);
    expect(eighty!.ends.ends[0]!.end).toBe(13);
    expect(eighty!.arrows.map((a) => [a.index, a.endNumber])).toEqual([
      [72, 13],
      [73, 13],
      [74, 13],
      [75, 13],
    ]);
    expect(eighty!.group!.all.meanRadiusCm).toBeCloseTo(2, 12);
    expect(eighty!.fliers).toEqual([]);
    expect(analysis.whole!.all.count).toBe(10);
  });

  it('a keypad-only shoot has distances but nothing plotted', () => {
    const analysis = analyseShoot({ scores: [9, 7, 5] }, roundByName('york'));
    expect(analysis.distances).toHaveLength(1);
    expect(analysis.distances[0]!.arrows).toEqual([]);
    expect(analysis.distances[0]!.group).toBeNull();
    expect(analysis.whole).toBeNull();
  });

  it('on a triple spot every arrow is measured from its own spot', () => {
    // 40 cm vertical triple: spots at y = 220, 0, −220 mm. One arrow 5 mm high on each is one tight group.
    const round = roundByName('wa 18m (triple spot)');
    const item = {
      scores: [10, 10, 10] as ArrowValue[],
      positions: [
        { x: 0, y: 225 },
        { x: 0, y: 5 },
        { x: 0, y: -215 },
      ],
    };
    const onSpots = positionsAtDistance(item, round, { distance: 18, unit: 'm' });
    expect(onSpots).toEqual([
      { x: 0, y: 5 },
      { x: 0, y: 5 },
      { x: 0, y: 5 },
    ]);
    expect(positionsAtDistance(item, round, { distance: 25, unit: 'm' })).toEqual([]);
    expect(analyseShoot(item, round).distances[0]!.group!.all.meanRadiusCm).toBe(0);
  });

  it('the positions at a distance are the ones the analysis lays out there, on every distance of a York', () => {
    const round = roundByName('york');
    const scores = Array<ArrowValue>(144).fill(7);
    // Every third arrow keypad-only; the rest spread over the face.
    const positions = scores.map((_, i) =>
      i % 3 === 0 ? null : { x: (i % 11) * 9 - 45, y: (i % 7) * 13 - 39 },
    );
    const analysis = analyseShoot({ scores, positions }, round);
    for (const at of [
      { distance: 100, unit: 'yd' as const },
      { distance: 80, unit: 'yd' as const },
      { distance: 60, unit: 'yd' as const },
    ]) {
      const laidOut = analysis.distances
        .filter((d) => d.distance?.distance === at.distance && d.distance.unit === at.unit)
        .flatMap((d) => d.arrows.map((arrow) => arrow.onSpot));
      expect(laidOut.length).toBeGreaterThan(0);
      expect(positionsAtDistance({ scores, positions }, round, at)).toEqual(laidOut);
    }
  });
});
