/**
 * Practice rounds (docs/product.md section 9): one distance, no arrow limit, saved whenever the archer likes.
 * Imperial distances score on a 5-zone face, metric ones on a 10-zone face (with X). 122 cm faces
 * throughout: the app does not know which face a practice session used.
 */
import type { RoundDefinition } from './definition.js';

const PRACTICE_YARDS = [10, 20, 30, 40, 50, 60, 80, 90, 100];
const PRACTICE_METRES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

const practice = { maxArrows: null };

export const PRACTICE_ROUNDS: RoundDefinition[] = [
  ...PRACTICE_YARDS.map((yards): RoundDefinition => ({
    name: `practice ${yards}yd`,
    codename: null,
    passes: [{ arrows: Infinity, distance: yards, unit: 'yd', faceCm: 122, scoring: '5_zone' }],
    isOutdoor: true,
    classification: null,
    practice,
  })),
  ...PRACTICE_METRES.map((metres): RoundDefinition => ({
    name: `practice ${metres}m`,
    codename: null,
    passes: [{ arrows: Infinity, distance: metres, unit: 'm', faceCm: 122, scoring: '10_zone' }],
    isOutdoor: true,
    classification: null,
    practice,
  })),
];
