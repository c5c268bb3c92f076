import { describe, expect, it } from 'vitest';
import type { ArrowValue } from '../rounds/round.js';
import {
  goldenRecordsCsv,
  goldenRecordsScore,
  type GoldenRecordsArcher,
  type GoldenRecordsLayout,
  type GoldenRecordsShoot,
} from './goldenRecords.js';

const archer: GoldenRecordsArcher = {
  name: 'Jo Bloggs',
  gender: 'female',
  ageGroup: 'adult',
  bowType: 'recurve',
  yearOfBirth: null,
};

/** A York (144 arrows): 72 at 100 yd of 9s, then 7s and 5s. */
const yorkArrows: ArrowValue[] = [
  ...Array<ArrowValue>(72).fill(9),
  ...Array<ArrowValue>(48).fill(7),
  ...Array<ArrowValue>(23).fill(5),
  'M',
];

const york: GoldenRecordsShoot = {
  date: '2026-06-14T10:00:00.000Z',
  gameType: 'york',
  score: 648 + 336 + 115,
  scores: yorkArrows,
  complete: true,
  eventStatus: 'ukrs',
  location: { placeName: 'Anytown (field 2)', latitude: 51, longitude: -1 },
  handicap: 45,
  classification: { name: 'B2', scheme: 'AGB 2023' },
};

/**
 * The headings here are this test's own, standing in for the template's: Golden Records' help page
 * does not print them (docs/records-formats.md), so the app takes them from the caller.
 */
const layout: GoldenRecordsLayout = {
  columns: [
    { heading: 'test name', field: 'name' },
    { heading: 'test date', field: 'date' },
    { heading: 'test round', field: 'round' },
    { heading: 'test lookup', field: 'handicapLookup' },
    { heading: 'test bow', field: 'bowClass' },
    { heading: 'test category', field: 'category' },
    { heading: 'test score', field: 'score' },
    { heading: 'test hits', field: 'hits' },
    { heading: 'test golds', field: 'golds' },
    { heading: 'test status', field: 'status' },
    { heading: 'test qualifying', field: 'qualifying' },
    { heading: 'test record', field: 'recordStatus' },
    { heading: 'test location', field: 'location' },
  ],
  statusNames: {
    practice: 'status p',
    club_target_day: 'status t',
    club_competition: 'status c',
    open: 'status o',
    ukrs: 'status r',
    wrs: 'status w',
  },
};

describe('a score for Golden Records', () => {
  it("carries the round's AGB table name, the AGB bow class and category, figures, TRUE/FALSE and the class", () => {
    expect(goldenRecordsScore(york, archer)).toEqual({
      name: 'Jo Bloggs',
      date: '2026-06-14',
      round: 'york',
      handicapLookup: 'York',
      bowClass: 'Recurve',
      category: 'Women Adult',
      score: '1099',
      hits: '143',
      golds: '72',
      xs: '0',
      status: 'ukrs',
      qualifying: 'TRUE',
      recordStatus: 'TRUE',
      location: 'Anytown field 2',
      handicap: '45',
      classification: 'Bowman 2nd Class',
    });
  });

  it('takes the age group from the year of birth on the shoot day, and the bow from the shoot', () => {
    const score = goldenRecordsScore(
      { ...york, userProfile: { bowType: 'Compound' } },
      { ...archer, yearOfBirth: 2010 },
    );
    expect([score.bowClass, score.category]).toEqual(['Compound', 'Women U18']);
  });

  it('is not qualifying when unfinished or left out of the handicap, and not record status below UKRS', () => {
    const practice = goldenRecordsScore(
      {
        ...york,
        eventStatus: 'club_competition',
        complete: false,
        scores: yorkArrows.slice(0, 72),
        score: 648,
      },
      archer,
    );
    expect([practice.qualifying, practice.recordStatus, practice.hits]).toEqual(['FALSE', 'FALSE', '72']);
    const leftOut = goldenRecordsScore({ ...york, leaveOutOfHandicap: true }, archer);
    expect(leftOut.qualifying).toBe('FALSE');
    // No complete flag (an older shoot): finished when its arrows fill the round, and these do not.
    const { complete: _complete, ...older } = york;
    const wrs = goldenRecordsScore(
      { ...older, gameType: 'wa 1440 (90m)', eventStatus: 'wrs', scores: [] },
      archer,
    );
    // The brackets go: Golden Records keeps only letters, digits, - / _ . and spaces.
    expect([wrs.handicapLookup, wrs.recordStatus, wrs.qualifying]).toEqual(['WA 1440 90m', 'TRUE', 'FALSE']);
  });

  it('writes 0 for figures it cannot know and leaves an unknown category blank', () => {
    const score = goldenRecordsScore(
      { date: '2026-01-05', gameType: 'club 60', score: 500, scores: [] },
      { ...archer, gender: '' },
    );
    expect(score).toMatchObject({ round: 'club 60', handicapLookup: 'club 60', hits: '0', handicap: '0' });
    expect([score.category, score.bowClass, score.classification, score.status]).toEqual([
      '',
      '',
      '',
      'practice',
    ]);
  });
});

describe('the Golden Records import file', () => {
  it("writes the layout's headings, one row per score in the template's order, and the End line", () => {
    const scores = [
      goldenRecordsScore(york, archer),
      goldenRecordsScore(
        { ...york, date: '2026-06-21', eventStatus: 'open' },
        { ...archer, ageGroup: '50+' },
      ),
    ];
    const lines = goldenRecordsCsv(scores, layout).split('\r\n');
    expect(lines).toEqual([
      layout.columns.map((column) => column.heading).join(','),
      'Jo Bloggs,2026-06-14,york,York,Recurve,Women Adult,1099,143,72,status r,TRUE,TRUE,Anytown field 2',
      // "Women 50+" as Golden Records will keep it: the + is not a character it accepts.
      'Jo Bloggs,2026-06-21,york,York,Recurve,Women 50,1099,143,72,status o,TRUE,FALSE,Anytown field 2',
      'End' + ','.repeat(layout.columns.length - 1),
      '',
    ]);
  });
});
