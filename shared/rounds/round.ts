/**
 * The shape of a round as the whole app sees it. The catalogue (catalogue.ts) builds these from the
 * reference round definitions; scoring, handicaps, the worker and the UI all read this type.
 */

/** One arrow as an archer records it: a ring value, X (an inner 10) or M (a miss). */
export type ArrowValue = number | 'X' | 'M';

/** The highest ring value any face scores (the 11 ring of 11-zone compound faces): arrows are 0 to this, X or M. */
export const TOP_RING_VALUE = 11;

export type DistanceUnit = 'm' | 'yd';

/** Face scoring systems, named as in rounds-reference.json `scoring_systems`. */
export type ScoringSystem =
  | '10_zone'
  | '10_zone_6_ring'
  | '10_zone_5_ring'
  | '10_zone_compound'
  | '10_zone_5_ring_compound'
  | '11_zone'
  | '11_zone_6_ring'
  | '11_zone_5_ring'
  | '5_zone'
  | 'Worcester'
  | 'Worcester_2_ring'
  | 'WA_field'
  | 'IFAA_field'
  | 'IFAA_field_expert'
  | 'AA_national_field'
  | 'Beiter_hit_miss';

/** Target archery (the default), field archery, or a round for visually impaired archers. */
export type Discipline = 'target' | 'field' | 'vi';

/** Field pegs, longest first (docs/field-and-vi-rounds.md section 2). */
export type Peg = 'red' | 'blue' | 'yellow' | 'white';
export type Marking = 'marked' | 'unmarked' | 'mixed';
export type TargetCount = 12 | 24;

/** What a field round is beyond its passes: the peg it is shot from, how it is marked, how many targets. */
export interface FieldLayout {
  peg: Peg;
  marking: Marking;
  targets: TargetCount;
}

/**
 * One distance of a round: how many arrows at what range on which face. A practice round has one pass
 * whose `arrows` is Infinity (no limit): arithmetic over passes then still says "unlimited".
 */
export interface Pass {
  arrows: number;
  distance: number;
  unit: DistanceUnit;
  faceCm: number;
  scoring: ScoringSystem;
}

/**
 * The compound (inner-10) scoring of an indoor round: not a round of its own, but the table a compound
 * archer's score on that round is measured against for handicaps and classifications.
 */
interface CompoundVariant {
  /** rounds-reference.json codename, e.g. "portsmouth_compound". */
  codename: string;
  passes: Pass[];
}

export interface Round {
  /** Display name in the lower-case style of old exports: "york", "wa 1440 (90m)", "worcester (5 spot)". */
  name: string;
  /** rounds-reference.json codename, or null for rounds with no reference definition (practice). */
  codename: string | null;
  /** Other accepted names (legacy export names), lower case. */
  aliases: string[];
  passes: Pass[];
  /** docs/product.md section 3 round-type fields. */
  /** Dozens per distance; consecutive passes at the same distance and face count as one distance. */
  distancesRoundSizes: number[];
  scores: ArrowValue[]; // allowed keypad values, best first, M last
  unit: DistanceUnit;
  endSize: number;
  isOutdoor: boolean;
  isImperial: boolean;
  maxArrows: number | null; // null = unlimited (practice rounds)
  numberOfEnds: number | null; // null = unlimited
  canSaveAnytime: boolean;
  isPracticeRound: boolean;
  maxDistanceMetres: number;
  maxDistanceYards: number;
  otherDistancesYards: number[];
  otherDistancesMetres: number[];
  /** Face diameter in cm per distance (same grouping as distancesRoundSizes). */
  faceSizes: number[];
  /** Scoring facts used everywhere. */
  goldThreshold: number;
  maxScore: number | null; // null for practice rounds
  hasX: boolean;
  discipline: Discipline;
  /** The peg, marking and target count of a field round; null for every other round. */
  field: FieldLayout | null;
  /** AGB classification discipline, or null when the round is not AGB-classifiable. */
  classification: 'outdoor' | 'indoor' | 'frostbite' | null;
  /** Inner-10 scoring used for compound archers (indoor rounds that have one), else null. */
  compoundVariant: CompoundVariant | null;
  /**
   * For triple-spot, 5-spot and 80 cm 6-zone faces: codename of the full-face round whose classification
   * thresholds apply (AGB classifies these on the full face). Null when the round is itself the full face.
   */
  fullFaceCodename: string | null;
}
