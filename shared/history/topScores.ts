import type { HistoryItem } from './historyItem.js';
import type { Round } from '../rounds/round.js';
import type { RoundFinder } from './legacyGameType.js';
import { isSavedShootComplete } from './shootCompleteness.js';

/** Bow type group for shoots saved without one. */
const UNKNOWN_BOW = 'unknown';

/**
 * Whether a shoot is on a practice round, which never counts as a top score. The status "Practice" does
 * not matter here: it is the default status, and a club-night National is still the archer's best.
 */
export function isPracticeRoundName(gameType: string, findRound: RoundFinder): boolean {
  return isPracticeRound(gameType, findRound(gameType));
}

/** The same, for a caller that has already looked the round up (undefined when it is not known). */
export function isPracticeRound(gameType: string, round: Round | undefined): boolean {
  return round ? round.isPracticeRound : gameType.toLowerCase().startsWith('practice');
}

function groupKey(item: Pick<HistoryItem, 'gameType' | 'userProfile'>): string {
  return JSON.stringify([item.gameType.toLowerCase(), item.userProfile?.bowType || UNKNOWN_BOW]);
}

/**
 * docs/product.md section 4: for each round and bow type the best non-practice score is marked topScore (ties all
 * marked); every other item is marked false. A round kept unfinished is no record, so it takes no part.
 * Returns new items, leaving the input untouched.
 */
export function markTopScores<
  T extends Pick<HistoryItem, 'gameType' | 'userProfile' | 'score' | 'scores' | 'complete'>,
>(items: readonly T[], findRound: RoundFinder): (T & { topScore: boolean })[] {
  const noRecord = items.map(
    (item) =>
      isPracticeRoundName(item.gameType, findRound) || !isSavedShootComplete(item, findRound(item.gameType)),
  );
  const best = new Map<string, number>();
  items.forEach((item, i) => {
    if (noRecord[i]) return;
    const key = groupKey(item);
    const current = best.get(key);
    if (current === undefined || item.score > current) best.set(key, item.score);
  });
  return items.map((item, i) => ({
    ...item,
    topScore: !noRecord[i] && best.get(groupKey(item)) === item.score,
  }));
}
