import type { DistanceSummary } from '../performance/arrowSummary.js';
import type { ShootLocation, ShootStatus } from '../history/historyItem.js';
import type { Round } from '../rounds/round.js';

/** Tiers of docs/product.md section 3, lowest first. */
export const ACHIEVEMENT_TIERS = ['bronze', 'silver', 'gold', 'diamond'] as const;
export type AchievementTier = (typeof ACHIEVEMENT_TIERS)[number];

/** What an achievement's progress counts: arrows show as totalArrows/targetArrows, the rest as scores. */
export type MeasureUnit =
  'arrows' | 'points' | 'shoots' | 'rounds' | 'locations' | 'countries' | 'nations' | 'hits';

/** One achievement as the rules table lists it (docs/product.md section 3, without progress). */
export interface AchievementDefinition {
  id: string;
  name: string;
  description: string;
  tier: AchievementTier;
  /** The rules-table group it belongs to ("Total arrows", "Red Alert"...). */
  group: string;
  /** The number to reach, for achievements that count up to one; absent for one-shoot feats. */
  target?: number;
  unit?: MeasureUnit;
  /** The round it is shot on, where there is exactly one. */
  gameType?: string;
}

/** How far along a counting achievement is. */
export interface Measure {
  current: number;
  target: number;
  unit: MeasureUnit;
  /** What was counted, where it has names (the Traveller's places, countries and nations). */
  details?: string[];
}

/**
 * What one distance of a shoot did, worked out once when the shoot is added: the summary of the walk
 * over its arrows that the history projection shares (shared/performance/arrowSummary.ts).
 */
export type DistanceFacts = DistanceSummary;

/** A saved shoot reduced to what the achievement rules read, computed in one pass over its arrows. */
export interface ShootFacts {
  id: number;
  date: string;
  /** Milliseconds since the epoch (0 for a date that does not parse, so it sorts first). */
  time: number;
  /** UTC calendar day number and month, the calendar every rule counts in. */
  day: number;
  /** year * 12 + month (0-based). */
  monthKey: number;
  /** 0 = January. */
  month: number;
  /** The catalogue's name of the round, or the stored game type lower-cased when it is unknown. */
  gameType: string;
  round: Round | undefined;
  score: number;
  arrows: number;
  hits: number;
  misses: number;
  /** Hits before the first miss, after the last miss, and the longest run of hits. */
  leadingHits: number;
  trailingHits: number;
  longestHits: number;
  /** Every arrow of a round with an arrow limit was shot. */
  complete: boolean;
  status: ShootStatus;
  bowType: string;
  gender: string;
  /** Milliseconds from first to last arrow; 0 when unknown. */
  duration: number;
  location: ShootLocation | undefined;
  distances: DistanceFacts[];
}

/**
 * One row of the rules table as an incremental reducer. `add` folds the next shoot in date order and
 * calls `meet` for each of its achievements the history now meets; it never looks back at earlier
 * shoots, so a rule keeps only the state its window needs.
 */
export interface AchievementRule {
  readonly definitions: readonly AchievementDefinition[];
  add(shoot: ShootFacts, meet: (id: string) => void): void;
  /** Progress towards a counting achievement; null for a one-shoot feat. */
  progress(id: string): Measure | null;
}

/** Where a rule was first met in the fold over the history. */
export interface Achieved {
  achievingShootId: number;
  achievedDate: string;
}
