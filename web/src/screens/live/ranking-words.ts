import type { RankedBy } from '../../../../shared/live-shoots/types.js';

/** How the leaderboard is ordered, in plain words (the server's `rankedBy`). */
export function rankingWords(rankedBy: RankedBy): string {
  return rankedBy === 'score'
    ? 'Ranked by score: everyone is shooting the same round with the same bow.'
    : 'Ranked by handicap: archers are shooting different rounds or bows, so the lowest handicap on the arrows shot so far leads.';
}

/** A handicap as the table shows it: one decimal, or a dash before the first scoring arrow. */
export function handicapCell(handicap: number | null): string {
  return handicap === null ? '–' : handicap.toFixed(1);
}
