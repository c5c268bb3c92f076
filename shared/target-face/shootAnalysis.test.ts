import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { analyseShoot, positionsAtDistance } from './shootAnalysis.js';
import type { FacePosition } from './targetFace.js';

describe('a saved shoot’s plotted arrows, by distance and end', () => {
  // A York begun: 72 arrows at 100 yd and the first end at 80 yd. Only end 1 (100 yd) and end 13
  // (80 yd) were plotted; the rest came from the keypad.
  const scores: ArrowValue[] = Array.from({ length: 78 }, () => 7);
  const positions: Array<FacePosition | null> = scores.map(() => null);
  // End 1: the cross of groupStatistics.test.ts 5 cm high (centre (0, 50) mm) with its flier 10 cm right.
  [
    { x: 0, y: 50 },
    { x: 10, y: 50 },
    { x: -10, y: 50 },
    { x: 0, y: 60 },
    { x: 0, y: 40 },
    { x: 100, y: 50 },
  ].forEach((p, i) => (positions[i] = p));
  // End 13: four arrows 2 cm round the middle.
  [
    { x: 20, y: 0 },
    { x: -20, y: 0 },
    { x: 0, y: 20 },
    { x: 0, y: -20 },
  ].forEach((p, i) => (positions[72 + i] = p));

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
});
