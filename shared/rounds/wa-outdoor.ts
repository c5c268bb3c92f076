/**
 * World Archery outdoor target rounds (and their 80 cm 6-zone twins), distances in metres.
 * Facts from rounds-reference.json (WA_outdoor).
 */
import { fourDistance1440, outdoorRound, passes, rescored, type RoundDefinition } from './definition.js';
import type { Pass } from './round.js';

const WA1440: RoundDefinition[] = [
  outdoorRound('wa 1440 (90m)', 'wa1440_90', 'WA 1440 (90m)', fourDistance1440(90, 70, 50, 30)),
  outdoorRound('wa 1440 (70m)', 'wa1440_70', 'WA 1440 (70m)', fourDistance1440(70, 60, 50, 30), [
    'wa 1440 (70m) / metric i',
  ]),
  outdoorRound('wa 1440 (60m)', 'wa1440_60', 'WA 1440 (60m)', fourDistance1440(60, 50, 40, 30), [
    'wa 1440 (60m) / metric ii',
  ]),
];

/** A 1440 shot on 80 cm 6-zone faces: same distances, only the inner six rings score. */
function sixZone(full: RoundDefinition): RoundDefinition {
  return {
    ...outdoorRound(
      `${full.name} 6-zone`,
      `${full.codename ?? ''}_small`,
      `${full.referenceName ?? full.name} 6-zone`,
      rescored(full.passes, '10_zone_6_ring'),
    ),
    fullFaceCodename: full.codename ?? undefined,
  };
}

const wa720 = (distance: number, faceCm: number): Pass[] =>
  passes('m', faceCm, '10_zone', [
    [36, distance],
    [36, distance],
  ]);

export const WA_OUTDOOR_ROUNDS: RoundDefinition[] = [
  ...WA1440,
  ...WA1440.map(sixZone),
  outdoorRound('wa 70m', 'wa720_70', 'WA 70m', wa720(70, 122), ['wa 720 (70m)']),
  outdoorRound('wa 60m', 'wa720_60', 'WA 60m', wa720(60, 122), ['wa 720 (60m)']),
  outdoorRound('wa 40m', 'wa720_40', 'WA 40m', wa720(40, 122), ['wa 720 (40m)']),
  outdoorRound('wa 50m (compound)', 'wa720_50_c', 'WA 50m Compound', wa720(50, 80)),
  outdoorRound('wa 40m (compound)', 'wa720_40_c', 'WA 40m Compound', wa720(40, 80)),
  outdoorRound('wa 50m (barebow)', 'wa720_50_b', 'WA 50m Barebow', wa720(50, 122), [
    'wa 50m (barebow) / metric 122-50',
  ]),
  outdoorRound('wa 30m (barebow)', 'wa720_30_b', 'WA 30m Barebow', wa720(30, 122)),
  outdoorRound(
    'wa 900',
    'wa900',
    'WA 900',
    passes('m', 122, '10_zone', [
      [30, 60],
      [30, 50],
      [30, 40],
    ]),
  ),
];
