// Contract types the worker answers with (worked out in shared/views/shootResult.ts); kept in contract/
// so the contract never imports the views.
import type { HandicapComparison } from '../handicaps/recentHandicaps.js';
import type { PersonalBestOutcome } from '../history/personalBest.js';
import type { DiaryAchievement } from './diary.js';

export type { HandicapComparison, PersonalBestOutcome };

/**
 * What a saved shoot came to, beyond its own fields, for the result screen after a save: the score
 * against the personal best, the handicap against the recent ones, and the achievements it earned.
 */
export interface ShootResultView {
  personalBest: PersonalBestOutcome;
  /** Null when the shoot has no handicap (an incomplete round, a round without a handicap table). */
  handicap: { handicap: number; comparison: HandicapComparison } | null;
  /** The achievements this shoot unlocked, in the order of the rules table. */
  achievements: DiaryAchievement[];
}
