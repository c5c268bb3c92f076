/**
 * Target faces as rings: each scoring system is a list of rings, innermost first, each with its outer
 * diameter as a fraction of the nominal face diameter and the points it scores. The keypad values, the
 * maximum score and the handicap maths all derive from this one table, so they cannot disagree.
 * Numbers from rounds-reference.json `scoring_systems` (AGB / WA face specifications).
 */
import type { ScoringSystem } from './round.js';

export interface Ring {
  /** Outer diameter of the ring as a fraction of the face's nominal diameter. */
  fraction: number;
  points: number;
}

const TEN_ZONE_FRACTIONS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0];

/** Rings of a 10-zone face (10 down to 1), optionally only the first `count` rings (spot faces). */
function tenZone(count: number): Ring[] {
  return TEN_ZONE_FRACTIONS.slice(0, count).map((fraction, i) => ({ fraction, points: 10 - i }));
}

/** Compound inner-10 faces: the 10 ring shrinks to 0.05 D and the old 10 ring scores 9. */
function compoundTenZone(count: number): Ring[] {
  return [{ fraction: 0.05, points: 10 }, ...tenZone(count).slice(1)];
}

/** Lancaster-style faces: an 11 ring of 0.05 D inside a normal 10-zone face. */
function elevenZone(count: number): Ring[] {
  return [{ fraction: 0.05, points: 11 }, ...tenZone(count)];
}

const FIVE_RING_FRACTIONS = [0.2, 0.4, 0.6, 0.8, 1.0];

function worcesterRings(count: number): Ring[] {
  return FIVE_RING_FRACTIONS.slice(0, count).map((fraction, i) => ({ fraction, points: 5 - i }));
}

/** The rings of every scoring system, innermost first. */
export function ringsFor(scoring: ScoringSystem): readonly Ring[] {
  return RINGS[scoring];
}

const RINGS: Record<ScoringSystem, readonly Ring[]> = {
  '10_zone': tenZone(10),
  '10_zone_6_ring': tenZone(6),
  '10_zone_5_ring': tenZone(5),
  '10_zone_compound': compoundTenZone(10),
  '10_zone_5_ring_compound': compoundTenZone(5),
  '11_zone': elevenZone(10),
  '11_zone_6_ring': elevenZone(6),
  '11_zone_5_ring': elevenZone(5),
  '5_zone': FIVE_RING_FRACTIONS.map((fraction, i) => ({ fraction, points: 9 - 2 * i })),
  Worcester: worcesterRings(5),
  Worcester_2_ring: worcesterRings(2),
  WA_field: [{ fraction: 0.1, points: 6 }, ...worcesterRings(5)],
  IFAA_field: [
    { fraction: 0.2, points: 5 },
    { fraction: 0.6, points: 4 },
    { fraction: 1.0, points: 3 },
  ],
  IFAA_field_expert: worcesterRings(5),
  AA_national_field: worcesterRings(5),
  Beiter_hit_miss: [{ fraction: 1.0, points: 1 }],
};

/** Highest points one arrow can score on this face. */
export function topPoints(scoring: ScoringSystem): number {
  return RINGS[scoring][0]?.points ?? 0;
}
