import type { ArrowValue } from '../rounds/round.js';

/**
 * Archers write each end on paper best arrow first: X above 10, then 10 down to 1, M last.
 *
 * Decision: this ordering is a VIEW concern. Storage keeps arrows in the order they were shot,
 * because (a) the edit-score event addresses an arrow by its overall index, which must not move
 * when a later arrow of the same end is entered, (b) shot order is information (first-arrow
 * performance, fatigue within an end) that sorting would destroy, and (c) replaying an event log
 * of "arrow scored" events naturally yields shot order. Scorecard rows sort each end for display
 * and carry each arrow's stored index so an edit still reaches the right arrow.
 */

/** Rank of an arrow for display ordering: higher is better. X outranks 10, M ranks below 0. */
function arrowRank(arrow: ArrowValue): number {
  // Ring values never exceed 11, so these bounds keep X on top and M at the bottom.
  if (arrow === 'X') return 1000;
  if (arrow === 'M') return -1000;
  return arrow;
}

/** Comparator putting the better arrow first. */
export function compareArrowsDescending(a: ArrowValue, b: ArrowValue): number {
  return arrowRank(b) - arrowRank(a);
}

/** The same ordering for items that carry an arrow (scorecard cells with their stored index). */
export function sortByArrowDescending<T extends { value: ArrowValue }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareArrowsDescending(a.value, b.value));
}
