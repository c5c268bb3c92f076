import { describe, expect, it } from 'vitest';
import type { TargetView } from '../../../../shared/contract/targetContract.js';
import type { LiveTargetReference } from '../../../../shared/live-shoots/live-target.js';
import { liveTargetWords } from './live-target-words.js';

const rows = (['A', 'B', 'C'] as const).map((letter, index) => ({
  letter,
  archer: { name: ['Alan', 'Beth', 'Cole'][index]! },
})) as unknown as TargetView['rows'];

const joinedAs = (...letters: Array<'A' | 'B' | 'C'>): LiveTargetReference => ({
  shootCode: 'ABC234',
  joinedAt: '2026-12-06T10:00:00.000Z',
  archers: letters.map((letter) => ({
    letter,
    archerName: rows.find((row) => row.letter === letter)!.archer.name,
    participantId: `p-${letter}`,
    participantToken: `t-${letter}`,
    finished: false,
  })),
});

describe('the target in its live shoot, in words', () => {
  it('says every archer is on the board, and what waits for signal', () => {
    expect(liveTargetWords({ rows }, joinedAs('A', 'B', 'C'), 2, false)).toEqual({
      onBoard: "Live shoot ABC234: every archer's score goes to its leaderboard.",
      waiting: '2 scores waiting for signal: none is lost.',
      notJoined: null,
    });
    expect(liveTargetWords({ rows }, joinedAs('A', 'B', 'C'), 1, true).waiting).toBe(
      '1 score waiting for the server: none is lost.',
    );
  });

  it('says when every card is final on the board', () => {
    const finished = joinedAs('A', 'B', 'C');
    finished.archers = finished.archers.map((archer) => ({ ...archer, finished: true }));
    expect(liveTargetWords({ rows }, finished, 0, true).onBoard).toBe(
      'Live shoot ABC234: every signed card is on its leaderboard, final.',
    );
  });

  it('names who is on the board and who is not after a join that failed part way', () => {
    expect(liveTargetWords({ rows }, joinedAs('A', 'B'), 0, true)).toEqual({
      onBoard: "Live shoot ABC234: Alan and Beth's scores go to its leaderboard.",
      waiting: null,
      notJoined: 'Not on the board: Cole.',
    });
  });
});
