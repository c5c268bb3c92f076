// Contract types the worker answers with (worked out in shared/views/whatINeed.ts); kept in contract/ so
// the contract never imports the views.
import type { SchemeName } from '../classifications/schemes.js';
import type { Discipline } from '../rounds/round.js';

/**
 * "What I need": on the round being shot (or about to be), the score each goal takes (every class above
 * the one the archer holds, one more than the personal best, the handicap they aim for) and, part way
 * through, what every end from here has to average to get there. Pure, and cheap per arrow: thresholds
 * are cached per round and category in shared/classifications, the personal best comes in as a number.
 */

export type WhatINeedTargetKind = 'classification' | 'personal-best' | 'handicap-goal';

/** How a target stands after the arrows shot so far. */
export type TargetProgress =
  /** The score already reaches it. */
  | { state: 'reached' }
  /** Even every arrow left at the round's top value falls short. */
  | { state: 'out-of-reach' }
  /** Points still to find, and what each end left must average (rounded up to one decimal). */
  | { state: 'needed'; pointsToGo: number; perEnd: number };

export interface WhatINeedTarget {
  kind: WhatINeedTargetKind;
  /** What the archer reads: a class ("B1"), a badge, "Beat your PB (532)" or "Handicap 40". */
  label: string;
  /** The total that earns it. */
  score: number;
  progress: TargetProgress;
}

/** Why a kind of target is missing, so the panel says so instead of showing nothing or inventing one. */
export type WhatINeedGapReason =
  | 'unknown-round'
  | 'no-fixed-length'
  | 'no-classification'
  | 'no-category'
  | 'top-class-held'
  | 'no-personal-best'
  | 'personal-best-is-maximum'
  | 'no-handicap-goal';

export interface WhatINeedGap {
  reason: WhatINeedGapReason;
  message: string;
}

export interface WhatINeedView {
  roundName: string;
  /** The round's discipline: a field round's figures are per target (shared/rounds/endWord.ts). */
  discipline: Discipline;
  /** The classification scheme of the class targets (by the date), null when there are none. */
  scheme: SchemeName | null;
  /** The score so far. */
  score: number;
  /** Arrows left in the round; null for rounds without a fixed length. */
  remainingArrows: number | null;
  /** Ends left, a part-shot end by its share of arrows; null for rounds without a fixed length. */
  remainingEnds: number | null;
  /** Classes best first, then the personal best, then the handicap goal. */
  targets: WhatINeedTarget[];
  gaps: WhatINeedGap[];
  /** The archer's handicap goal as the profile holds it (also on rounds that give it no score). */
  handicapGoal: number | null;
}
