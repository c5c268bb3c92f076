import type { ScoringSystem } from '../rounds/round.js';
import type { ArrowCell } from './scorecardCells.js';

/** The ring colour a cell is painted in, so a scorecard reads like the target face: gold, red, blue, black, white. */
export type RingColour = 'gold' | 'red' | 'blue' | 'black' | 'white' | 'miss';

/** The colour bands of a ringed face, from the middle out. */
export type BandColour = Exclude<RingColour, 'miss'>;

/**
 * Ten-zone and five-zone (imperial 9-7-5-3-1) faces both put 9 and up in the gold, 7–8 in the red, 5–6
 * in the blue, 3–4 in the black and 1–2 in the white: the one rule for the scorecard and the face.
 */
export function bandColour(points: number): BandColour {
  if (points >= 9) return 'gold';
  if (points >= 7) return 'red';
  if (points >= 5) return 'blue';
  if (points >= 3) return 'black';
  return 'white';
}

/**
 * Ring colour by score, in the bands of `bandColour`. A gold is whatever the round counts as one
 * (Worcester's 5 is its "gold").
 */
export function ringColour(cell: Pick<ArrowCell, 'value' | 'score' | 'isGold'>): RingColour {
  if (cell.value === 'M') return 'miss';
  return cell.isGold ? 'gold' : bandColour(cell.score);
}

/**
 * Whether a face has red and blue rings at all: the target faces (10-zone, 11-zone, 5-zone) do; a
 * Worcester (white and black), a field face (gold and black) and a Beiter hit/miss face do not, so an end
 * there is never "only reds" or "only blues" (achievements.md rows 11 and 12).
 */
export function faceHasRedAndBlue(scoring: ScoringSystem): boolean {
  return scoring === '5_zone' || scoring.startsWith('10_zone') || scoring.startsWith('11_zone');
}
