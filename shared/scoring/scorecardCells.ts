import type { ArrowValue, Round } from '../rounds/round.js';
import { arrowScore, arrowsTotal } from './arrowValues.js';
import { isGold } from './arrowCounts.js';
import { ringColour, scoringAt, type RingColour } from './ringColour.js';
import type { EndSlice } from './ends.js';
import { sortByArrowDescending } from './endOrder.js';

/** One arrow on the scorecard. `index` is its place in the stored shoot, carried by edit-score events. */
export interface ArrowCell {
  index: number;
  value: ArrowValue;
  score: number;
  isGold: boolean;
  /** The colour it is painted, as the face and its key (ringColour). */
  colour: RingColour;
}

/** One end on the scorecard: arrows best first (as written on paper) and the end total (E/T). */
export interface EndCell {
  endNumber: number;
  arrows: ArrowCell[];
  /** Arrows still to shoot in this end (0 once it is complete), so the UI can draw empty boxes. */
  emptySlots: number;
  total: number;
}

/** Builds the display cells of one end: sorted for display, each still pointing at its stored arrow. */
export function endCell(end: EndSlice, round: Pick<Round, 'passes' | 'goldThreshold'>): EndCell {
  const scoring = scoringAt(round, end.firstArrowIndex);
  const cells = end.arrows.map((value, offset) => {
    const cell = {
      index: end.firstArrowIndex + offset,
      value,
      score: arrowScore(value, round),
      isGold: isGold(value, round),
    };
    return { ...cell, colour: ringColour(cell, scoring) };
  });
  return {
    endNumber: end.endNumber,
    arrows: sortByArrowDescending(cells),
    emptySlots: Math.max(end.slots - end.arrows.length, 0),
    total: arrowsTotal(end.arrows, round),
  };
}
