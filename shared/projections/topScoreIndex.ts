import type { HistoryItem } from '../history/historyItem.js';
import { lowerCase } from '../performance/nameCaches.js';

/**
 * The top-score rule of shared/history (`markTopScores`: per round and bow type, the best score of a
 * non-practice round is marked, ties all marked) kept up to date one shoot at a time. markTopScores
 * rescans the whole history; this index answers "is this item a top score?" after each save or delete
 * in time that does not grow with the history. A property test holds the two to the same answers.
 */

/** Bow type group of shoots saved without one, as markTopScores groups them. */
const UNKNOWN_BOW = 'unknown';

type Grouped = Pick<HistoryItem, 'gameType' | 'userProfile' | 'score'>;

interface Group {
  /** How many non-practice items have each score. */
  counts: Map<number, number>;
  best: number;
}

/** An item's group is its round name in any case and its bow type (unknown when missing). */
function roundOf(item: Grouped): string {
  return lowerCase(item.gameType);
}

function bowTypeOf(item: Grouped): string {
  return item.userProfile?.bowType || UNKNOWN_BOW;
}

export class TopScoreIndex {
  /**
   * Groups by round, then by bow type: two lookups in turn rather than one key joining the names,
   * which replay would build for each of thousands of shoots.
   */
  private readonly groups = new Map<string, Map<string, Group>>();

  /** Counts a non-practice item (practice items never take part). */
  add(item: Grouped): void {
    const round = roundOf(item);
    const bowType = bowTypeOf(item);
    let byBowType = this.groups.get(round);
    if (byBowType === undefined) {
      byBowType = new Map();
      this.groups.set(round, byBowType);
    }
    let group = byBowType.get(bowType);
    if (group === undefined) {
      group = { counts: new Map(), best: item.score };
      byBowType.set(bowType, group);
    }
    group.counts.set(item.score, (group.counts.get(item.score) ?? 0) + 1);
    if (item.score > group.best) group.best = item.score;
  }

  /** Forgets an item added before. Only a group losing its best score looks at its other scores. */
  remove(item: Grouped): void {
    const round = roundOf(item);
    const bowType = bowTypeOf(item);
    const byBowType = this.groups.get(round);
    const group = byBowType?.get(bowType);
    const count = group?.counts.get(item.score);
    if (byBowType === undefined || group === undefined || count === undefined) return;
    if (count > 1) {
      group.counts.set(item.score, count - 1);
      return;
    }
    group.counts.delete(item.score);
    if (group.counts.size === 0) {
      byBowType.delete(bowType);
      if (byBowType.size === 0) this.groups.delete(round);
      return;
    }
    if (item.score === group.best) group.best = Math.max(...group.counts.keys());
  }

  /**
   * The best score on a round (any case) with a bow type (empty: shoots saved without one), or null when
   * none is saved: the archer's personal best, looked up without touching the history.
   */
  best(roundName: string, bowType: string): number | null {
    return this.groups.get(lowerCase(roundName))?.get(bowType || UNKNOWN_BOW)?.best ?? null;
  }

  /**
   * The best score of an item's group leaving that item out (one copy of its score): what it had to
   * beat, for the personal-best margin after a save. Null when nothing else is in the group.
   */
  bestBesides(item: Grouped): number | null {
    const group = this.groups.get(roundOf(item))?.get(bowTypeOf(item));
    if (group === undefined) return null;
    let best: number | null = null;
    for (const [score, count] of group.counts) {
      const others = score === item.score ? count - 1 : count;
      if (others > 0 && (best === null || score > best)) best = score;
    }
    return best;
  }

  /** Whether a (non-practice) item holds the best score of its group. */
  isTopScore(item: Grouped): boolean {
    const round = roundOf(item);
    const bowType = bowTypeOf(item);
    return this.groups.get(round)?.get(bowType)?.best === item.score;
  }
}
