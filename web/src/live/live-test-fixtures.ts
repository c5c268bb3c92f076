import type { LiveShoot, Participant } from '../../../shared/live-shoots/types.js';
import type { KeptRecord } from './live-storage.js';

/** A record on a device that is only memory: what a part keeps, and what a reload would read back. */
export function memoryRecord(initial: unknown = null): KeptRecord & { value: unknown } {
  const record = {
    value: initial,
    read: () => record.value,
    write: (value: unknown) => {
      record.value = value === null ? null : (JSON.parse(JSON.stringify(value)) as unknown);
    },
  };
  return record;
}

export function archer(id: string, totalScore: number, arrowsShot: number): Participant {
  return {
    id,
    archerName: id,
    roundName: 'Portsmouth',
    bowType: 'recurve',
    gender: null,
    ageGroup: null,
    totalScore,
    arrowsShot,
    currentClassification: null,
    scores: [],
    finished: false,
    position: 0,
    roundPosition: 0,
    handicap: null,
    joinedAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
  };
}

/** A leaderboard at `revision`, its archers in the order given. */
export function leaderboard(code: string, revision: number, participants: Participant[] = []): LiveShoot {
  return {
    code,
    title: 'Club night',
    creatorName: 'Robin',
    createdAt: '2026-11-24T10:00:00.000Z',
    lastActivityAt: '2026-11-24T10:00:00.000Z',
    expiresAt: '2026-11-25T10:00:00.000Z',
    revision,
    rankedBy: 'score',
    participants: participants.map((participant, index) => ({ ...participant, position: index + 1 })),
  };
}
