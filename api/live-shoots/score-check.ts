import type { Round } from '../../shared/rounds/round.js';
import { arrowsTotal } from '../../shared/scoring/arrowValues.js';
import { firstNotOnFace, notAScoreOn } from '../../shared/scoring/notAScore.js';
import type { ScoreUpdateRequest } from '../../shared/live-shoots/types.js';

/**
 * Problems with a score update for this round, as lines for the archer's app. The leaderboard trusts
 * only what adds up: the arrows must be values of the round's faces, within its arrow count, and the
 * totals sent must be the totals of those arrows.
 */
export function scoreProblems(round: Round, update: ScoreUpdateRequest): string[] {
  const problems: string[] = [];
  const arrows = update.scores.length;
  if (update.arrowsShot !== arrows) {
    problems.push(`arrowsShot (${update.arrowsShot}) must equal the number of scores (${arrows})`);
  }
  if (round.maxArrows !== null && arrows > round.maxArrows) {
    problems.push(`${round.name} has ${round.maxArrows} arrows, but ${arrows} scores were sent`);
  }
  const notOnFace = firstNotOnFace(update.scores, round);
  if (notOnFace !== undefined) {
    problems.push(`${notAScoreOn(notOnFace, round.name)} (allowed: ${round.scores.join(', ')})`);
  } else {
    const total = arrowsTotal(update.scores, round);
    if (total !== update.totalScore) {
      problems.push(`totalScore (${update.totalScore}) must equal the total of scores (${total})`);
    }
  }
  return problems;
}
