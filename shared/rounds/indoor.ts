/**
 * AGB and WA indoor rounds. Each full-face round carries its compound inner-10 scoring (used for
 * compound archers' handicaps and classifications); spot-face entries point back at their full face.
 * Facts from rounds-reference.json (AGB_indoor, WA_indoor).
 */
import { passes, rescored, type RoundDefinition } from './definition.js';
import type { DistanceUnit, Pass } from './round.js';

function indoor(
  name: string,
  codename: string,
  referenceName: string,
  roundPasses: Pass[],
  extra: Partial<RoundDefinition> = {},
): RoundDefinition {
  return {
    name,
    codename,
    referenceName,
    passes: roundPasses,
    isOutdoor: false,
    classification: 'indoor',
    // Indoors archers shoot three arrows, walk up and score them: every indoor round is shot in ends of
    // three (two to a scoresheet line), except the Worcester, shot in ends of five.
    endSize: 3,
    ...extra,
  };
}

/** `arrows` at one distance on one face, 10-zone; split in two passes of 30 when 60 arrows are shot. */
function tenZone(unit: DistanceUnit, distance: number, faceCm: number, arrows: 30 | 60 | 72): Pass[] {
  const per = arrows === 72 ? 36 : 30;
  const count = arrows / per;
  return passes(
    unit,
    faceCm,
    '10_zone',
    Array.from({ length: count }, () => [per, distance] as const),
  );
}

/**
 * A full-face round, its triple-spot twin, and the compound tables of both. The triple's compound
 * table is its own (inner-10 on the spot face) and used for its handicaps.
 */
function withTriple(
  name: string,
  codename: string,
  referenceName: string,
  full: Pass[],
  aliases: string[] = [],
): RoundDefinition[] {
  return [
    indoor(name, codename, referenceName, full, {
      aliases,
      compound: { codename: `${codename}_compound`, passes: rescored(full, '10_zone_compound') },
    }),
    indoor(
      `${name} (triple spot)`,
      `${codename}_triple`,
      `${referenceName} Triple`,
      rescored(full, '10_zone_5_ring'),
      {
        aliases: [`${name} triple`, `${name} (triple face)`],
        compound: {
          codename: `${codename}_compound_triple`,
          passes: rescored(full, '10_zone_5_ring_compound'),
        },
        fullFaceCodename: codename,
      },
    ),
  ];
}

const WORCESTER_FACE_CM = 40.64; // 16 inches

const stafford = tenZone('m', 30, 80, 72);
const worcester = passes('yd', WORCESTER_FACE_CM, 'Worcester', [
  [30, 20],
  [30, 20],
]);
const vegas = passes('m', 40, '10_zone_5_ring', [
  [30, 18],
  [30, 18],
]);
const vegas300 = tenZone('yd', 20, 40, 30);

export const INDOOR_ROUNDS: RoundDefinition[] = [
  ...withTriple('bray i', 'bray_i', 'Bray I', tenZone('yd', 20, 40, 30)),
  ...withTriple('bray ii', 'bray_ii', 'Bray II', tenZone('yd', 25, 60, 30)),
  indoor('stafford', 'stafford', 'Stafford', stafford, {
    compound: { codename: 'stafford_compound', passes: rescored(stafford, '10_zone_compound') },
  }),
  ...withTriple('portsmouth', 'portsmouth', 'Portsmouth', tenZone('yd', 20, 60, 60)),
  indoor('worcester', 'worcester', 'Worcester', worcester, { endSize: 5 }),
  indoor(
    'worcester (5 spot)',
    'worcester_5_centre',
    'Worcester 5-Spot',
    rescored(worcester, 'Worcester_2_ring'),
    {
      endSize: 5,
      aliases: ['worcester 5 spot', 'worcester (5-spot)'],
      fullFaceCodename: 'worcester',
    },
  ),
  // The Vegas round is shot on a triple-spot face by definition: there is no full-face Vegas.
  indoor('vegas', 'vegas', 'Vegas', vegas, {
    aliases: ['vegas  (triple face)', 'vegas (triple face)', 'vegas (triple spot)'],
    compound: { codename: 'vegas_compound', passes: rescored(vegas, '10_zone_5_ring_compound') },
  }),
  indoor('vegas 300', 'vegas_300', 'Vegas 300', vegas300),
  indoor(
    'vegas 300 (triple spot)',
    'vegas_300_triple',
    'Vegas 300 Triple',
    rescored(vegas300, '10_zone_5_ring'),
    {
      aliases: ['vegas 300 (triple face)'],
      fullFaceCodename: 'vegas_300',
    },
  ),
  ...withTriple('wa 18m', 'wa18', 'WA 18m', tenZone('m', 18, 40, 60)),
  ...withTriple('wa 25m', 'wa25', 'WA 25m', tenZone('m', 25, 60, 60)),
];
