/**
 * Which passes a score is measured against: the round's own, or for a compound archer on an indoor
 * round its inner-10 compound variant (doc section 3.6).
 */
import { toMetres } from '../rounds/build-round.js';
import type { Pass, Round } from '../rounds/round.js';

export interface HandicapOptions {
  /** The archer shoots a compound bow: indoor rounds then use their inner-10 scoring. */
  compound?: boolean;
}

/** A round reduced to what the handicap maths needs. */
export interface ScoringTable {
  /** Cache key: round name, plus " compound" for an inner-10 table. */
  key: string;
  passes: ReadonlyArray<Pass & { distanceM: number }>;
  indoor: boolean;
  maxScore: number;
}

/** Per round object (catalogue rounds are singletons), so the hot path builds no strings. */
let tables = new WeakMap<Round, { plain?: ScoringTable | null; compound?: ScoringTable | null }>();

/**
 * The scoring table of a round for an archer, or null when the round has no fixed arrows (practice).
 * Compound archers fall back to the round's own passes where there is no compound variant (outdoors,
 * Worcester, Vegas 300).
 */
export function scoringTableFor(round: Round, options: HandicapOptions = {}): ScoringTable | null {
  const variant = options.compound ? round.compoundVariant : null;
  let entry = tables.get(round);
  if (!entry) {
    entry = {};
    tables.set(round, entry);
  }
  const cached = variant ? entry.compound : entry.plain;
  if (cached !== undefined) return cached;
  const key = variant ? `${round.name} compound` : round.name;
  const passes = variant ? variant.passes : round.passes;
  const usable =
    round.maxScore !== null && passes.length > 0 && passes.every((p) => Number.isFinite(p.arrows));
  const table: ScoringTable | null = usable
    ? {
        key,
        passes: passes.map((p) => ({ ...p, distanceM: toMetres(p.distance, p.unit) })),
        indoor: !round.isOutdoor,
        maxScore: round.maxScore ?? 0,
      }
    : null;
  if (variant) entry.compound = table;
  else entry.plain = table;
  return table;
}

/** Forget the cached scoring tables. */
export function clearScoringTables(): void {
  tables = new WeakMap();
}
