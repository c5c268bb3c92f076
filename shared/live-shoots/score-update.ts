import type { ArrowValue } from '../rounds/round.js';
import type { ScoreUpdateRequest } from './types.js';

/** The archer as the profile has them, for live updates. */
export interface LiveArcherProfile {
  name: string;
  gender: string;
  ageGroup: string;
  bowType: string;
}

/** The shoot being scored, as much of it as a live update carries. */
interface LiveShootState {
  roundName: string;
  arrows: readonly ArrowValue[];
  runningTotal: number;
  /** The classification the archer is on track for, if the engine could work one out. */
  onTrackClassification: string | null;
}

/** docs/product.md section 5: a classification is sent only when gender, age group and bow type are all set. */
function canSendClassification(profile: LiveArcherProfile): boolean {
  return profile.gender.trim() !== '' && profile.ageGroup.trim() !== '' && profile.bowType.trim() !== '';
}

/**
 * The body of PUT score or finish for the shoot being scored, under the name the archer joined with
 * (the server matches the token to it). Null when the profile has no name: docs/product.md section 5 sends nothing
 * without one.
 */
export function liveScoreUpdate(
  joinedAs: string,
  profile: LiveArcherProfile,
  shoot: LiveShootState,
): ScoreUpdateRequest | null {
  if (profile.name.trim() === '') return null;
  const complete = canSendClassification(profile);
  return {
    archerName: joinedAs,
    roundName: shoot.roundName,
    totalScore: shoot.runningTotal,
    arrowsShot: shoot.arrows.length,
    scores: [...shoot.arrows],
    currentClassification: complete ? shoot.onTrackClassification : null,
    gender: complete ? profile.gender : null,
    ageGroup: complete ? profile.ageGroup : null,
  };
}
