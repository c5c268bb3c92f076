import type { ArrowValue } from '../rounds/round.js';
import { TARGET_LETTERS, type CardArcher, type TargetLetter } from '../target-cards/card.js';
import type { ScoreUpdateRequest } from './types.js';

/**
 * A whole target scored on one phone in a live shoot (docs/scoring-a-target.md, "In a live shoot"): the
 * scorer's phone joined every archer of the target to the shoot, each under their own name with their
 * own participant token, and sends each archer's score as the sheet is written, through the same queue
 * as an archer's own score. Kept on the device, so a phone closed mid-target goes on sending.
 */
export interface LiveTargetArcher {
  letter: TargetLetter;
  /** The name joined with: the target's archer's name (the server matches the token to it). */
  archerName: string;
  participantId: string;
  participantToken: string;
  /** Their card was sealed and its finish sent: nothing more is sent for them. */
  finished: boolean;
}

export interface LiveTargetReference {
  shootCode: string;
  /** ISO time of joining: a reference lasts as long as an archer's own (isReferenceExpired). */
  joinedAt: string;
  archers: LiveTargetArcher[];
}

/** One archer's row of the target as the sheet has it now: as much as a live update carries. */
export interface TargetRowNow {
  letter: TargetLetter;
  archer: CardArcher;
  /** Their round (the target's, or their own where one differs). */
  round: string;
  ends: readonly { arrows: readonly ArrowValue[] }[];
  total: number;
  /** Both have signed: the card is final, and its score locks. */
  sealed: boolean;
}

/** An update for one archer of the target, for the score queue. */
export interface TargetArcherUpdate {
  letter: TargetLetter;
  participantToken: string;
  kind: 'score' | 'finish';
  body: ScoreUpdateRequest;
}

/**
 * What to send for the target as it stands: one update per joined archer still shooting, a finish for a
 * sealed card (an incomplete card finishes as retired, shared/live-shoots/retirement.ts). An archer is
 * matched by letter and name, so a later target on this phone with other archers sends nothing for them.
 * The category goes with each score, as an archer's own phone sends it.
 */
export function targetArcherUpdates(
  reference: LiveTargetReference,
  rows: readonly TargetRowNow[],
): TargetArcherUpdate[] {
  const updates: TargetArcherUpdate[] = [];
  for (const joined of reference.archers) {
    if (joined.finished) continue;
    const row = rows.find((candidate) => candidate.letter === joined.letter);
    if (!row || row.archer.name !== joined.archerName) continue;
    const scores = row.ends.flatMap((end) => end.arrows);
    updates.push({
      letter: row.letter,
      participantToken: joined.participantToken,
      kind: row.sealed ? 'finish' : 'score',
      body: {
        archerName: joined.archerName,
        roundName: row.round,
        totalScore: row.total,
        arrowsShot: scores.length,
        scores,
        currentClassification: null,
        gender: row.archer.gender,
        ageGroup: row.archer.ageGroup,
      },
    });
  }
  return updates;
}

/** The reference once the finish of the archer holding `participantToken` was taken. */
export function targetArcherFinished(
  reference: LiveTargetReference,
  participantToken: string,
): LiveTargetReference {
  return {
    ...reference,
    archers: reference.archers.map((archer) =>
      archer.participantToken === participantToken ? { ...archer, finished: true } : archer,
    ),
  };
}

/** Reads a stored reference; anything damaged reads as none, never trusted. */
export function readLiveTargetReference(stored: unknown): LiveTargetReference | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const value = stored as Record<string, unknown>;
  if (typeof value.shootCode !== 'string' || value.shootCode === '') return null;
  if (typeof value.joinedAt !== 'string' || Number.isNaN(Date.parse(value.joinedAt))) return null;
  if (!Array.isArray(value.archers)) return null;
  const archers: LiveTargetArcher[] = [];
  for (const entry of value.archers as unknown[]) {
    const archer = readArcher(entry);
    if (!archer) return null;
    archers.push(archer);
  }
  return { shootCode: value.shootCode, joinedAt: value.joinedAt, archers };
}

function readArcher(entry: unknown): LiveTargetArcher | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const value = entry as Record<string, unknown>;
  const letter = TARGET_LETTERS.find((known) => known === value.letter);
  const text = (key: string) => (typeof value[key] === 'string' && value[key] !== '' ? value[key] : null);
  const archerName = text('archerName');
  const participantId = text('participantId');
  const participantToken = text('participantToken');
  if (!letter || !archerName || !participantId || !participantToken) return null;
  return { letter, archerName, participantId, participantToken, finished: value.finished === true };
}
