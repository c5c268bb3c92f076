import { describe, expect, it } from 'vitest';
import type { TargetLetter } from './card.js';
import { lettersFor, nextToScore, whoSignsAsScorer } from './target.js';

describe('a target of archers', () => {
  it('names one to six archers A to F and refuses more', () => {
    expect(lettersFor(4)).toEqual(['A', 'B', 'C', 'D']);
    expect(lettersFor(6)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(() => lettersFor(7)).toThrow(/1 to 6 archers/);
    expect(() => lettersFor(0)).toThrow(RangeError);
  });

  it('is scored end by end, archer by archer in target order', () => {
    const shot = (counts: number[]) =>
      new Map<TargetLetter, number>(counts.map((count, index) => [lettersFor(4)[index]!, count]));
    const sixty = shot([60, 60, 60, 60]);
    expect(nextToScore(shot([0, 0, 0, 0]), 3, sixty)).toEqual({ end: 0, letter: 'A' });
    expect(nextToScore(shot([3, 2, 0, 0]), 3, sixty)).toEqual({ end: 0, letter: 'B' });
    expect(nextToScore(shot([3, 3, 3, 3]), 3, sixty)).toEqual({ end: 1, letter: 'A' });
    // A correction of an earlier end does not change whose turn it is; an archer short in an earlier end is first.
    expect(nextToScore(shot([6, 3, 6, 6]), 3, sixty)).toEqual({ end: 1, letter: 'B' });
    expect(nextToScore(shot([60, 60, 60, 60]), 3, sixty)).toBeNull();
  });

  it('passes over an archer whose round is shorter once they have shot it, as paper leaves the row empty', () => {
    const shot = (counts: number[]) =>
      new Map<TargetLetter, number>(counts.map((count, index) => [lettersFor(3)[index]!, count]));
    // B shoots 36 arrows, A and C 72, six an end.
    const rounds = shot([72, 36, 72]);
    expect(nextToScore(shot([30, 30, 30]), 6, rounds)).toEqual({ end: 5, letter: 'A' });
    expect(nextToScore(shot([36, 30, 30]), 6, rounds)).toEqual({ end: 5, letter: 'B' });
    expect(nextToScore(shot([36, 36, 30]), 6, rounds)).toEqual({ end: 5, letter: 'C' });
    expect(nextToScore(shot([36, 36, 36]), 6, rounds)).toEqual({ end: 6, letter: 'A' });
    expect(nextToScore(shot([42, 36, 36]), 6, rounds)).toEqual({ end: 6, letter: 'C' });
    expect(nextToScore(shot([72, 36, 72]), 6, rounds)).toBeNull();
    // A round whose arrows do not divide by the end size ends on a short end.
    expect(nextToScore(shot([6, 4, 6]), 3, shot([6, 5, 6]))).toEqual({ end: 1, letter: 'B' });
    expect(nextToScore(shot([6, 5, 6]), 3, shot([6, 5, 6]))).toBeNull();
  });

  it('never has a card signed as scorer by its own archer', () => {
    const four = lettersFor(4);
    expect(whoSignsAsScorer('C', 'A', four)).toBe('A');
    expect(whoSignsAsScorer('A', 'A', four)).toBe('B');
    expect(whoSignsAsScorer('D', 'D', four)).toBe('A');
    expect(whoSignsAsScorer('B', null, four)).toBe('C');
    expect(whoSignsAsScorer('A', 'A', ['A'])).toBeNull();
    for (const card of four)
      for (const scorer of four) expect(whoSignsAsScorer(card, scorer, four)).not.toBe(card);
  });
});
