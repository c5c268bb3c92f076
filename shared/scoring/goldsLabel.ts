import type { Round } from '../rounds/round.js';
import { faceColour } from './ringColour.js';

/**
 * What a round's gold column counts, in the words a sheet heads it with. Where the count takes the whole
 * gold of the face (9s on an imperial face, the white 5 of a Worcester) it is "Golds"; where it takes
 * only the inner ring of a two-ring gold (10s on a 10-zone indoor face, where a 9 is gold too) calling it
 * "Golds" would count 9s an archer can see are gold, so it says what is counted: "10s".
 */
export function goldsLabel(round: Pick<Round, 'passes' | 'goldThreshold'>): string {
  const scoring = round.passes[0]?.scoring;
  if (scoring === undefined || round.goldThreshold <= 1) return 'Golds';
  const ringBelowIsGold = faceColour(scoring, round.goldThreshold - 1) === 'gold';
  return ringBelowIsGold ? `${round.goldThreshold}s` : 'Golds';
}
