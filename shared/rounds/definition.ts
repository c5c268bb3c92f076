/**
 * Compact round definitions (what the family files write) and the helpers that keep them one line per
 * round. build-round.ts turns a definition into the full `Round` the app uses.
 */
import type { Discipline, DistanceUnit, FieldLayout, Pass, ScoringSystem } from './round.js';

type ClassificationDiscipline = 'outdoor' | 'indoor' | 'frostbite' | null;

export interface RoundDefinition {
  name: string;
  codename: string | null;
  /** Extra accepted names besides the codename and the reference name (legacy export names...). */
  aliases?: string[];
  /** The reference name as printed in rounds-reference.json, accepted as an alias in lower case. */
  referenceName?: string;
  passes: Pass[];
  isOutdoor: boolean;
  classification: ClassificationDiscipline;
  /** 'target' when absent. */
  discipline?: Discipline;
  field?: FieldLayout;
  endSize?: number;
  compound?: { codename: string; passes: Pass[] };
  fullFaceCodename?: string;
  /**
   * Practice-style rounds: no classification, may be saved at any time. `scoring` and `unit` describe
   * the keypad of a practice-style round that has no passes (its distance is unknown).
   */
  practice?: { maxArrows: number | null; scoring?: ScoringSystem; unit?: DistanceUnit };
}

/** One pass: `[arrows, distance]` pairs expand with a shared unit, face and scoring. */
export function passes(
  unit: DistanceUnit,
  faceCm: number,
  scoring: ScoringSystem,
  arrowsAtDistances: ReadonlyArray<readonly [number, number]>,
): Pass[] {
  return arrowsAtDistances.map(([arrows, distance]) => ({ arrows, distance, unit, faceCm, scoring }));
}

/** One pass with its own face (rounds mixing 122 cm and 80 cm faces). */
export function pass(
  arrows: number,
  distance: number,
  unit: DistanceUnit,
  faceCm: number,
  scoring: ScoringSystem,
): Pass {
  return { arrows, distance, unit, faceCm, scoring };
}

/** The same passes scored on a different face type (spot and compound variants). */
export function rescored(source: readonly Pass[], scoring: ScoringSystem): Pass[] {
  return source.map((p) => ({ ...p, scoring }));
}

/** An AGB- or WA-classifiable outdoor round. */
export function outdoorRound(
  name: string,
  codename: string,
  referenceName: string,
  roundPasses: Pass[],
  aliases: string[] = [],
): RoundDefinition {
  return {
    name,
    codename,
    referenceName,
    aliases,
    passes: roundPasses,
    isOutdoor: true,
    classification: 'outdoor',
  };
}

/** The 1440 pattern (WA 1440 and Metric I-V): 3 dozen at each of four distances, 122 cm long, 80 cm short. */
export function fourDistance1440(longest: number, second: number, third: number, shortest: number): Pass[] {
  return [
    pass(36, longest, 'm', 122, '10_zone'),
    pass(36, second, 'm', 122, '10_zone'),
    pass(36, third, 'm', 80, '10_zone'),
    pass(36, shortest, 'm', 80, '10_zone'),
  ];
}
