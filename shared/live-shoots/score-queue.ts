import type { ScoreUpdateRequest } from './types.js';

/**
 * Live score updates waiting for the server (docs/product.md section 5: none is lost when offline). Only the newest
 * state of an archer's score matters, since each update carries every arrow so far: a new one replaces the
 * one waiting for the same archer in the same shoot (their participant token), in its place, so archers are
 * sent in the order they first waited. A finish is final: no score update replaces it. One phone may send
 * for several archers: a scorer scoring a whole target in a live shoot (docs/scoring-a-target.md).
 */
export interface PendingScoreUpdate {
  /** Increases with every update queued, so an answer for an older state never removes a newer one. */
  sequence: number;
  shootCode: string;
  participantToken: string;
  kind: 'score' | 'finish';
  body: ScoreUpdateRequest;
}

export type ScoreQueue = readonly PendingScoreUpdate[];

export function queueScoreUpdate(
  queue: ScoreQueue,
  update: Omit<PendingScoreUpdate, 'sequence'>,
): ScoreQueue {
  const sequence = queue.reduce((highest, pending) => Math.max(highest, pending.sequence), 0) + 1;
  const waiting = queue.findIndex((pending) => sameArcher(pending, update));
  if (waiting === -1) return [...queue, { ...update, sequence }];
  if (queue[waiting]!.kind === 'finish' && update.kind === 'score') return queue;
  return queue.map((pending, index) => (index === waiting ? { ...update, sequence } : pending));
}

/** Updates for the same archer in the same shoot: the newer replaces the older. */
function sameArcher(
  one: Pick<PendingScoreUpdate, 'shootCode' | 'participantToken'>,
  other: Pick<PendingScoreUpdate, 'shootCode' | 'participantToken'>,
): boolean {
  return one.shootCode === other.shootCode && one.participantToken === other.participantToken;
}

/** The next update to send (the one that has waited longest), or null. */
export function nextScoreUpdate(queue: ScoreQueue): PendingScoreUpdate | null {
  return queue[0] ?? null;
}

/** After the server took (or refused for good) `update`: removed, unless a newer state replaced it meanwhile. */
export function settleScoreUpdate(queue: ScoreQueue, update: PendingScoreUpdate): ScoreQueue {
  return queue.filter((pending) => pending.sequence !== update.sequence);
}

/** Drops everything waiting for a shoot (gone from the server). */
export function forgetShootUpdates(queue: ScoreQueue, shootCode: string): ScoreQueue {
  return queue.filter((pending) => pending.shootCode !== shootCode);
}

/** Drops what waits for one archer of a shoot (they left it); the target's other archers still go. */
export function forgetArcherUpdates(
  queue: ScoreQueue,
  archer: Pick<PendingScoreUpdate, 'shootCode' | 'participantToken'>,
): ScoreQueue {
  return queue.filter((pending) => !sameArcher(pending, archer));
}

/** Reads a stored queue; damaged entries are dropped, not trusted. */
export function readScoreQueue(stored: unknown): ScoreQueue {
  if (!Array.isArray(stored)) return [];
  return stored.filter((entry): entry is PendingScoreUpdate => {
    if (typeof entry !== 'object' || entry === null) return false;
    const value = entry as Record<string, unknown>;
    const body = value.body as Record<string, unknown> | null | undefined;
    return (
      typeof value.sequence === 'number' &&
      typeof value.shootCode === 'string' &&
      typeof value.participantToken === 'string' &&
      (value.kind === 'score' || value.kind === 'finish') &&
      typeof body === 'object' &&
      body !== null &&
      typeof body.archerName === 'string' &&
      typeof body.roundName === 'string' &&
      Array.isArray(body.scores)
    );
  });
}
