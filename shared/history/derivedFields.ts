import type { Round } from '../rounds/round.js';
import { arrowsTotal } from '../scoring/arrowValues.js';
import { distanceBlocks, DEFAULT_END_SIZE, splitIntoEnds } from '../scoring/ends.js';
import { averagePerEnd } from '../scoring/estimates.js';
import type { EndRecord, HistoryItem } from './historyItem.js';

/**
 * Fields of a saved shoot worked out from its arrows: its ends with their totals, and the average per
 * end. With no round (a name the catalogue no longer knows) ends are plain 6-arrow chunks.
 */
export function shootEndRecords(item: Pick<HistoryItem, 'scores'>, round: Round | undefined): EndRecord[] {
  if (round === undefined) {
    return splitIntoEnds(item.scores, DEFAULT_END_SIZE).map((scores) => ({
      scores,
      total: arrowsTotal(scores, { passes: [] }),
    }));
  }
  return distanceBlocks(item.scores, round).flatMap((block) =>
    block.ends.map((end) => ({ scores: end.arrows, total: arrowsTotal(end.arrows, round) })),
  );
}

/** The item with endTotals and averagePerEnd filled in from its arrows. */
export function withDerivedFields<T extends Pick<HistoryItem, 'scores' | 'score'>>(
  item: T,
  round: Round | undefined,
): T & Required<Pick<HistoryItem, 'endTotals' | 'averagePerEnd'>> {
  return {
    ...item,
    endTotals: shootEndRecords(item, round),
    averagePerEnd: averagePerEnd(item.score, item.scores.length, round?.endSize ?? DEFAULT_END_SIZE),
  };
}
