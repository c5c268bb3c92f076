import { rankArchers } from '../../shared/live-shoots/leaderboard.js';
import { finishKind } from '../../shared/live-shoots/retirement.js';
import type { LiveShoot, Participant } from '../../shared/live-shoots/types.js';
import type { ArrowValue } from '../../shared/rounds/round.js';
import type { LiveShootEntity } from './live-shoot.entity.js';
import type { ParticipantEntity } from './participant.entity.js';

function storedScores(json: string): ArrowValue[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as ArrowValue[]) : [];
}

/** The wire form of a shoot: participants ranked, ordered by position then name, secrets left out. */
export function shootView(
  shoot: LiveShootEntity,
  rows: readonly ParticipantEntity[],
  ttlMs: number,
): LiveShoot {
  const scores = rows.map((row) => storedScores(row.scores));
  // The row's `finished` column means "the score is locked"; whether that was a finish or a retirement
  // follows from the arrows shot against the round's length, the one rule in retirement.ts.
  const retired = rows.map((row) => row.finished && finishKind(row.roundName, row.arrowsShot) === 'retired');
  // Ties are broken by the columns of the era the shoot was created in.
  const { rankedBy, standings } = rankArchers(
    rows.map((row, index) => ({ ...row, scores: scores[index] ?? [], retired: retired[index] === true })),
    shoot.createdAt,
  );
  const participants: Participant[] = rows.map((row, index) => {
    const standing = standings[index] ?? { position: index + 1, roundPosition: 1, handicap: null };
    return {
      id: row.id,
      archerName: row.archerName,
      roundName: row.roundName,
      bowType: row.bowType,
      gender: row.gender,
      ageGroup: row.ageGroup,
      totalScore: row.totalScore,
      arrowsShot: row.arrowsShot,
      currentClassification: row.currentClassification,
      scores: scores[index] ?? [],
      finished: row.finished && retired[index] !== true,
      retired: retired[index] === true,
      position: standing.position,
      roundPosition: standing.roundPosition,
      handicap: standing.handicap,
      joinedAt: row.joinedAt,
      updatedAt: row.updatedAt,
    };
  });
  participants.sort((a, b) => a.position - b.position || a.archerName.localeCompare(b.archerName));
  return {
    code: shoot.code,
    title: shoot.title,
    creatorName: shoot.creatorName,
    createdAt: shoot.createdAt,
    lastActivityAt: shoot.lastActivityAt,
    expiresAt: new Date(Date.parse(shoot.lastActivityAt) + ttlMs).toISOString(),
    revision: shoot.revision,
    rankedBy,
    participants,
  };
}

/** Archers whose overall position moved between two views of the same shoot. */
export function positionChanges(
  before: LiveShoot,
  after: LiveShoot,
): Array<{ archerName: string; previousPosition: number; position: number }> {
  const previous = new Map(before.participants.map((p) => [p.id, p.position]));
  return after.participants.flatMap((p) => {
    const was = previous.get(p.id);
    return was !== undefined && was !== p.position
      ? [{ archerName: p.archerName, previousPosition: was, position: p.position }]
      : [];
  });
}
