import type { HistoryItem } from '../history/historyItem.js';

/**
 * The top-score rule of shared/history (`markTopScores`: per round and bow type, the best score of a
 * non-practice round is marked, ties all marked) kept up to date one shoot at a time. markTopScores
 * rescans the whole history; this index answers "is this item a top score?" after each save or delete
 * in time that does not grow with the history. A property test holds the two to the same answers.
 */

/** Bow type group of shoots saved without one, as markTopScores groups them. */
const UNKNOWN_BOW = 'unknown';

type Grouped = Pick<HistoryItem, 'gameType' | 'userProfile' | 'score'>;

/** The round-and-bow group of an item: round name in any case, and bow type (unknown when missing). */
export function topScoreGroup(item: Pick<HistoryItem, 'gameType' | 'userProfile'>): string {
  // A NUL separator cannot occur in either name, so two different pairs never share a key.
  return `${item.gameType.toLowerCase()}\u0000${item.userProfile?.bowType || UNKNOWN_BOW}`;
}

interface Group {
  /** How many non-practice items have each score. */
  counts: Map<number, number>;
  best: number;
}

export class TopScoreIndex {
  private readonly groups = new Map<string, Group>();

  /** Counts a non-practice item (practice items never take part). */
  add(item: Grouped): void {
    const key = topScoreGroup(item);
    let group = this.groups.get(key);
    if (group === undefined) {
      group = { counts: new Map(), best: item.score };
      this.groups.set(key, group);
    }
    group.counts.set(item.score, (group.counts.get(item.score) ?? 0) + 1);
    if (item.score > group.best) group.best = item.score;
  }

  /** Forgets an item added before. Only a group losing its best score looks at its other scores. */
  remove(item: Grouped): void {
    const key = topScoreGroup(item);
    const group = this.groups.get(key);
    const count = group?.counts.get(item.score);
    if (group === undefined || count === undefined) return;
    if (count > 1) {
      group.counts.set(item.score, count - 1);
      return;
    }
    group.counts.delete(item.score);
    if (group.counts.size === 0) {
      this.groups.delete(key);
      return;
    }
    if (item.score === group.best) group.best = Math.max(...group.counts.keys());
  }

  /** Whether a (non-practice) item holds the best score of its group. */
  isTopScore(item: Grouped): boolean {
    return this.groups.get(topScoreGroup(item))?.best === item.score;
  }
}
