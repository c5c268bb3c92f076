/**
 * AGB outdoor imperial rounds: 122 cm faces, 5-zone scoring, distances in yards.
 * Facts from rounds-reference.json (AGB_outdoor_imperial).
 */
import { outdoorRound, passes, type RoundDefinition } from './definition.js';

function imperial(
  name: string,
  codename: string,
  referenceName: string,
  arrowsAtYards: ReadonlyArray<readonly [number, number]>,
  aliases: string[] = [],
): RoundDefinition {
  return outdoorRound(name, codename, referenceName, passes('yd', 122, '5_zone', arrowsAtYards), aliases);
}

export const IMPERIAL_ROUNDS: RoundDefinition[] = [
  imperial('york', 'york', 'York', [
    [72, 100],
    [48, 80],
    [24, 60],
  ]),
  imperial(
    'hereford',
    'hereford',
    'Hereford',
    [
      [72, 80],
      [48, 60],
      [24, 50],
    ],
    ['hereford / bristol i'],
  ),
  imperial('bristol i', 'bristol_i', 'Bristol I', [
    [72, 80],
    [48, 60],
    [24, 50],
  ]),
  imperial('bristol ii', 'bristol_ii', 'Bristol II', [
    [72, 60],
    [48, 50],
    [24, 40],
  ]),
  imperial('bristol iii', 'bristol_iii', 'Bristol III', [
    [72, 50],
    [48, 40],
    [24, 30],
  ]),
  imperial('bristol iv', 'bristol_iv', 'Bristol IV', [
    [72, 40],
    [48, 30],
    [24, 20],
  ]),
  imperial('bristol v', 'bristol_v', 'Bristol V', [
    [72, 30],
    [48, 20],
    [24, 10],
  ]),
  imperial(
    'st. george',
    'st_george',
    'St. George',
    [
      [36, 100],
      [36, 80],
      [36, 60],
    ],
    ['st george'],
  ),
  imperial(
    'albion',
    'albion',
    'Albion',
    [
      [36, 80],
      [36, 60],
      [36, 50],
    ],
    ['albion / long windsor', 'long windsor'],
  ),
  imperial('windsor', 'windsor', 'Windsor', [
    [36, 60],
    [36, 50],
    [36, 40],
  ]),
  imperial('windsor 50', 'windsor_50', 'Windsor 50', [
    [36, 50],
    [36, 40],
    [36, 30],
  ]),
  imperial('windsor 40', 'windsor_40', 'Windsor 40', [
    [36, 40],
    [36, 30],
    [36, 20],
  ]),
  imperial('windsor 30', 'windsor_30', 'Windsor 30', [
    [36, 30],
    [36, 20],
    [36, 10],
  ]),
  imperial('new western', 'new_western', 'New Western', [
    [48, 100],
    [48, 80],
  ]),
  imperial('long western', 'long_western', 'Long Western', [
    [48, 80],
    [48, 60],
  ]),
  imperial('western', 'western', 'Western', [
    [48, 60],
    [48, 50],
  ]),
  imperial('western 50', 'western_50', 'Western 50', [
    [48, 50],
    [48, 40],
  ]),
  imperial('western 40', 'western_40', 'Western 40', [
    [48, 40],
    [48, 30],
  ]),
  imperial('western 30', 'western_30', 'Western 30', [
    [48, 30],
    [48, 20],
  ]),
  imperial('american', 'american', 'American', [
    [30, 60],
    [30, 50],
    [30, 40],
  ]),
  imperial('st. nicholas', 'st_nicholas', 'St Nicholas', [
    [48, 40],
    [36, 30],
  ]),
  imperial('new national', 'new_national', 'New National', [
    [48, 100],
    [24, 80],
  ]),
  imperial('long national', 'long_national', 'Long National', [
    [48, 80],
    [24, 60],
  ]),
  imperial('national', 'national', 'National', [
    [48, 60],
    [24, 50],
  ]),
  imperial('national 50', 'national_50', 'National 50', [
    [48, 50],
    [24, 40],
  ]),
  imperial('national 40', 'national_40', 'National 40', [
    [48, 40],
    [24, 30],
  ]),
  imperial('national 30', 'national_30', 'National 30', [
    [48, 30],
    [24, 20],
  ]),
  imperial('new warwick', 'new_warwick', 'New Warwick', [
    [24, 100],
    [24, 80],
  ]),
  imperial('long warwick', 'long_warwick', 'Long Warwick', [
    [24, 80],
    [24, 60],
  ]),
  imperial('warwick', 'warwick', 'Warwick', [
    [24, 60],
    [24, 50],
  ]),
  imperial('warwick 50', 'warwick_50', 'Warwick 50', [
    [24, 50],
    [24, 40],
  ]),
  imperial('warwick 40', 'warwick_40', 'Warwick 40', [
    [24, 40],
    [24, 30],
  ]),
  imperial('warwick 30', 'warwick_30', 'Warwick 30', [
    [24, 30],
    [24, 20],
  ]),
];
