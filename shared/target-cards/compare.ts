import { compareArrowsDescending } from '../scoring/endOrder.js';
import type { ArrowValue } from '../rounds/round.js';

/**
 * Double scoring (docs/scoring-a-target.md): an archer who also scored themselves compares their own
 * card with the scorer's before either is kept. Paper compares ends as written, highest first, so the
 * two are compared that way: an end shot 7-9-10 and written 10-9-7 is the same end.
 */

export interface ScoringDifference {
  /** 1-based, as the archer reads it. */
  end: number;
  /** 1-based within the end as written (highest first); null when a whole end is on one card only. */
  arrow: number | null;
  mine: ArrowValue | null;
  scorers: ArrowValue | null;
}

export function differencesBetween(
  mine: readonly (readonly ArrowValue[])[],
  scorers: readonly (readonly ArrowValue[])[],
): ScoringDifference[] {
  const differences: ScoringDifference[] = [];
  for (let end = 0; end < Math.max(mine.length, scorers.length); end += 1) {
    const own = mine[end];
    const theirs = scorers[end];
    if (own === undefined || theirs === undefined) {
      differences.push({ end: end + 1, arrow: null, mine: null, scorers: null });
      continue;
    }
    const ownSorted = [...own].sort(compareArrowsDescending);
    const theirSorted = [...theirs].sort(compareArrowsDescending);
    for (let arrow = 0; arrow < Math.max(ownSorted.length, theirSorted.length); arrow += 1) {
      const a = ownSorted[arrow] ?? null;
      const b = theirSorted[arrow] ?? null;
      if (a !== b) differences.push({ end: end + 1, arrow: arrow + 1, mine: a, scorers: b });
    }
  }
  return differences;
}

/** A difference in the archer's words: "End 4, arrow 2: you 9, scorer 7". */
export function differenceWords(
  difference: ScoringDifference,
  mine: readonly (readonly ArrowValue[])[],
  scorers: readonly (readonly ArrowValue[])[],
): string {
  if (difference.arrow === null) {
    const own = mine[difference.end - 1];
    const theirs = scorers[difference.end - 1];
    return `End ${difference.end}: you ${arrowsWord(own)}, scorer ${arrowsWord(theirs)}`;
  }
  return `End ${difference.end}, arrow ${difference.arrow}: you ${valueWord(difference.mine)}, scorer ${valueWord(difference.scorers)}`;
}

function valueWord(value: ArrowValue | null): string {
  return value === null ? 'no arrow' : String(value);
}

function arrowsWord(end: readonly ArrowValue[] | undefined): string {
  if (end === undefined) return 'no end';
  return end.length === 1 ? '1 arrow' : `${end.length} arrows`;
}
