import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../history/historyItem.js';
import { isPracticeRoundName, markTopScores } from '../history/topScores.js';
import { findRound } from '../rounds/catalogue.js';
import { TopScoreIndex } from './topScoreIndex.js';

type Item = Pick<HistoryItem, 'id' | 'gameType' | 'userProfile' | 'score'>;

const item = fc.record({
  gameType: fc.constantFrom('national', 'National', 'york', 'practice 20yd', 'unknown round', 'practice old'),
  userProfile: fc.option(fc.record({ bowType: fc.constantFrom('recurve', 'barebow', '') }), {
    nil: undefined,
  }),
  score: fc.integer({ min: 0, max: 12 }),
});

/** Adds (true) and removals (false, of the item at that position among those present). */
const operations = fc.array(
  fc.oneof(fc.tuple(fc.constant(true as const), item), fc.tuple(fc.constant(false as const), fc.nat())),
  {
    maxLength: 60,
  },
);

describe('top scores kept one shoot at a time', () => {
  it('marks exactly what markTopScores marks over the whole history, after any adds and deletes', () => {
    fc.assert(
      fc.property(operations, (ops) => {
        const index = new TopScoreIndex();
        let present: Item[] = [];
        let nextId = 1;
        for (const [isAdd, operand] of ops) {
          if (isAdd) {
            const added: Item = { ...(operand as Omit<Item, 'id'>), id: nextId++ };
            present.push(added);
            if (!isPracticeRoundName(added.gameType, findRound)) index.add(added);
          } else if (present.length > 0) {
            const removed = present[(operand as number) % present.length]!;
            present = present.filter((p) => p !== removed);
            if (!isPracticeRoundName(removed.gameType, findRound)) index.remove(removed);
          }
        }
        const expected = markTopScores(
          present.map((p) => ({ ...p, scores: [] })),
          findRound,
        ).map((p) => p.topScore);
        const actual = present.map((p) => !isPracticeRoundName(p.gameType, findRound) && index.isTopScore(p));
        expect(actual).toEqual(expected);
        // The personal best it answers is the highest non-practice score of that round and bow type.
        for (const round of ['national', 'york']) {
          for (const bowType of ['recurve', 'barebow', '']) {
            const scores = present
              .filter((p) => p.gameType.toLowerCase() === round && (p.userProfile?.bowType ?? '') === bowType)
              .map((p) => p.score);
            expect(index.best(round.toUpperCase(), bowType)).toBe(
              scores.length === 0 ? null : Math.max(...scores),
            );
          }
        }
        // What a shoot had to beat: the best of the others in its group, itself left out.
        for (const shoot of present.filter((p) => !isPracticeRoundName(p.gameType, findRound))) {
          const others = present
            .filter(
              (p) =>
                p !== shoot &&
                p.gameType.toLowerCase() === shoot.gameType.toLowerCase() &&
                (p.userProfile?.bowType || 'unknown') === (shoot.userProfile?.bowType || 'unknown'),
            )
            .map((p) => p.score);
          expect(index.bestBesides(shoot)).toBe(others.length === 0 ? null : Math.max(...others));
        }
      }),
      { numRuns: 300 },
    );
  });
});
