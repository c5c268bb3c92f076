import type { ArrowValue, Round } from '../rounds/round.js';
import { isGold, isHit } from '../scoring/arrowCounts.js';
import { arrowScore } from '../scoring/arrowValues.js';

/**
 * What one arrow value is worth on a round, worked out once per round and value with the scoring rules
 * (shared/scoring) and then looked up. Replay walks half a million arrows; asking the rules afresh for
 * each one would redo the same sums a hundred thousand times.
 */
export interface ArrowFacts {
  points: number;
  hit: boolean;
  gold: boolean;
  x: boolean;
}

type ScoringRound = Pick<Round, 'passes' | 'goldThreshold'>;

function factsOf(arrow: ArrowValue, round: ScoringRound): ArrowFacts {
  return {
    points: arrowScore(arrow, round),
    hit: isHit(arrow),
    gold: isGold(arrow, round),
    x: arrow === 'X',
  };
}

/** Looks up arrow facts on one round; get it once per shoot, then call it per arrow. */
export type ArrowFactsLookup = (arrow: ArrowValue) => ArrowFacts;

const lookups = new WeakMap<ScoringRound, ArrowFactsLookup>();

/** The arrow-facts lookup of a round (one per round object, filled as values are met). */
export function arrowFactsLookup(round: ScoringRound): ArrowFactsLookup {
  const cached = lookups.get(round);
  if (cached) return cached;
  const table = new Map<ArrowValue, ArrowFacts>();
  const lookup: ArrowFactsLookup = (arrow) => {
    let facts = table.get(arrow);
    if (facts === undefined) {
      facts = factsOf(arrow, round);
      table.set(arrow, facts);
    }
    return facts;
  };
  lookups.set(round, lookup);
  return lookup;
}
