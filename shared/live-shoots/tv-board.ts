/**
 * What a clubhouse TV shows of a live shoot: while anyone is still shooting, the leaderboard and each
 * archer's latest end in turn; once everyone has finished, the podium.
 */
import { findRound } from '../rounds/catalogue.js';
import type { ArrowValue, ScoringSystem } from '../rounds/round.js';
import { arrowsTotal } from '../scoring/arrowValues.js';
import { scoringAt } from '../scoring/ringColour.js';
import type { LiveShoot, Participant } from './types.js';

export interface LatestEnd {
  archerName: string;
  endNumber: number;
  arrows: ArrowValue[];
  endTotal: number;
  /** The face's scoring where this end was shot, so its chips take the rings' colours; null if unknown. */
  scoring: ScoringSystem | null;
  /** Arrows the archer has shot in all. */
  arrowsShot: number;
}

type TvView = { kind: 'podium'; places: Participant[] } | { kind: 'board'; ends: LatestEnd[] };

/** Ends of six where the round is unknown: the commonest end outdoors. */
const DEFAULT_END_SIZE = 6;

/** The archer's latest end (complete or still being shot), or null before their first arrow. */
export function latestEnd(participant: Participant): LatestEnd | null {
  const shot = participant.scores.length;
  if (shot === 0) return null;
  const round = findRound(participant.roundName);
  const endSize = round?.endSize ?? DEFAULT_END_SIZE;
  const endNumber = Math.ceil(shot / endSize);
  const arrows = participant.scores.slice((endNumber - 1) * endSize);
  const endTotal = round ? arrowsTotal(arrows, round) : 0;
  const scoring = round ? scoringAt(round, (endNumber - 1) * endSize) : null;
  return { archerName: participant.archerName, endNumber, arrows, endTotal, scoring, arrowsShot: shot };
}

/** The podium (the top three positions, ties included) once everyone has finished; else the board. */
export function tvView(shoot: LiveShoot): TvView {
  // A retired archer has stopped too: the podium waits only for archers still shooting.
  const everyoneFinished =
    shoot.participants.length > 0 && shoot.participants.every((p) => p.finished || p.retired === true);
  if (everyoneFinished) {
    const places = shoot.participants
      .filter((p) => p.position <= 3 && p.retired !== true)
      .sort((a, b) => a.position - b.position);
    return { kind: 'podium', places };
  }
  const ends = shoot.participants.flatMap((participant) => latestEnd(participant) ?? []);
  return { kind: 'board', ends };
}
