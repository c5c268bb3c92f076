import type { HistoryItem } from '../history/historyItem.js';
import type { Projections } from '../projections/projections.js';
import { splitIntoEnds } from '../scoring/ends.js';
import { localDay, parseDateMs } from '../time/dates.js';
import type { TargetCard } from '../target-cards/card.js';
import { differencesBetween, differenceWords } from '../target-cards/compare.js';

/**
 * Double scoring (docs/scoring-a-target.md): the archer's own scoring of the shoot a scorer's card is
 * of — a shoot in this history of the card's round on the card's day that no card brought — and every
 * difference between the two, end by end, in the archer's words ("End 4, arrow 2: you 9, scorer 7").
 */
export interface OwnScoring {
  item: HistoryItem;
  differences: string[];
}

/** The shoot's day as the archer's calendar has it: a full time stamp is read as a local day. */
function dayOf(item: HistoryItem): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(item.date)) return item.date;
  const ms = parseDateMs(item.date);
  return ms === null ? item.date : localDay(new Date(ms));
}

export function ownScoringOf(state: Projections, card: TargetCard): OwnScoring | null {
  const round = state.context.findRound(card.round);
  let own: HistoryItem | null = null;
  for (const { item } of state.history.shoots.values()) {
    if (item.targetCard !== undefined || item.gameType !== card.round || dayOf(item) !== card.date) continue;
    // The latest saved, when the archer scored the round twice that day.
    if (own === null || item.id > own.id) own = item;
  }
  if (own === null) return null;
  const mine = splitIntoEnds(own.scores, round?.endSize ?? card.ends[0]?.length ?? 6);
  const differences = differencesBetween(mine, card.ends).map((difference) =>
    differenceWords(difference, mine, card.ends),
  );
  return { item: own, differences };
}
