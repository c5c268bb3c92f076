import { describe, expect, it } from 'vitest';
import { findRound, roundByName } from '../rounds/catalogue.js';
import { ownRoundProblem, roundNameOf, roundsOnTarget } from './own-round.js';
import type { TargetSetup } from './target-sheet.js';

const portsmouth = roundByName('portsmouth');

const setup: TargetSetup = {
  round: 'portsmouth',
  date: '2026-12-05',
  place: null,
  eventStatus: 'club_target_day',
  targetNumber: null,
  archers: [
    { letter: 'A', name: 'Robin', bowType: 'longbow', ageGroup: 'adult', gender: 'male' },
    { letter: 'B', name: 'Much', bowType: 'barebow', ageGroup: 'u18', gender: 'male', round: 'bray i' },
  ],
  scorer: { letter: null, name: 'Tuck' },
};

describe("an archer's own round on a target", () => {
  it("is the target's unless theirs differs", () => {
    expect(setup.archers.map((archer) => roundNameOf(setup, archer))).toEqual(['portsmouth', 'bray i']);
    const found = roundsOnTarget(setup, findRound);
    expect('rounds' in found && [...found.rounds].map(([letter, round]) => [letter, round.name])).toEqual([
      ['A', 'portsmouth'],
      ['B', 'bray i'],
    ]);
    expect(roundsOnTarget({ ...setup, round: 'gone' }, findRound)).toEqual({ unknown: 'gone' });
  });

  it('may be shorter or on another face, never another number of arrows an end', () => {
    expect(ownRoundProblem('Much', roundByName('bray i'), portsmouth)).toBeNull();
    expect(ownRoundProblem('Much', roundByName('wa field 12 red marked'), portsmouth)).toBeNull();
    expect(ownRoundProblem('Much', roundByName('york'), portsmouth)).toBe(
      "Much's round shoots 6 arrows an end and the target's 3: everyone on a target shoots the same arrows per end, so choose a round of 3 an end",
    );
    expect(ownRoundProblem('Much', undefined, portsmouth)).toBe("Much's round is not one the app knows");
    const practice = { ...roundByName('bray i'), maxArrows: null };
    expect(ownRoundProblem('Much', practice, portsmouth)).toBe(
      "Much's round is a practice round with no end: choose a named round",
    );
  });
});
