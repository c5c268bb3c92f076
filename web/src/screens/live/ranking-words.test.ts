import { describe, expect, it } from 'vitest';
import { handicapCell, rankingWords } from './ranking-words.js';

describe('the leaderboard in words', () => {
  it('says how it is ranked', () => {
    expect(rankingWords('score')).toMatch(/^Ranked by score/);
    expect(rankingWords('handicap')).toMatch(/^Ranked by handicap.*lowest handicap/);
  });

  it('shows a handicap as a whole number, or a dash before there is one', () => {
    expect(handicapCell(42)).toBe('42');
    expect(handicapCell(41.6)).toBe('42');
    expect(handicapCell(null)).toBe('–');
  });
});
