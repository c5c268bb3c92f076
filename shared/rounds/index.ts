/** Public entry of the round catalogue. */
export type { ArrowValue, CompoundVariant, DistanceUnit, Pass, Round, ScoringSystem } from './round.js';
export { allRounds, findRound, lookupRound, roundByName, type RoundLookup } from './catalogue.js';
export { METRES_PER_YARD, DEFAULT_END_SIZE, toMetres, toYards, keypadFor } from './build-round.js';
export { ringsFor, topPoints, type Ring } from './faces.js';
