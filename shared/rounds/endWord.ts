import type { Discipline } from './round.js';

/** How the score card names a round's group of arrows, in each place it needs the word. */
export interface EndWords {
  /** "end", or "target" on a field course (three arrows shot at one target before walking on). */
  noun: 'end' | 'target';
  /** At the start of a line or a label: "End 3", "Target 3". */
  title: 'End' | 'Target';
  /** With its article: "Average 15 an end", "Average 15 a target". */
  withArticle: 'an end' | 'a target';
}

const END: EndWords = { noun: 'end', title: 'End', withArticle: 'an end' };
const TARGET: EndWords = { noun: 'target', title: 'Target', withArticle: 'a target' };

/** What archers call a round's group of arrows: an end, or on a field course a target. */
export function endWords(discipline: Discipline): EndWords {
  return discipline === 'field' ? TARGET : END;
}
