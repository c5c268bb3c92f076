/**
 * Rounds outside the AGB classification lists: Frostbite (its own badge scheme) and the two names the
 * old app's exports used without a reference definition (see legacy-round-names.json notes).
 */
import { passes, type RoundDefinition } from './definition.js';

export const MISCELLANEOUS_ROUNDS: RoundDefinition[] = [
  {
    name: 'frostbite',
    codename: 'frostbite',
    referenceName: 'Frostbite',
    passes: passes('m', 80, '10_zone', [[36, 30]]),
    isOutdoor: true,
    classification: 'frostbite',
  },
  {
    // WA Standard Bow: 3 dozen at 50 m and 3 dozen at 30 m on 122 cm faces. The old app had lost the
    // 30 m distance; we restore it. Not an AGB classification round.
    name: 'wa standard bow',
    codename: null,
    passes: passes('m', 122, '10_zone', [
      [36, 50],
      [36, 30],
    ]),
    isOutdoor: true,
    classification: null,
  },
  {
    // 36 arrows, but the old app stored no distance or face: kept as a practice-style round (saved at
    // any time, not classified) with a 36-arrow limit and no passes, hence no handicap table.
    name: '360 qualification round',
    codename: null,
    passes: [],
    isOutdoor: true,
    classification: null,
    practice: { maxArrows: 36, scoring: '10_zone', unit: 'm' },
  },
];
