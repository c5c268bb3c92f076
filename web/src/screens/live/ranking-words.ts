import { retiredWords } from '../../../../shared/live-shoots/retirement.js';
import type { Participant, RankedBy } from '../../../../shared/live-shoots/types.js';

/** How the leaderboard is ordered, in plain words (the server's `rankedBy`). */
export function rankingWords(rankedBy: RankedBy): string {
  return rankedBy === 'score'
    ? 'Ranked by score: everyone is shooting the same round with the same bow.'
    : 'Ranked by handicap: archers are shooting different rounds or bows, so the lowest handicap on the arrows shot so far leads.';
}

/**
 * A handicap as the leaderboard shows it: a whole number, as AGB prints it and the score card shows it
 * (the server ranks on whole numbers; rounding here only tidies a shoot ranked by an older server), or a
 * dash before the first scoring arrow.
 */
export function handicapCell(handicap: number | null): string {
  return handicap === null ? '–' : String(Math.round(handicap));
}

/**
 * Where an archer stands in the round, in the words every board uses: "Finished", "Retired after 18
 * arrows" (saved as incomplete: never shown as finished), or null while still shooting.
 */
export function standingWords(
  participant: Pick<Participant, 'finished' | 'retired' | 'arrowsShot'>,
): string | null {
  if (participant.retired === true) return retiredWords(participant.arrowsShot);
  return participant.finished ? 'Finished' : null;
}

/** A shoot the server no longer has, worded one way on the viewer and on a participant's scorecard. */
export function shootGoneWords(code: string): string {
  return `No shoot with code ${code}: check it with the organiser; codes last 24 hours.`;
}
