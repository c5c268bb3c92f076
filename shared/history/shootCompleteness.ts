import type { Round } from '../rounds/round.js';
import { isRoundComplete } from '../scoring/saving.js';
import type { HistoryItem } from './historyItem.js';

/**
 * Whether a saved shoot is a complete round: only a complete round earns a handicap or a
 * classification and counts for records (personal bests, achievements that need the whole round).
 * Shoots saved with "Save as incomplete" say so. Shoots from before the flag are complete when their
 * arrows complete the round; one whose round is unknown, or imported with a total and no arrows,
 * cannot be judged and keeps counting as it always has. A practice round without a length is never
 * cut short.
 */
export function isSavedShootComplete(
  item: Pick<HistoryItem, 'complete' | 'scores'>,
  round: Pick<Round, 'maxArrows'> | undefined,
): boolean {
  if (item.complete !== undefined) return item.complete;
  if (round === undefined || item.scores.length === 0) return true;
  return round.maxArrows === null || isRoundComplete(round, item.scores.length);
}
