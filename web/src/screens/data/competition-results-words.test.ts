import { describe, expect, it } from 'vitest';
import type {
  CompetitionResultsView,
  CompetitionRowView,
} from '../../../../shared/contract/competitionResults.js';
import {
  candidateRows,
  importOutcomeWords,
  looksLikeResultsFile,
  pickWords,
  prePickedLine,
  rowLabel,
  roundsWords,
} from './competition-results-words.js';

function row(line: number, givenName: string, membershipNumber = ''): CompetitionRowView {
  return {
    line,
    membershipNumber,
    givenName,
    familyName: 'Archer',
    division: 'R',
    ageClass: 'M',
    rounds: [{ roundCode: null, arrows: 72 }],
    roundChoices: ['wa 70m'],
  };
}

const rows = [row(2, 'Jo', '2012345'), row(3, 'Sam', '2077777'), row(4, 'Sam', '2088888')];

describe('the competition result words', () => {
  it('pre-picks only a single row found, never one of several', () => {
    const found: CompetitionResultsView = {
      producer: 'ianseo-qualification',
      rows,
      pick: { kind: 'found', by: 'membership-number', lines: [2] },
    };
    expect(prePickedLine(found)).toBe(2);
    expect(pickWords(found)).toBe('Your row, found by your membership number.');
    const ambiguous: CompetitionResultsView = {
      ...found,
      pick: { kind: 'ambiguous', by: 'name', lines: [3, 4] },
    };
    expect(prePickedLine(ambiguous)).toBeNull();
    expect(candidateRows(ambiguous).map((r) => r.line)).toEqual([3, 4]);
    expect(pickWords(ambiguous)).toBe('2 rows match your name: choose yours. The app does not guess.');
    const none: CompetitionResultsView = { ...found, pick: { kind: 'not-found' } };
    expect(prePickedLine(none)).toBeNull();
    expect(candidateRows(none)).toHaveLength(3);
  });

  it('tells rows apart by name, number, category and line', () => {
    expect(rowLabel(rows[1]!)).toBe('Sam Archer, 2077777, R M, line 3');
    expect(rowLabel({ ...rows[0]!, membershipNumber: '', division: '', ageClass: '' })).toBe(
      'Jo Archer, no number, line 2',
    );
  });

  it('names each round a TamlynScore row holds', () => {
    expect(
      roundsWords({
        ...rows[0]!,
        rounds: [
          { roundCode: 'wa720_70', arrows: 72 },
          { roundCode: 'wa1440_70', arrows: 144 },
        ],
      }),
    ).toBe('2 rounds: wa720_70 (72 arrows), wa1440_70 (144 arrows).');
  });

  it('says when a result was already here', () => {
    const summary = {
      format: 'legacy-export' as const,
      shootsAdded: 0,
      sightMarksAdded: 0,
      shootsRemoved: 0,
      sightMarksRemoved: 0,
      notesAdded: 0,
      profileFieldsFilled: [],
      setAside: [],
      duplicatesSkipped: [],
      unknownRounds: [],
      ignoredParts: [],
      preferences: null,
    };
    expect(importOutcomeWords(summary)).toBe('This result is already on this device: nothing was added.');
    expect(importOutcomeWords({ ...summary, shootsAdded: 2 })).toMatch(/^Added 2 shoots with every arrow/);
  });

  it('sends our JSON files to the one import and anything else to the results reader', () => {
    expect(looksLikeResultsFile('backup.txt', '\uFEFF  {"history": []}')).toBe(false);
    expect(looksLikeResultsFile('list', '[1]')).toBe(false);
    // A damaged backup is still a backup: the one import says what is wrong with it.
    expect(looksLikeResultsFile('photo.JSON', '\uFFFD\uFFFDJFIF')).toBe(false);
    expect(looksLikeResultsFile('results.csv', 'WaID;Local Bib;FamilyName')).toBe(true);
    expect(looksLikeResultsFile('rankings.csv', 'AGB, FN, LN')).toBe(true);
  });
});
