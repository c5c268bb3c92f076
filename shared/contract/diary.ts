// Contract types the worker answers with (worked out in shared/views/diaryView.ts); kept in contract/ so
// the contract never imports the views.
import type { AchievementTier } from '../achievements/types.js';
import type { NoteRecord } from '../events/records.js';
import type { EventStatus } from '../ledger/event-status.js';

/** What the diary screen asks for; absent fields do not filter. */
export interface DiaryQuery {
  /** Words to find in note text (case and accents ignored); blank finds everything. */
  search?: string;
  highlightedOnly?: boolean;
}

/**
 * The diary as a timeline, built in the worker: saved shoots newest first, each with its notes, whether
 * it was a personal best, the achievements it unlocked and where it was shot; the pending notes (written
 * during the shoot being scored) apart. The search and the highlighted filter are applied here too, so
 * the page only ever draws the answer, however long the history.
 */

export interface DiaryAchievement {
  id: string;
  name: string;
  tier: AchievementTier;
}

/** One saved shoot on the timeline. */
export interface DiaryEntry {
  shootId: number;
  date: string;
  gameType: string;
  score: number;
  /** The event status (one of six), so the diary says "Club target day", not "Competition". */
  eventStatus: EventStatus;
  /** The history's top-score mark: the best non-practice score on its round with its bow. */
  personalBest: boolean;
  /** Where it was shot: the place's name, else its coordinates; null when not recorded. */
  venue: string | null;
  /** Achievements this shoot unlocked. */
  achievements: DiaryAchievement[];
  /** Its notes in the order written (only the matching ones while a filter is on). */
  notes: NoteRecord[];
}

export interface DiaryView {
  /** Notes written during the shoot being scored, not yet attached (filtered like the rest). */
  pending: NoteRecord[];
  /** Newest first. With a filter on, only shoots with a matching note. */
  entries: DiaryEntry[];
  /** Saved shoots and notes in the whole diary, whatever the filter. */
  shootCount: number;
  noteCount: number;
  /** Notes the filter let through (every note when no filter is on). */
  matchingNotes: number;
  /** Whether a search or the highlighted filter narrowed the diary. */
  filtered: boolean;
}
