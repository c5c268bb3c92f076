import type { ArrowValue, Round } from '../rounds/round.js';
import { isGold, isHit } from '../scoring/arrowCounts.js';
import { arrowScore } from '../scoring/arrowValues.js';

/**
 * What each arrow value is worth on a round, worked out once per round with the scoring rules of
 * shared/scoring and then read from a table. Replay walks half a million arrows; asking the rules
 * afresh for each one would redo the same sums a hundred thousand times.
 */
export interface ArrowFacts {
  points: number;
  hit: boolean;
  gold: boolean;
  x: boolean;
}

type ScoringRound = Pick<Round, 'passes' | 'goldThreshold'>;

/** Highest ring value any face scores (11-zone faces). */
const MAX_RING = 11;

export interface ArrowFactsTable {
  /** Facts of ring values 0 to 11, by value. */
  rings: ArrowFacts[];
  x: ArrowFacts;
  miss: ArrowFacts;
}

const tables = new WeakMap<ScoringRound, ArrowFactsTable>();

function factsOf(arrow: ArrowValue, round: ScoringRound): ArrowFacts {
  return {
    points: arrowScore(arrow, round),
    hit: isHit(arrow),
    gold: isGold(arrow, round),
    x: arrow === 'X',
  };
}

/** The arrow-facts table of a round (built once per round object). */
export function arrowFactsTable(round: ScoringRound): ArrowFactsTable {
  let table = tables.get(round);
  if (table === undefined) {
    const rings: ArrowFacts[] = [];
    for (let value = 0; value <= MAX_RING; value++) rings.push(factsOf(value, round));
    table = { rings, x: factsOf('X', round), miss: factsOf('M', round) };
    tables.set(round, table);
  }
  return table;
}

/** The facts of one arrow from a round's table; undefined for a value no face has. */
export function factsFor(table: ArrowFactsTable, arrow: ArrowValue): ArrowFacts | undefined {
  if (arrow === 'X') return table.x;
  if (arrow === 'M') return table.miss;
  return table.rings[arrow];
}
