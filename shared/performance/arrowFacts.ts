import { TOP_RING_VALUE, type ArrowValue, type Round } from '../rounds/round.js';
import { isGold, isHit } from '../scoring/arrowCounts.js';
import { arrowScore } from '../scoring/arrowValues.js';

/**
 * What each arrow value means on a round's face, worked out once per round and face with the scoring
 * rules of shared/scoring and then read from flat tables. Replay walks half a million arrows; asking
 * the rules afresh for each one would redo the same sums a hundred thousand times.
 */

/** Flag bits of an arrow value: on the face, a gold, an X, in the red, in the blue. */
export const HIT = 1;
export const GOLD = 2;
export const X = 4;
export const RED = 8;
export const BLUE = 16;

/** Highest ring value any face scores (11-zone faces). */
const MAX_RING = TOP_RING_VALUE;
/** Codes 0-11 are ring values; X and M follow. */
const X_CODE = MAX_RING + 1;
const M_CODE = MAX_RING + 2;
/** How many codes there are: the length of every table. */
export const ARROW_CODES = M_CODE + 1;

/** Points and flags of every arrow value, indexed by `arrowCode`. */
interface ArrowTable {
  points: Int16Array;
  flags: Uint8Array;
}

type ScoringRound = Pick<Round, 'passes' | 'goldThreshold'>;

/** Where an arrow value sits in the tables. Stored arrows are 0-11, X or M (the payload guards see to it). */
export function arrowCode(arrow: ArrowValue): number {
  return typeof arrow === 'number' ? arrow : arrow === 'X' ? X_CODE : M_CODE;
}

/** Red and blue: one ring each on a 5-zone face (7, 5), two rings on the others (7-8, 5-6). */
function colourFlags(ring: number, fiveZone: boolean): number {
  const isColour = (start: number) => (fiveZone ? ring === start : ring === start || ring === start + 1);
  return (isColour(7) ? RED : 0) | (isColour(5) ? BLUE : 0);
}

function buildTable(round: ScoringRound, fiveZone: boolean): ArrowTable {
  const points = new Int16Array(ARROW_CODES);
  const flags = new Uint8Array(ARROW_CODES);
  const set = (code: number, arrow: ArrowValue, colours: number) => {
    points[code] = arrowScore(arrow, round);
    flags[code] =
      (isHit(arrow) ? HIT : 0) | (isGold(arrow, round) ? GOLD : 0) | (arrow === 'X' ? X : 0) | colours;
  };
  for (let ring = 0; ring <= MAX_RING; ring++) set(ring, ring, colourFlags(ring, fiveZone));
  set(X_CODE, 'X', 0);
  set(M_CODE, 'M', 0);
  return { points, flags };
}

const tables = new WeakMap<ScoringRound, readonly [fiveZone: ArrowTable, otherFaces: ArrowTable]>();

/** The table of a round for one kind of face (built once per round object). */
export function arrowTable(round: ScoringRound, fiveZone: boolean): ArrowTable {
  let pair = tables.get(round);
  if (pair === undefined) {
    pair = [buildTable(round, true), buildTable(round, false)];
    tables.set(round, pair);
  }
  return pair[fiveZone ? 0 : 1];
}
