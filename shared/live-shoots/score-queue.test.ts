import { describe, expect, it } from 'vitest';
import {
  forgetArcherUpdates,
  forgetShootUpdates,
  nextScoreUpdate,
  queueScoreUpdate,
  readScoreQueue,
  settleScoreUpdate,
  type PendingScoreUpdate,
  type ScoreQueue,
} from './score-queue.js';

function update(
  shootCode: string,
  scores: number[],
  kind: 'score' | 'finish' = 'score',
  archerName = 'Robin',
) {
  return {
    shootCode,
    participantToken: `token-${shootCode}-${archerName}`,
    kind,
    body: {
      archerName,
      roundName: 'national',
      totalScore: scores.reduce((sum, value) => sum + value, 0),
      arrowsShot: scores.length,
      scores,
    },
  } satisfies Omit<PendingScoreUpdate, 'sequence'>;
}

describe('the live score queue', () => {
  it('keeps only the newest state of a shoot', () => {
    let queue: ScoreQueue = [];
    queue = queueScoreUpdate(queue, update('ABC234', [9]));
    queue = queueScoreUpdate(queue, update('ABC234', [9, 7]));
    queue = queueScoreUpdate(queue, update('ABC234', [9, 7, 5]));
    expect(queue).toHaveLength(1);
    expect(nextScoreUpdate(queue)?.body.scores).toEqual([9, 7, 5]);
  });

  it('sends shoots in the order they first waited, each with its newest state', () => {
    let queue: ScoreQueue = [];
    queue = queueScoreUpdate(queue, update('AAAAAA', [9]));
    queue = queueScoreUpdate(queue, update('BBBBBB', [5]));
    queue = queueScoreUpdate(queue, update('AAAAAA', [9, 9]));
    const sent: string[] = [];
    for (let next = nextScoreUpdate(queue); next; next = nextScoreUpdate(queue)) {
      sent.push(`${next.shootCode}:${next.body.scores.join(',')}`);
      queue = settleScoreUpdate(queue, next);
    }
    expect(sent).toEqual(['AAAAAA:9,9', 'BBBBBB:5']);
  });

  it('an answer for an older state does not remove a newer one queued while it was on its way', () => {
    let queue = queueScoreUpdate([], update('ABC234', [9]));
    const inFlight = nextScoreUpdate(queue)!;
    queue = queueScoreUpdate(queue, update('ABC234', [9, 7]));
    queue = settleScoreUpdate(queue, inFlight);
    expect(nextScoreUpdate(queue)?.body.scores).toEqual([9, 7]);
  });

  it('a finish is final: a later score update does not replace it', () => {
    let queue = queueScoreUpdate([], update('ABC234', [9, 7], 'finish'));
    queue = queueScoreUpdate(queue, update('ABC234', [9, 7, 1]));
    expect(nextScoreUpdate(queue)).toMatchObject({ kind: 'finish', body: { scores: [9, 7] } });
  });

  it('a finish replaces the score update waiting for the shoot', () => {
    let queue = queueScoreUpdate([], update('ABC234', [9]));
    queue = queueScoreUpdate(queue, update('ABC234', [9, 7], 'finish'));
    expect(queue).toHaveLength(1);
    expect(nextScoreUpdate(queue)?.kind).toBe('finish');
  });

  it('keeps each archer of a scored target apart: one phone sends for every archer on the boss', () => {
    let queue: ScoreQueue = [];
    queue = queueScoreUpdate(queue, update('ABC234', [9], 'score', 'Alan'));
    queue = queueScoreUpdate(queue, update('ABC234', [7], 'score', 'Beth'));
    queue = queueScoreUpdate(queue, update('ABC234', [9, 9], 'score', 'Alan'));
    queue = queueScoreUpdate(queue, update('ABC234', [7, 5], 'finish', 'Beth'));
    expect(queue.map((pending) => `${pending.body.archerName}:${pending.body.scores.join(',')}`)).toEqual([
      'Alan:9,9',
      'Beth:7,5',
    ]);
    // One archer leaving drops only theirs; the shoot gone drops them all.
    expect(forgetArcherUpdates(queue, queue[0]!).map((pending) => pending.body.archerName)).toEqual(['Beth']);
    expect(forgetShootUpdates(queue, 'ABC234')).toEqual([]);
  });

  it('forgets a shoot that was left', () => {
    let queue = queueScoreUpdate([], update('AAAAAA', [9]));
    queue = queueScoreUpdate(queue, update('BBBBBB', [9]));
    expect(forgetShootUpdates(queue, 'AAAAAA').map((pending) => pending.shootCode)).toEqual(['BBBBBB']);
  });

  it('survives being stored and read back (a reload), dropping damaged entries', () => {
    let queue = queueScoreUpdate([], update('AAAAAA', [9]));
    queue = queueScoreUpdate(queue, update('BBBBBB', [7], 'finish'));
    const stored: unknown = JSON.parse(JSON.stringify([...queue, { shootCode: 'CCCCCC' }, 'junk', null]));
    expect(readScoreQueue(stored)).toEqual(queue);
    expect(readScoreQueue('not a list')).toEqual([]);
    expect(readScoreQueue(null)).toEqual([]);
  });

  it('numbers updates after the highest one read back, so a reload does not reuse a sequence', () => {
    let queue = readScoreQueue(JSON.parse(JSON.stringify(queueScoreUpdate([], update('AAAAAA', [9])))));
    queue = queueScoreUpdate(queue, update('BBBBBB', [9]));
    expect(new Set(queue.map((pending) => pending.sequence)).size).toBe(2);
  });
});
