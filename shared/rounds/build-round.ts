/**
 * Turns a compact round definition into the full `Round`: keypad values, golds, maximum score, the
 * docs/product.md section 3 round-type fields. Everything derived here comes from the passes and the face rings,
 * so a round cannot list a face size or maximum that disagrees with its own distances.
 */
import type { RoundDefinition } from './definition.js';
import { ringsFor, topPoints } from './faces.js';
import type { ArrowValue, DistanceUnit, Pass, Round, ScoringSystem } from './round.js';

/** Exact by definition of the international yard. */
export const METRES_PER_YARD = 0.9144;

export const DEFAULT_END_SIZE = 6;

/** Faces whose 10 ring is split by an inner X ring that archers record outdoors. */
function recordsX(scoring: ScoringSystem, isOutdoor: boolean): boolean {
  if (!isOutdoor) return false; // docs/product.md section 9: indoor keypads are 10 to 1 plus M
  switch (scoring) {
    case '10_zone':
    case '10_zone_6_ring':
    case '10_zone_5_ring':
    case 'WA_field': // the inner half of the 6 spot is the field X, counted for ties
      return true;
    case '10_zone_compound':
    case '10_zone_5_ring_compound':
    case '11_zone':
    case '11_zone_6_ring':
    case '11_zone_5_ring':
    case '5_zone':
    case 'Worcester':
    case 'Worcester_2_ring':
    case 'IFAA_field':
    case 'IFAA_field_expert':
    case 'AA_national_field':
    case 'Beiter_hit_miss':
      return false;
  }
}

/** Keypad values best first, M last: the face's ring values (plus X where recorded). */
export function keypadFor(scoring: ScoringSystem, isOutdoor: boolean): ArrowValue[] {
  const rings = ringsFor(scoring).map((ring) => ring.points);
  const distinct = [...new Set(rings)];
  return [...(recordsX(scoring, isOutdoor) ? (['X'] as ArrowValue[]) : []), ...distinct, 'M'];
}

/**
 * Gold ring value: the face's top ring, at most 10 (docs/product.md section 9). That is 9 on imperial
 * 5-zone faces, 5 on Worcester and IFAA field faces, 6 on the WA field face, and 10 on the 11-zone
 * compound faces, whose 11 is inside the gold.
 */
function goldThresholdFor(scoring: ScoringSystem): number {
  return Math.min(10, topPoints(scoring));
}

export function toMetres(distance: number, unit: DistanceUnit): number {
  return unit === 'm' ? distance : distance * METRES_PER_YARD;
}

function toYards(distance: number, unit: DistanceUnit): number {
  return unit === 'yd' ? distance : distance / METRES_PER_YARD;
}

interface DistanceGroup {
  distance: number;
  unit: DistanceUnit;
  faceCm: number;
  arrows: number;
}

/** Consecutive passes at the same distance on the same face are one distance for the archer. */
function distanceGroups(roundPasses: readonly Pass[]): DistanceGroup[] {
  const groups: DistanceGroup[] = [];
  for (const p of roundPasses) {
    const last = groups.at(-1);
    if (last && last.distance === p.distance && last.unit === p.unit && last.faceCm === p.faceCm) {
      last.arrows += p.arrows;
    } else {
      groups.push({ distance: p.distance, unit: p.unit, faceCm: p.faceCm, arrows: p.arrows });
    }
  }
  return groups;
}

function maxScoreOf(roundPasses: readonly Pass[]): number {
  return roundPasses.reduce((sum, p) => sum + p.arrows * topPoints(p.scoring), 0);
}

/**
 * The other names a round answers to, lower-cased: its listed aliases, the reference name and the
 * codename. The catalogue indexes definitions by these without building every round.
 */
export function aliasesOf(def: RoundDefinition): string[] {
  const referenceAlias = def.referenceName?.toLowerCase();
  return [
    ...new Set([
      ...(def.aliases ?? []),
      ...(referenceAlias ? [referenceAlias] : []),
      ...(def.codename ? [def.codename] : []),
    ]),
  ]
    .map((a) => a.toLowerCase())
    .filter((a) => a !== def.name);
}

/** Builds the full round; throws on an inconsistent definition (caught by the catalogue tests). */
export function buildRound(def: RoundDefinition): Round {
  const first = def.passes[0];
  const scoring = first?.scoring ?? def.practice?.scoring;
  const unit = first?.unit ?? def.practice?.unit;
  if (scoring === undefined || unit === undefined) throw new Error(`Round ${def.name} has no scoring`);
  const endSize = def.endSize ?? DEFAULT_END_SIZE;
  const isPracticeRound = def.practice !== undefined;
  const totalArrows = def.passes.reduce((sum, p) => sum + p.arrows, 0);
  const maxArrows = isPracticeRound ? (def.practice?.maxArrows ?? null) : totalArrows;
  const groups = distanceGroups(def.passes);
  const longest = groups.reduce<DistanceGroup | undefined>(
    (best, g) =>
      best === undefined || toMetres(g.distance, g.unit) > toMetres(best.distance, best.unit) ? g : best,
    undefined,
  );
  const others = [
    ...new Set(
      groups.filter((g) => g !== longest && g.distance !== longest?.distance).map((g) => g.distance),
    ),
  ];
  const aliases = aliasesOf(def);
  return {
    name: def.name,
    codename: def.codename,
    aliases,
    passes: def.passes,
    distancesRoundSizes: groups.map((g) => g.arrows / 12),
    scores: keypadFor(scoring, def.isOutdoor),
    unit,
    endSize,
    isOutdoor: def.isOutdoor,
    isImperial: unit === 'yd',
    maxArrows,
    numberOfEnds: maxArrows === null ? null : Math.ceil(maxArrows / endSize),
    canSaveAnytime: isPracticeRound,
    isPracticeRound,
    maxDistanceMetres: longest ? toMetres(longest.distance, longest.unit) : 0,
    maxDistanceYards: longest ? toYards(longest.distance, longest.unit) : 0,
    otherDistancesYards: others.map((d) => toYards(d, unit)),
    otherDistancesMetres: others.map((d) => toMetres(d, unit)),
    faceSizes: groups.map((g) => g.faceCm),
    goldThreshold: goldThresholdFor(scoring),
    maxScore:
      maxArrows === null
        ? null
        : isPracticeRound && def.passes.length === 0
          ? maxArrows * topPoints(scoring)
          : maxScoreOf(def.passes),
    hasX: recordsX(scoring, def.isOutdoor),
    discipline: def.discipline ?? 'target',
    field: def.field ?? null,
    classification: isPracticeRound ? null : def.classification,
    compoundVariant: def.compound ? { codename: def.compound.codename, passes: def.compound.passes } : null,
    fullFaceCodename: def.fullFaceCodename ?? null,
  };
}
