import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRounds, roundByName } from '../rounds/catalogue.js';
import type { ArrowValue, ScoringSystem } from '../rounds/round.js';
import { arrowValueAt, positionOnSpot, TYPICAL_SHAFT_DIAMETER_MM } from './arrowValueAt.js';
import { targetFaceFor, targetFaceForArrow, type TargetFace } from './targetFace.js';

const outdoor = { isOutdoor: true };
const indoor = { isOutdoor: false };

/** Points of a value for ordering: X above 10, M below 1 (the face's own order). */
function rank(face: TargetFace, value: ArrowValue): number {
  const index = face.rings.findIndex((ring) => ring.value === value);
  return index === -1 ? -1 : face.rings.length - index;
}

/**
 * Every ring edge of a face, checked with a shaft: the shaft's edge exactly on the line scores the
 * higher zone, a hundredth of a millimetre further out scores the zone outside it (or M), and a
 * shaft centred in the middle of the zone scores the zone itself. Checked along four directions from the spot centre.
 */
function expectEveryBoundary(face: TargetFace, shaft: number) {
  const directions = [
    { x: 1, y: 0 },
    { x: 0, y: -1 },
    { x: Math.SQRT1_2, y: Math.SQRT1_2 },
    { x: -0.6, y: 0.8 },
  ];
  face.spots.forEach((spot, spotIndex) => {
    face.rings.forEach((ring, index) => {
      const outside = face.rings[index + 1]?.value ?? 'M';
      for (const d of directions) {
        const at = (distance: number) => ({ x: spot.x + d.x * distance, y: spot.y + d.y * distance });
        const edge = ring.outerRadiusMm + shaft / 2;
        const where = `spot ${spotIndex}, ring ${String(ring.value)}, shaft ${shaft}, direction ${d.x},${d.y}`;
        expect(arrowValueAt(face, at(edge), shaft), `${where}: on the line`).toBe(ring.value);
        expect(arrowValueAt(face, at(edge + 0.01), shaft), `${where}: just outside`).toBe(outside);
        const inner = face.rings[index - 1]?.outerRadiusMm ?? 0;
        const middle = (inner + ring.outerRadiusMm) / 2 + shaft / 2;
        expect(arrowValueAt(face, at(middle), shaft), `${where}: inside`).toBe(ring.value);
      }
    });
  });
}

