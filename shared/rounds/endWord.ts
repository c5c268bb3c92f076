import type { Discipline } from './round.js';

/**
 * What archers call a round's group of arrows: an end, or on a field course a target (three arrows
 * shot at one target before walking on). The score card, the sheet and the summary all say it this way.
 */
export function endWord(discipline: Discipline): 'end' | 'target' {
  return discipline === 'field' ? 'target' : 'end';
}
