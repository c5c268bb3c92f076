/**
 * What a clubhouse TV shows of a live shoot: while anyone is still shooting, the leaderboard and each
 * archer's latest end in turn; once everyone has finished, the podium.
 */
import { findRound } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { arrowsTotal } from '../scoring/arrowValues.js';
import type { LiveShoot, Participant } from './types.js';

export interface LatestEnd {
  archerName: string;
  endNumber: number;
  arrows: ArrowValue[];
  endTotal: number;
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
  return { archerName: participant.archerName, endNumber, arrows, endTotal };
}

/** The podium (the top three positions, ties included) once everyone has finished; else the board. */
export function tvView(shoot: LiveShoot): TvView {
  const everyoneFinished = shoot.participants.length > 0 && shoot.participants.every((p) => p.finished);
  if (everyoneFinished) {
    const places = shoot.participants.filter((p) => p.position <= 3).sort((a, b) => a.position - b.position);
    return { kind: 'podium', places };
  }
  const ends = shoot.participants.flatMap((participant) => latestEnd(participant) ?? []);
  return { kind: 'board', ends };
}