describe('ring geometry with the line-cutter rule', () => {
  it('122 cm outdoor 10-zone: X ring 6.1 cm, 10 ring 12.2 cm, a 5 mm shaft touching a line scores higher', () => {
    const face = targetFaceFor({ faceCm: 122, scoring: '10_zone' }, outdoor);
    // X ring radius 30.5 mm; the shaft (radius 2.5 mm) touches it while its centre is within 33 mm.
    expect(arrowValueAt(face, { x: 0, y: 0 })).toBe('X');
    expect(arrowValueAt(face, { x: 33, y: 0 })).toBe('X');
    expect(arrowValueAt(face, { x: 33.01, y: 0 })).toBe(10);
    // 10 ring radius 61 mm: 63.5 mm touches, 63.51 mm does not.
    expect(arrowValueAt(face, { x: 0, y: 63.5 })).toBe(10);
    expect(arrowValueAt(face, { x: 0, y: 63.51 })).toBe(9);
    // Without a shaft (a thin pin) the line itself is the edge.
    expect(arrowValueAt(face, { x: 61, y: 0 }, 0)).toBe(10);
    expect(arrowValueAt(face, { x: 61.01, y: 0 }, 0)).toBe(9);
    // A 3-4-5 triangle: 366 mm, 488 mm from the centre is 610 mm, the outer edge of the 1 ring.
    expect(arrowValueAt(face, { x: 366, y: 488 }, 0)).toBe(1);
    expect(arrowValueAt(face, { x: -366, y: -488 }, 5)).toBe(1);
    expect(arrowValueAt(face, { x: 612.51, y: 0 }, 5)).toBe('M');
    expectEveryBoundary(face, 0);
    expectEveryBoundary(face, TYPICAL_SHAFT_DIAMETER_MM);
  });

  it('80 cm 10-zone: X ring 4 cm, 10 ring 8 cm', () => {
    const face = targetFaceFor({ faceCm: 80, scoring: '10_zone' }, outdoor);
    expect(face.rings.slice(0, 3)).toEqual([
      { outerRadiusMm: 20, value: 'X' },
      { outerRadiusMm: 40, value: 10 },
      { outerRadiusMm: 80, value: 9 },
    ]);
    expect(arrowValueAt(face, { x: 0, y: -22.5 })).toBe('X');
    expect(arrowValueAt(face, { x: 0, y: -22.6 })).toBe(10);
    expectEveryBoundary(face, 5);
  });

  it('80 cm 6-ring face scores 10 to 5 and X outdoors, M beyond the 5 ring (24 cm radius)', () => {
    const face = targetFaceFor({ faceCm: 80, scoring: '10_zone_6_ring' }, outdoor);
    expect(face.rings.map((ring) => ring.value)).toEqual(['X', 10, 9, 8, 7, 6, 5]);
    expect(arrowValueAt(face, { x: 240 + 2.5, y: 0 })).toBe(5);
    expect(arrowValueAt(face, { x: 240 + 2.6, y: 0 })).toBe('M');
    expectEveryBoundary(face, 5);
  });

  it('60 cm and 40 cm indoor faces have no X: the 10 ring is 6 cm and 4 cm', () => {
    const sixty = targetFaceFor({ faceCm: 60, scoring: '10_zone' }, indoor);
    expect(sixty.rings[0]).toEqual({ outerRadiusMm: 30, value: 10 });
    expect(arrowValueAt(sixty, { x: 0, y: 0 })).toBe(10);
    const forty = targetFaceFor({ faceCm: 40, scoring: '10_zone' }, indoor);
    expect(forty.rings.map((ring) => ring.value)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(arrowValueAt(forty, { x: 20 + 4.65, y: 0 }, 9.3)).toBe(10);
    expect(arrowValueAt(forty, { x: 20 + 4.66, y: 0 }, 9.3)).toBe(9);
    expectEveryBoundary(sixty, 5);
    expectEveryBoundary(forty, 9.3);
  });

  it('40 cm vertical triple spot: 10 to 6 on each spot, the nearest spot scores, between spots is M', () => {
    const face = targetFaceFor({ faceCm: 40, scoring: '10_zone_5_ring' }, indoor);
    expect(face.layout).toBe('vertical-triple');
    expect(face.spots).toEqual([
      { x: 0, y: 220 },
      { x: 0, y: 0 },
      { x: 0, y: -220 },
    ]);
    expect(face.rings.map((ring) => ring.value)).toEqual([10, 9, 8, 7, 6]);
    expect(arrowValueAt(face, { x: 0, y: 220 })).toBe(10);
    expect(arrowValueAt(face, { x: 3, y: -215 })).toBe(10);
    // The 6 ring of a spot ends 100 mm from its centre; half way between spots (110 mm) a 5 mm shaft
    // reaches 107.5 mm: a miss. At 102.5 mm the shaft touches the 6 ring's line.
    expect(arrowValueAt(face, { x: 0, y: 110 })).toBe('M');
    expect(arrowValueAt(face, { x: 0, y: 220 - 102.5 })).toBe(6);
    expect(arrowValueAt(face, { x: 0, y: 220 - 102.6 })).toBe('M');
    // 100 mm from the top spot, 120 mm from the middle one: measured from the top spot.
    expect(positionOnSpot(face, { x: 0, y: 120 })).toEqual({ x: 0, y: -100 });
    expect(positionOnSpot(face, { x: 4, y: -230 })).toEqual({ x: 4, y: -10 });
    expectEveryBoundary(face, 5);
  });

  it('the Vegas face is a triangle of three 40 cm spots; its compound table has the inner 10', () => {
    const vegas = roundByName('vegas');
    const face = targetFaceForArrow(vegas, 0)!;
    expect(face.layout).toBe('triangle-triple');
    expect(face.spots).toHaveLength(3);
    for (const spot of face.spots) expect(arrowValueAt(face, spot)).toBe(10);
    expectEveryBoundary(face, 5);
    const compound = targetFaceFor(vegas.compoundVariant!.passes[0]!, indoor);
    // Inner 10: 2 cm across (radius 10 mm); the old 10 ring scores 9.
    expect(arrowValueAt(compound, { x: 0, y: 12.5 })).toBe(10);
    expect(arrowValueAt(compound, { x: 0, y: 12.6 })).toBe(9);
    expect(arrowValueAt(compound, { x: 0, y: 42.5 })).toBe(9);
    expect(arrowValueAt(compound, { x: 0, y: 42.6 })).toBe(8);
    expectEveryBoundary(compound, 5);
  });

  it('compound inner-10 full face (40 cm): 10 ring 2 cm, then 9 out to 8 cm', () => {
    const face = targetFaceFor({ faceCm: 40, scoring: '10_zone_compound' }, indoor);
    expect(face.rings.slice(0, 2)).toEqual([
      { outerRadiusMm: 10, value: 10 },
      { outerRadiusMm: 40, value: 9 },
    ]);
    expectEveryBoundary(face, 5);
  });

  it('imperial 122 cm 5-zone: 9 7 5 3 1, each ring 12.2 cm wide, no X', () => {
    const face = targetFaceFor({ faceCm: 122, scoring: '5_zone' }, outdoor);
    expect(face.rings).toEqual([
      { outerRadiusMm: 122, value: 9 },
      { outerRadiusMm: 244, value: 7 },
      { outerRadiusMm: 366, value: 5 },
      { outerRadiusMm: 488, value: 3 },
      { outerRadiusMm: 610, value: 1 },
    ]);
    expect(arrowValueAt(face, { x: 0, y: 0 })).toBe(9);
    expect(arrowValueAt(face, { x: -124.5, y: 0 })).toBe(9);
    expect(arrowValueAt(face, { x: -124.6, y: 0 })).toBe(7);
    expectEveryBoundary(face, 0);
    expectEveryBoundary(face, 5);
    expectEveryBoundary(face, 9.3);
  });

  it('Worcester (16 in): white centre 5, then 4 to 1, rings 4.064 cm wide', () => {
    const face = targetFaceFor({ faceCm: 40.64, scoring: 'Worcester' }, indoor);
    expect(face.rings.map((ring) => ring.value)).toEqual([5, 4, 3, 2, 1]);
    expect(face.rings[0]!.outerRadiusMm).toBeCloseTo(40.64, 10);
    expect(arrowValueAt(face, { x: 40.64 + 2.5, y: 0 })).toBe(5);
    expect(arrowValueAt(face, { x: 40.64 + 2.51, y: 0 })).toBe(4);
    expect(arrowValueAt(face, { x: 203.2 + 2.5, y: 0 })).toBe(1);
    expect(arrowValueAt(face, { x: 203.2 + 2.51, y: 0 })).toBe('M');
    expectEveryBoundary(face, 5);
  });

  it('Worcester five-spot: five spots of 5 and 4, nearest spot scores', () => {
    const round = roundByName('worcester (5 spot)');
    const face = targetFaceForArrow(round, 59)!;
    expect(face.layout).toBe('five-spot');
    expect(face.spots).toHaveLength(5);
    expect(face.rings.map((ring) => ring.value)).toEqual([5, 4]);
    for (const spot of face.spots) expect(arrowValueAt(face, spot)).toBe(5);
    expect(arrowValueAt(face, { x: 0, y: 81.28 + 2.5 })).toBe(4);
    expect(arrowValueAt(face, { x: 0, y: 81.28 + 2.6 })).toBe('M');
    expectEveryBoundary(face, 5);
  });
});

describe('faces of the round catalogue', () => {
  /** Every value the face can give: sampled along a radius of each spot, out past the last ring. */
  function valuesOnFace(face: TargetFace): Set<ArrowValue> {
    const seen = new Set<ArrowValue>();
    const outer = face.rings.at(-1)!.outerRadiusMm;
    for (const spot of face.spots) {
      for (let r = 0; r <= outer + 5; r += 0.25)
        seen.add(arrowValueAt(face, { x: spot.x + r, y: spot.y }, 0));
    }
    return seen;
  }

  it('every round: the face of every arrow gives exactly the keypad values, and the face size is the round’s', () => {
    const scoringsSeen = new Set<ScoringSystem>();
    for (const round of allRounds()) {
      let arrowIndex = 0;
      for (const pass of round.passes) {
        const face = targetFaceForArrow(round, arrowIndex);
        expect(face, round.name).not.toBeNull();
        expect(face!.diameterMm, round.name).toBeCloseTo(pass.faceCm * 10, 9);
        expect(face!.scoring, round.name).toBe(pass.scoring);
        expect([...valuesOnFace(face!)].sort(), round.name).toEqual([...round.scores].sort());
        scoringsSeen.add(pass.scoring);
        arrowIndex += pass.arrows;
      }
    }
    // The catalogue's faces: 10-zone, 6-ring, triple spot, imperial 5-zone, Worcester, Worcester 5-spot,
    // and the WA field face (6 to 1, its X the inner half of the spot).
    expect([...scoringsSeen].sort()).toEqual(
      [
        '10_zone',
        '10_zone_5_ring',
        '10_zone_6_ring',
        '5_zone',
        'WA_field',
        'Worcester',
        'Worcester_2_ring',
      ].sort(),
    );
  });

  it('a compound archer scores indoor faces by the inner 10 (2 cm on 40 cm); outdoors nothing changes', () => {
    const wa18 = roundByName('wa 18m');
    // 20 mm out, a 5 mm shaft reaches 17.5 mm: inside the full 10 (20 mm), outside the inner 10 (10 mm).
    expect(arrowValueAt(targetFaceForArrow(wa18, 0)!, { x: 20, y: 0 })).toBe(10);
    expect(arrowValueAt(targetFaceForArrow(wa18, 0, true)!, { x: 20, y: 0 })).toBe(9);
    expect(arrowValueAt(targetFaceForArrow(wa18, 0, true)!, { x: 12.5, y: 0 })).toBe(10);
    const triple = targetFaceForArrow(roundByName('wa 18m (triple spot)'), 59, true)!;
    expect(triple.layout).toBe('vertical-triple');
    expect(arrowValueAt(triple, { x: 20, y: 220 })).toBe(9);
    // WA 70m has no compound table: the same face for every bow.
    const wa70 = roundByName('wa 70m');
    expect(targetFaceForArrow(wa70, 0, true)).toEqual(targetFaceForArrow(wa70, 0));
  });

  it('picks the face by arrow: a York is 122 cm throughout; a WA 1440 (90m) changes to 80 cm at arrow 73', () => {
    const wa = roundByName('wa 1440 (90m)');
    expect(targetFaceForArrow(wa, 0)!.diameterMm).toBe(1220);
    expect(targetFaceForArrow(wa, 71)!.diameterMm).toBe(1220);
    expect(targetFaceForArrow(wa, 72)!.diameterMm).toBe(800);
    expect(targetFaceForArrow(wa, 108)!.diameterMm).toBe(800);
    expect(targetFaceForArrow(wa, 143)!.diameterMm).toBe(800);
    expect(targetFaceForArrow(roundByName('york'), 143)!.scoring).toBe('5_zone');
    expect(targetFaceForArrow(roundByName('practice 30m'), 500)!.rings[0]!.value).toBe('X');
    expect(targetFaceForArrow(roundByName('360 qualification round'), 0)).toBeNull();
  });
});

describe('scoring invariants', () => {
  const faces = [
    targetFaceFor({ faceCm: 122, scoring: '10_zone' }, outdoor),
    targetFaceFor({ faceCm: 80, scoring: '10_zone_6_ring' }, outdoor),
    targetFaceFor({ faceCm: 40, scoring: '10_zone_5_ring' }, indoor),
    targetFaceFor({ faceCm: 122, scoring: '5_zone' }, outdoor),
    targetFaceFor({ faceCm: 40.64, scoring: 'Worcester' }, indoor),
    targetFaceFor({ faceCm: 40.64, scoring: 'Worcester_2_ring' }, indoor),
  ];
  const faceArb = fc.constantFrom(...faces);
  const angle = fc.double({ min: 0, max: 2 * Math.PI, noNaN: true });

  it('moving an arrow outward from its spot centre never increases its score', () => {
    fc.assert(
      fc.property(
        faceArb,
        angle,
        fc.double({ min: 0, max: 700, noNaN: true }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (face, theta, r, further, shaft) => {
          const spot = face.spots[0]!;
          const at = (d: number) => ({ x: spot.x + d * Math.cos(theta), y: spot.y + d * Math.sin(theta) });
          // Stay within this spot's half of the gap to its neighbours so "outward" keeps the same spot.
          const limit = face.spots.length > 1 ? face.rings.at(-1)!.outerRadiusMm + 10 : Infinity;
          const inner = Math.min(r, limit);
          const outer = Math.min(r + further, limit);
          expect(rank(face, arrowValueAt(face, at(outer), shaft))).toBeLessThanOrEqual(
            rank(face, arrowValueAt(face, at(inner), shaft)),
          );
        },
      ),
    );
  });

  it('a fatter shaft never scores less at the same place', () => {
    fc.assert(
      fc.property(
        faceArb,
        fc.double({ min: -700, max: 700, noNaN: true }),
        fc.double({ min: -700, max: 700, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (face, x, y, shaft, extra) => {
          const thin = arrowValueAt(face, { x, y }, shaft);
          const fat = arrowValueAt(face, { x, y }, shaft + extra);
          expect(rank(face, fat)).toBeGreaterThanOrEqual(rank(face, thin));
        },
      ),
    );
  });

  it('every value is one the face offers or M, and a spot centre scores the top value', () => {
    fc.assert(
      fc.property(
        faceArb,
        fc.double({ min: -900, max: 900, noNaN: true }),
        fc.double({ min: -900, max: 900, noNaN: true }),
        (face, x, y) => {
          const value = arrowValueAt(face, { x, y });
          expect(value === 'M' || face.rings.some((ring) => ring.value === value)).toBe(true);
          for (const spot of face.spots) expect(arrowValueAt(face, spot)).toBe(face.rings[0]!.value);
        },
      ),
    );
  });
});
