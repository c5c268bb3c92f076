import type { ArrowValue, Round, ScoringSystem } from '../rounds/round.js';

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
 * The colour of each scoring zone as printed on the face: the one rule for the keypad, the target face,
 * the scoresheet and the TV. Ten-zone and imperial faces share the gold, red, blue, black and white bands;
 * Worcester and field faces are black with a white or yellow centre.
 */
export function faceColour(scoring: ScoringSystem, value: ArrowValue): BandColour {
  const points = value === 'X' ? 10 : value === 'M' ? 0 : value;
  switch (scoring) {
    case 'Worcester':
    case 'Worcester_2_ring':
    case 'IFAA_field_expert':
    case 'AA_national_field':
      return points === 5 ? 'white' : 'black';
    case 'WA_field':
      return points >= 5 ? 'gold' : 'black';
    case 'IFAA_field':
      return points === 5 ? 'white' : 'black';
    case 'Beiter_hit_miss':
      return 'white';
    case '10_zone':
    case '10_zone_6_ring':
    case '10_zone_5_ring':
    case '10_zone_compound':
    case '10_zone_5_ring_compound':
    case '11_zone':
    case '11_zone_6_ring':
    case '11_zone_5_ring':
    case '5_zone':
      return bandColour(points);
  }
}

/**
 * A scoresheet cell's colour: the face's own colour where the face is not banded (a field 5 is gold, as
 * its key is; a Worcester 5 white), else by score in the bands of `bandColour`, a gold being whatever the
 * round counts as one. Without a known face, by score.
 */
export function ringColour(
  cell: { value: ArrowValue; score: number; isGold: boolean },
  scoring: ScoringSystem | null = null,
): RingColour {
  if (cell.value === 'M') return 'miss';
  if (scoring !== null && !faceHasRedAndBlue(scoring)) return faceColour(scoring, cell.value);
  return cell.isGold ? 'gold' : bandColour(cell.score);
}

/** The scoring of the pass an arrow (0-based, in shooting order) is shot in; null for a round without passes. */
export function scoringAt(round: Pick<Round, 'passes'>, arrowIndex: number): ScoringSystem | null {
  let before = 0;
  for (const pass of round.passes) {
    before += pass.arrows;
    if (arrowIndex < before) return pass.scoring;
  }
  return round.passes.at(-1)?.scoring ?? null;
}

/**
 * Whether a face has red and blue rings at all: the target faces (10-zone, 11-zone, 5-zone) do; a
 * Worcester (white and black), a field face (gold and black) and a Beiter hit/miss face do not, so an end
 * there is never "only reds" or "only blues" (achievements.md rows 11 and 12). Read from `faceColour`, so
 * the face's colours are decided in one place: a 7 is red and a 5 blue only on a banded face.
 */
export function faceHasRedAndBlue(scoring: ScoringSystem): boolean {
  return faceColour(scoring, 7) === 'red' && faceColour(scoring, 5) === 'blue';
}
