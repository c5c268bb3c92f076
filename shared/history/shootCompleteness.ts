import type { Round } from '../rounds/round.js';
import { isRoundComplete } from '../scoring/saving.js';
import type { HistoryItem } from './historyItem.js';

/**
 * Whether a saved shoot is a complete round: only a complete round earns a handicap or a
 * classification and counts for records (personal bests, achievements that need the whole round).
 * A shoot saved with "Save as incomplete" says so (`complete: false`) and stays incomplete whatever is
 * done to it later. Otherwise its arrows decide, whether or not it carries the flag (shoots from
 * before the flag have none, and an edit can take arrows away from a complete one): complete when they
 * complete the round. One whose round is unknown, or imported with a total and no arrows, cannot be
 * judged and keeps counting as it always has. A practice round without a length is never cut short.
 */
export function isSavedShootComplete(
  item: Pick<HistoryItem, 'complete' | 'scores'>,
  round: Pick<Round, 'maxArrows'> | undefined,
): boolean {
  if (item.complete === false) return false;
  if (round === undefined || item.scores.length === 0) return true;
  return round.maxArrows === null || isRoundComplete(round, item.scores.length);
}
