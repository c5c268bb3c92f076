import type { Round } from '../rounds/round.js';
import type { HistoryItem } from './historyItem.js';

/** How far a shoot's arrows fall short of the ends its round holds. */
export interface MissingArrows {
  arrowsShot: number;
  /** Every arrow of every end of its round (the round's length). */
  arrowsInRound: number;
}

/**
 * A saved shoot whose arrows do not fill the ends its round and length say: flagged, with the figures,
 * on import and in history, and its arrows are never padded to fill the round, so its score is what was
 * shot. A shoot kept with "Save as incomplete" is flagged too: its arrows are short all the same, and a
 * backup writes every short shoot as incomplete, so a flag that depended on how it was kept would not
 * survive a backup. Not flagged: a practice round (no length), a round the catalogue does not know, and
 * a shoot imported as a total with no arrows (nothing to count).
 */
export function missingArrows(
  item: Pick<HistoryItem, 'scores'>,
  round: Pick<Round, 'maxArrows'> | undefined,
): MissingArrows | null {
  if (round === undefined || round.maxArrows === null) return null;
  const arrowsShot = item.scores.length;
  return arrowsShot > 0 && arrowsShot < round.maxArrows
    ? { arrowsShot, arrowsInRound: round.maxArrows }
    : null;
}
