import { describe, expect, it } from 'vitest';
import type { CardArcher } from '../target-cards/card.js';
import {
  readLiveTargetReference,
  targetArcherFinished,
  targetArcherUpdates,
  type LiveTargetReference,
  type TargetRowNow,
} from './live-target.js';

const alan: CardArcher = { name: 'Alan', bowType: 'recurve', ageGroup: 'adult', gender: 'male' };
const beth: CardArcher = { name: 'Beth', bowType: 'compound', ageGroup: 'u18', gender: 'female' };

const reference: LiveTargetReference = {
  shootCode: 'ABC234',
  joinedAt: '2026-12-06T10:00:00.000Z',
  archers: [
    { letter: 'A', archerName: 'Alan', participantId: 'p-a', participantToken: 't-a', finished: false },
    { letter: 'B', archerName: 'Beth', participantId: 'p-b', participantToken: 't-b', finished: false },
  ],
};

function row(letter: 'A' | 'B', archer: CardArcher, ends: number[][], sealed = false): TargetRowNow {
  const total = ends.flat().reduce((sum, value) => sum + value, 0);
  return { letter, archer, round: 'Portsmouth', ends: ends.map((arrows) => ({ arrows })), total, sealed };
}

describe("a target's archers in a live shoot", () => {
  it("sends each joined archer's arrows so far, under their own token and category", () => {
    const updates = targetArcherUpdates(reference, [
      row('A', alan, [[10, 9, 9], [8]]),
      row('B', beth, [[7, 7, 6]]),
    ]);
    expect(updates).toEqual([
      {
        letter: 'A',
        participantToken: 't-a',
        kind: 'score',
        body: {
          archerName: 'Alan',
          roundName: 'Portsmouth',
          totalScore: 36,
          arrowsShot: 4,
          scores: [10, 9, 9, 8],
          currentClassification: null,
          gender: 'male',
          ageGroup: 'adult',
        },
      },
      expect.objectContaining({ letter: 'B', participantToken: 't-b', kind: 'score' }),
    ]);
  });

  it('a sealed card is sent as the finish, and nothing more once its finish was taken', () => {
    const sealed = [row('A', alan, [[10, 10, 10]], true), row('B', beth, [[9]])];
    expect(targetArcherUpdates(reference, sealed).map((update) => update.kind)).toEqual(['finish', 'score']);
    const after = targetArcherFinished(reference, 't-a');
    expect(targetArcherUpdates(after, sealed).map((update) => update.letter)).toEqual(['B']);
  });

  it('sends nothing for a row whose archer is not the one joined (a later target on the phone)', () => {
    const other: CardArcher = { ...alan, name: 'Cleo' };
    expect(targetArcherUpdates(reference, [row('A', other, [[9]])])).toEqual([]);
  });

  it('survives being stored and read back; damage reads as none', () => {
    expect(readLiveTargetReference(JSON.parse(JSON.stringify(reference)))).toEqual(reference);
    expect(readLiveTargetReference({ ...reference, archers: [{ letter: 'G' }] })).toBeNull();
    expect(readLiveTargetReference({ ...reference, joinedAt: 'yesterday' })).toBeNull();
    expect(readLiveTargetReference('junk')).toBeNull();
    expect(readLiveTargetReference(null)).toBeNull();
  });
});
