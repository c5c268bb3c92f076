/**
 * Rounds for visually impaired archers (docs/field-and-vi-rounds.md section 3): the AGB Burntwood
 * rounds (an imperial round's dozens, all shot at 30 m, the face size standing in for the distance,
 * scored 9-7-5-3-1) and the WA VI rounds (10-zone). They have handicap tables but no AGB
 * classification. Facts from field-rounds-reference.json.
 */
import { pass, type RoundDefinition } from './definition.js';
import type { Pass } from './round.js';

const VI_DISTANCE_M = 30;

/** What the app says where a VI shoot's class would be: it has none, rather than U/C. */
export const NO_VI_CLASSIFICATION = 'No classification for VI rounds';

/** Passes of `[arrows, faceCm]` at the VI distance, imperial 5-zone scoring. */
function burntwoodPasses(arrowsOnFaces: ReadonlyArray<readonly [number, number]>): Pass[] {
  return arrowsOnFaces.map(([arrows, faceCm]) => pass(arrows, VI_DISTANCE_M, 'm', faceCm, '5_zone'));
}

function burntwood(
  sighted: string,
  codename: string,
  arrowsOnFaces: ReadonlyArray<readonly [number, number]>,
  aliases: string[] = [],
): RoundDefinition {
  return {
    name: `burntwood ${sighted}`,
    codename,
    referenceName: `Burntwood ${sighted
      .split(' ')
      .map((w) => `${w[0]?.toUpperCase()}${w.slice(1)}`)
      .join(' ')}`,
    aliases,
    passes: burntwoodPasses(arrowsOnFaces),
    isOutdoor: true,
    classification: null,
    discipline: 'vi',
  };
}

function waVi(
  name: string,
  codename: string,
  referenceName: string,
  distance: number,
  arrowsOnFaces: ReadonlyArray<readonly [number, number]>,
  isOutdoor: boolean,
): RoundDefinition {
  return {
    name,
    codename,
    referenceName,
    passes: arrowsOnFaces.map(([arrows, faceCm]) => pass(arrows, distance, 'm', faceCm, '10_zone')),
    isOutdoor,
    classification: null,
    discipline: 'vi',
    // Indoors every round is shot in ends of three (docs/rounds-and-ends.md).
    ...(isOutdoor ? {} : { endSize: 3 }),
  };
}

const YORK_DOZENS = [72, 48, 24] as const;
const ST_GEORGE_DOZENS = [36, 36, 36] as const;
const SMALL_FACES = [40, 60, 80] as const;
const LARGE_FACES = [60, 80, 122] as const;

const zip = (arrows: readonly number[], faces: readonly number[]): Array<readonly [number, number]> =>
  arrows.map((a, i) => [a, faces[i] ?? 0] as const);

export const VI_ROUNDS: RoundDefinition[] = [
  burntwood('york', 'burntwood_york', zip(YORK_DOZENS, SMALL_FACES)),
  burntwood('hereford', 'burntwood_hereford', zip(YORK_DOZENS, LARGE_FACES)),
  burntwood('bristol', 'burntwood_bristol', zip(YORK_DOZENS, LARGE_FACES)),
  burntwood('st. george', 'burntwood_st_george', zip(ST_GEORGE_DOZENS, SMALL_FACES), ['burntwood st george']),
  burntwood('albion', 'burntwood_albion', zip(ST_GEORGE_DOZENS, LARGE_FACES)),
  burntwood('windsor', 'burntwood_windsor', zip(ST_GEORGE_DOZENS, LARGE_FACES)),
  burntwood('western', 'burntwood_western', zip([48, 48], [60, 80])),
  burntwood('national', 'burntwood_national', zip([48, 24], [60, 80])),
  burntwood('warwick', 'burntwood_warwick', zip([24, 24], [60, 80])),
  burntwood('american', 'burntwood_american', zip([30, 30, 30], LARGE_FACES)),
  burntwood('st. nicholas', 'burntwood_st_nicholas', zip([48, 36], [80, 122]), ['burntwood st nicholas']),
  waVi(
    'wa 1440 (vi)',
    '1440_vi',
    'WA 1440 (VI)',
    VI_DISTANCE_M,
    zip([36, 36, 36, 36], [60, 80, 80, 122]),
    true,
  ),
  waVi('wa 30m (vi)', '30_vi', 'WA 30m (VI)', VI_DISTANCE_M, zip([36, 36], [80, 80]), true),
  waVi('wa 18m (vi)', '18_vi', 'WA 18m (VI)', 18, zip([30, 30], [60, 60]), false),
];
