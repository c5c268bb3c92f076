import type { NoteRecord } from '../events/records.js';
import type { EndRecord, HistoryItem, ShootDetails } from '../history/historyItem.js';
import type { MissingArrows } from '../history/missingArrows.js';
import type { ArrowValue } from '../rounds/round.js';
import type { TieBreakColumn } from '../scoring/tieBreaks.js';
import type { CardOnShoot } from '../target-cards/card-on-shoot.js';
import type { RoundSummary, SheetLayouts } from './scoreCardViews.js';
import type { ShootResultView } from './shootResult.js';

/** Saved shoots as the history draws them, and what the archer sends when saving or editing one. */

/**
 * A history list row: a saved shoot with its derived fields (docs/product.md section 3), without its
 * arrows and plotted positions (the shoot's own view and the analysis carry those).
 */
export type HistorySummary = Omit<HistoryItem, 'scores' | 'endTotals' | 'positions'> & {
  arrowsShot: number;
  /**
   * Why the shoot has no class where U/C would not be true (a VI round; a field rule: a field shoot
   * before 2025, a peg the bow style may not shoot), so the list says it has none; absent otherwise.
   */
  classificationNote?: string;
  topScore: boolean;
  averagePerEnd: number | null;
  /**
   * Its arrows do not fill the ends its round holds (an imported file that lost arrows, or a round kept
   * unfinished): the figures, for the list to flag. Absent otherwise (missingArrows.ts).
   */
  missingArrows?: MissingArrows;
};

/** One saved shoot in full: every arrow, its ends, its score sheet, its notes and what it came to. */
export type HistoryItemView = HistoryItem & {
  topScore: boolean;
  averagePerEnd: number | null;
  /** As on the list row: arrows short of the round's ends, never padded; absent when it is not. */
  missingArrows?: MissingArrows;
  endTotals: EndRecord[];
  /** The shoot's round (its keypad for editing arrows); null when the catalogue does not know it. */
  round: RoundSummary | null;
  /** Null when the catalogue does not know the round, so there is no sheet layout to draw. */
  scorecard: SheetLayouts | null;
  notes: NoteRecord[];
  /**
   * Its score against the personal best, its handicap against the recent ones and the achievements it
   * earned: the result screen after a save draws it from the save's own answer.
   */
  result: ShootResultView;
  /** The tie-break columns of the shoot's era with its counts (empty when the round is unknown). */
  tieBreaks: TieBreakColumn[];
  /** Why a round with classifications gave this shoot none (a peg the bow style may not shoot), or null. */
  classificationNote: string | null;
  /** The scorer's signed card the shoot was added from, as it stands against the shoot now; else null. */
  card: CardOnShoot | null;
};

/**
 * What the archer may fill in when saving a shoot; the worker supplies the rest. The date defaults to
 * now; the status to Practice, unless `eventStatus` is given, which decides it (they must agree if both
 * are); witnessing, signature and "leave out of my handicap" default to no.
 */
export interface SaveShootDetails extends ShootDetails {
  /**
   * The archer chose "Save as incomplete": a named round may be kept before its last arrow, saved
   * with no handicap or classification and not counted for records.
   */
  asIncomplete?: boolean;
}

/** Changes to a saved shoot; `scores` replaces every arrow (the score is worked out again). */
export interface ShootEdit extends ShootDetails {
  scores?: ArrowValue[];
}
