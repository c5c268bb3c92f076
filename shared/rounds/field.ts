/**
 * WA field rounds (docs/field-and-vi-rounds.md section 2): a course of targets shot with three arrows
 * each from a coloured peg, on the 6-to-1 field face. A unit is 12 targets, three on each face size; a
 * 24-target round is two units (marked or unmarked) or one of each (mixed).
 *
 * The passes are what the handicap maths needs, not the course: all targets of one face at one
 * distance are one pass. Unmarked targets have no known distance, so they are modelled at one distance
 * per face (the middle of the permitted range), as the published tables are. Facts from
 * field-rounds-reference.json.
 */
import { passes, type RoundDefinition } from './definition.js';
import type { FieldLayout, Marking, Pass, Peg, TargetCount } from './round.js';

/** Longest peg first. */
export const PEGS: readonly Peg[] = ['red', 'blue', 'yellow', 'white'];

export const ARROWS_PER_TARGET = 3;

/** The face sizes of a unit, smallest first; each is shot on three targets of the unit. */
const FACES_CM = [20, 40, 60, 80] as const;

/** Marked distances (metres) of the three targets of each face of one unit, by peg. */
const MARKED_UNIT: Record<Peg, ReadonlyArray<readonly [number, number, number]>> = {
  red: [
    [10, 15, 20],
    [20, 25, 30],
    [35, 40, 45],
    [50, 55, 60],
  ],
  blue: [
    [5, 10, 15],
    [15, 20, 25],
    [30, 35, 40],
    [40, 45, 50],
  ],
  yellow: [
    [5, 10, 15],
    [10, 15, 20],
    [20, 25, 30],
    [30, 35, 40],
  ],
  white: [
    [5, 7, 10],
    [10, 12, 15],
    [15, 20, 25],
    [20, 25, 30],
  ],
};

/** The single distance per face at which unmarked targets are modelled, by peg. */
const UNMARKED_MODEL: Record<Peg, readonly [number, number, number, number]> = {
  red: [12.5, 20, 27.5, 45],
  blue: [7.5, 15, 22.5, 37.5],
  yellow: [7.5, 12.5, 20, 27.5],
  white: [7.5, 10, 15, 20],
};

/**
 * The published 24-target unmarked tables model two faces differently from the 12-target and mixed
 * rounds of the same peg (docs/field-and-vi-rounds.md section 2). We keep the published numbers so
 * the handicaps match the official tables; classification does not depend on them.
 */
const UNMARKED_24_OVERRIDES: Partial<Record<Peg, { faceIndex: number; distance: number }>> = {
  red: { faceIndex: 1, distance: 25 },
  blue: { faceIndex: 3, distance: 40 },
};

/** The longest marked distance of each peg: what decides which classes a category may earn there. */
export const PEG_LONGEST_METRES: Record<Peg, number> = { red: 60, blue: 50, yellow: 40, white: 30 };

function markedUnit(peg: Peg, units: number): Pass[] {
  return FACES_CM.flatMap((faceCm, i) =>
    passes(
      'm',
      faceCm,
      'WA_field',
      (MARKED_UNIT[peg][i] ?? []).map((distance) => [units * ARROWS_PER_TARGET, distance] as const),
    ),
  );
}

function unmarkedTargets(
  peg: Peg,
  targetsPerFace: number,
  override?: { faceIndex: number; distance: number },
): Pass[] {
  return FACES_CM.flatMap((faceCm, i) =>
    passes('m', faceCm, 'WA_field', [
      [
        targetsPerFace * ARROWS_PER_TARGET,
        override?.faceIndex === i ? override.distance : (UNMARKED_MODEL[peg][i] ?? 0),
      ],
    ]),
  );
}

function fieldPasses(peg: Peg, marking: Marking, targets: TargetCount): Pass[] {
  const units = targets / 12;
  switch (marking) {
    case 'marked':
      return markedUnit(peg, units);
    case 'unmarked':
      return unmarkedTargets(peg, 3 * units, targets === 24 ? UNMARKED_24_OVERRIDES[peg] : undefined);
    case 'mixed':
      return [...markedUnit(peg, 1), ...unmarkedTargets(peg, 3)];
  }
}

export function fieldCodename({ peg, marking, targets }: FieldLayout): string {
  return `wa_field_${targets}_${peg}_${marking}`;
}

/** Every WA field round: four pegs, 24 targets marked, unmarked or mixed, 12 targets marked or unmarked. */
export const FIELD_LAYOUTS: readonly FieldLayout[] = PEGS.flatMap((peg) =>
  (
    [
      [24, 'marked'],
      [12, 'marked'],
      [24, 'unmarked'],
      [12, 'unmarked'],
      [24, 'mixed'],
    ] as const
  ).map(([targets, marking]) => ({ peg, marking, targets })),
);

export const FIELD_ROUNDS: RoundDefinition[] = FIELD_LAYOUTS.map((layout) => {
  const { peg, marking, targets } = layout;
  return {
    name: `wa field ${targets} ${peg} ${marking}`,
    codename: fieldCodename(layout),
    referenceName: `WA Field ${targets} ${peg[0]?.toUpperCase()}${peg.slice(1)} ${marking[0]?.toUpperCase()}${marking.slice(1)}`,
    passes: fieldPasses(peg, marking, targets),
    isOutdoor: true,
    classification: null,
    discipline: 'field',
    field: layout,
    // docs/rounds-and-ends.md: a field target is shot with three arrows, so an end is one target.
    endSize: ARROWS_PER_TARGET,
  };
});
