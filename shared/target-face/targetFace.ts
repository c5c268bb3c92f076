/**
 * Target faces in millimetres, for plotting arrows (issue #18). The rings come from the one ring table in
 * shared/rounds/faces.ts (so a face can never score a value the keypad lacks); this file adds what a
 * drawn face needs beyond it: the X ring, the spot layout of multi-spot faces, and real sizes.
 *
 * Positions are millimetres on the face: origin at the centre of the face sheet (the centre of the
 * middle spot on a multi-spot face), x to the archer's right, y up. Up is positive so that "the group
 * is high" is a positive number, as an archer would say it.
 */
import { keypadFor } from '../rounds/build-round.js';
import { ringsFor } from '../rounds/faces.js';
import type { ArrowValue, Pass, Round, ScoringSystem } from '../rounds/round.js';

export interface FacePosition {
  readonly x: number;
  readonly y: number;
}

/** One scoring zone around a spot's centre: scores `value` up to and including its outer edge. */
export interface ScoringRing {
  readonly outerRadiusMm: number;
  readonly value: ArrowValue;
}

/** How the spots of a face sit on the sheet. */
export type SpotLayout = 'single' | 'vertical-triple' | 'triangle-triple' | 'five-spot';

export interface TargetFace {
  readonly scoring: ScoringSystem;
  /** Nominal face diameter (the full 10-zone face the rings are fractions of), mm. */
  readonly diameterMm: number;
  readonly layout: SpotLayout;
  /** Centre of each spot, mm from the face centre. One entry on a single face. */
  readonly spots: readonly FacePosition[];
  /** Scoring zones around every spot, innermost first (the X ring first where the keypad records X). */
  readonly rings: readonly ScoringRing[];
}

/**
 * X ring: WA rules make it half the 10 ring's diameter on every 10-zone face (6.1 cm on 122 cm, 4 cm on
 * 80 cm, 3 cm on 60 cm, 2 cm on 40 cm), i.e. 0.05 of the face diameter; the compound inner 10 is the same
 * circle.
 */
const X_RING_DIAMETER_FRACTION = 0.05;

/**
 * Spot layouts as fractions of the nominal face diameter. Each spot's scoring is exact (its rings are the
 * face's own); the spacing is the usual printed layout (40 cm triple spots about 22 cm apart, centre to
 * centre; Worcester five-spot as the five of a die) and only decides where spots are drawn and which spot
 * is nearest to a tap between spots, which cannot change a score (a tap outside every spot is a miss).
 */
// Written as ratios so whole-centimetre faces get whole-millimetre spot centres.
const tripleSpacingMm = (diameterMm: number) => (diameterMm * 11) / 20;
const fiveSpotCornerMm = (diameterMm: number) => (diameterMm * 3) / 10;

function spotsFor(layout: SpotLayout, diameterMm: number): FacePosition[] {
  switch (layout) {
    case 'single':
      return [{ x: 0, y: 0 }];
    case 'vertical-triple': {
      const step = tripleSpacingMm(diameterMm);
      return [
        { x: 0, y: step },
        { x: 0, y: 0 },
        { x: 0, y: -step },
      ];
    }
    case 'triangle-triple': {
      // An equilateral triangle, one spot at the top, centred on the sheet.
      const side = tripleSpacingMm(diameterMm);
      const height = (side * Math.sqrt(3)) / 2;
      return [
        { x: 0, y: (2 * height) / 3 },
        { x: -side / 2, y: -height / 3 },
        { x: side / 2, y: -height / 3 },
      ];
    }
    case 'five-spot': {
      const corner = fiveSpotCornerMm(diameterMm);
      return [
        { x: -corner, y: corner },
        { x: corner, y: corner },
        { x: 0, y: 0 },
        { x: -corner, y: -corner },
        { x: corner, y: -corner },
      ];
    }
  }
}

/** The spot layout a scoring system is printed in (`triangle` picks the Vegas-style triangle for triples). */
function layoutFor(scoring: ScoringSystem, triangle = false): SpotLayout {
  switch (scoring) {
    case '10_zone_5_ring':
    case '10_zone_5_ring_compound':
    case '11_zone_5_ring':
      return triangle ? 'triangle-triple' : 'vertical-triple';
    case 'Worcester_2_ring':
      return 'five-spot';
    case '10_zone':
    case '10_zone_6_ring':
    case '10_zone_compound':
    case '11_zone':
    case '11_zone_6_ring':
    case '5_zone':
    case 'Worcester':
    case 'WA_field':
    case 'IFAA_field':
    case 'IFAA_field_expert':
    case 'AA_national_field':
    case 'Beiter_hit_miss':
      return 'single';
  }
}

export interface FaceOptions {
  /** Outdoor rounds record X on 10-zone faces (docs/product.md section 9); indoor keypads do not. */
  isOutdoor: boolean;
  /** Draw a triple-spot face as a triangle (Vegas) rather than a vertical line. */
  triangle?: boolean;
}

/** The face one pass is shot on, in millimetres. */
export function targetFaceFor(pass: Pick<Pass, 'faceCm' | 'scoring'>, options: FaceOptions): TargetFace {
  const diameterMm = pass.faceCm * 10;
  const keypad = keypadFor(pass.scoring, options.isOutdoor);
  const rings: ScoringRing[] = ringsFor(pass.scoring).map((ring) => ({
    outerRadiusMm: (ring.fraction * diameterMm) / 2,
    value: ring.points,
  }));
  if (keypad.includes('X')) {
    rings.unshift({ outerRadiusMm: (X_RING_DIAMETER_FRACTION * diameterMm) / 2, value: 'X' });
  }
  const layout = layoutFor(pass.scoring, options.triangle ?? false);
  return { scoring: pass.scoring, diameterMm, layout, spots: spotsFor(layout, diameterMm), rings };
}

/** Rounds whose triple-spot face is the triangle (the Vegas face); other triples are vertical. */
const TRIANGLE_ROUNDS = new Set(['vegas']);

/**
 * The face for the arrow at `arrowIndex` (0-based) of a round, or null when the round records no face
 * (a practice-style round without a distance): the keypad is then the only way to score it. A compound
 * archer (`innerTen`) on a round the catalogue gives a compound scoring scores by its inner 10 (indoor
 * 10-zone and triple-spot faces): same keypad values, smaller 10.
 */
export function targetFaceForArrow(
  round: Pick<Round, 'passes' | 'isOutdoor' | 'codename' | 'compoundVariant'>,
  arrowIndex: number,
  innerTen = false,
): TargetFace | null {
  const passes = innerTen && round.compoundVariant ? round.compoundVariant.passes : round.passes;
  let first = 0;
  for (const pass of passes) {
    if (arrowIndex < first + pass.arrows) return faceOfRoundPass(round, pass);
    first += pass.arrows;
  }
  const last = passes.at(-1);
  return last ? faceOfRoundPass(round, last) : null;
}

function faceOfRoundPass(round: Pick<Round, 'isOutdoor' | 'codename'>, pass: Pass): TargetFace {
  return targetFaceFor(pass, {
    isOutdoor: round.isOutdoor,
    triangle: round.codename !== null && TRIANGLE_ROUNDS.has(round.codename),
  });
}
