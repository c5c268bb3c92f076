import { describe, expect, it } from 'vitest';
import { findRound } from '../rounds/catalogue.js';
import { tally } from '../scoring/arrowCounts.js';
import { roundsFittingIanseoShoot } from './checkedShoot.js';
import { readResultsFile } from './readResultsFile.js';
import { IANSEO_WA1440, IANSEO_WA720, TAMLYNSCORE_TWO_ROUNDS } from './resultFixtures.js';
import { resultImportFile, type ResultImportChoice } from './resultImport.js';
import type { ResultRow, ResultsFile } from './resultRows.js';

function read(text: string): ResultsFile {
  const file = readResultsFile(text);
  if (!file.ok) throw new Error(file.error.message);
  return file.value;
}

const competition: ResultImportChoice = { date: '2026-06-14', eventStatus: 'ukrs', roundName: 'wa 70m' };

function rowOf(file: ResultsFile, familyName: string): ResultRow {
  const row = file.rows.find((candidate) => candidate.archer.familyName === familyName);
  if (row === undefined) throw new Error(`no row for ${familyName}`);
  return row;
}

/** The figures of each imported shoot, worked out from its arrows on its round. */
function figuresOf(history: ReadonlyArray<{ gameType: string; scores: Parameters<typeof tally>[0] }>) {
  return history.map((shoot) => ({
    round: shoot.gameType,
    ...tally(shoot.scores, findRound(shoot.gameType)!),
  }));
}

describe('importing an ianseo WA 720', () => {
  const file = read(IANSEO_WA720);

  it('adds one shoot with all 72 arrows, whose totals, hits, golds and Xs are the file’s own', () => {
    const result = resultImportFile(rowOf(file, 'Bloggs'), file.producer, competition);
    if (!result.ok) throw new Error(result.error.message);
    const [shoot] = result.value.history;
    expect(result.value.history).toHaveLength(1);
    expect(shoot).toMatchObject({
      date: '2026-06-14',
      gameType: 'wa 70m',
      score: 567,
      eventStatus: 'ukrs',
      shootStatus: 'RecordStatus',
      complete: true,
    });
    expect(shoot!.scores).toHaveLength(72);
    expect(figuresOf(result.value.history)).toEqual([
      { round: 'wa 70m', score: 567, hits: 68, golds: 24, xs: 10 },
    ]);
    // A division written as a code ("R") leaves the bow type to the archer's profile.
    expect(shoot!.userProfile).toBeUndefined();
  });

  it('offers the WA 720 rounds for a row of two distances of 36, and not a WA 1440', () => {
    const names = roundsFittingIanseoShoot(rowOf(file, 'Bloggs').shoots[0]!).map((round) => round.name);
    expect(names).toContain('wa 70m');
    expect(names).toContain('wa 60m');
    expect(names).not.toContain('wa 1440 (70m)');
  });

  it('refuses a row whose arrows do not add up to its D1 Score, with both figures', () => {
    const result = resultImportFile(rowOf(file, 'Skewed'), file.producer, competition);
    expect(result).toEqual({
      ok: false,
      error: {
        reason: 'totals-disagree',
        message: 'Line 5, distance 1: the file says D1 Score 281, its arrows add up to 279',
      },
    });
  });

  it('refuses a row whose arrows do not add up to its Score, with both figures', () => {
    const row = rowOf(file, 'Bloggs');
    const shoot = row.shoots[0]!;
    const wrongTotal: ResultRow = {
      ...row,
      shoots: [
        { ...shoot, figures: shoot.figures.map((f) => (f.kind === 'score' ? { ...f, value: 570 } : f)) },
      ],
    };
    const result = resultImportFile(wrongTotal, file.producer, competition);
    expect(result.ok ? null : result.error.message).toBe(
      'Line 2: the file says Score 570, its arrows add up to 567',
    );
  });

  it('names an unknown round and one that does not fit, never importing a guess', () => {
    const row = rowOf(file, 'Bloggs');
    const unknown = resultImportFile(row, file.producer, { ...competition, roundName: 'club 720' });
    expect(unknown.ok ? null : unknown.error).toEqual({
      reason: 'unknown-round',
      message: 'Line 2: The round "club 720" is not one this app knows, so it cannot be imported',
    });
    const wrong = resultImportFile(row, file.producer, { ...competition, roundName: 'wa 1440 (70m)' });
    expect(wrong.ok ? null : wrong.error.reason).toBe('round-does-not-fit');
    const none = resultImportFile(row, file.producer, { ...competition, roundName: null });
    expect(none.ok ? null : none.error.reason).toBe('round-not-named');
  });

  it('refuses a row entered as totals only: it has no arrows to bring in', () => {
    const row = rowOf(file, 'Bloggs');
    const shoot = row.shoots[0]!;
    const totalsOnly: ResultRow = {
      ...row,
      shoots: [{ ...shoot, distances: shoot.distances.map((distance) => ({ ...distance, arrows: [] })) }],
    };
    expect(resultImportFile(totalsOnly, file.producer, competition)).toEqual({
      ok: false,
      error: { reason: 'no-arrows', message: 'Line 2: the file holds no arrows for it, only totals' },
    });
  });

  it('refuses a day that is not one and a practice status', () => {
    const row = rowOf(file, 'Bloggs');
    const day = resultImportFile(row, file.producer, { ...competition, date: '14/06/2026' });
    expect(day.ok ? null : day.error.reason).toBe('invalid-date');
    const practice = { ...competition, eventStatus: 'practice' } as unknown as ResultImportChoice;
    const status = resultImportFile(row, file.producer, practice);
    expect(status.ok ? null : status.error.reason).toBe('not-a-competition');
  });
});

describe('importing an ianseo WA 1440', () => {
  it('adds one shoot of four distances with the file’s totals, hits, golds and Xs', () => {
    const file = read(IANSEO_WA1440);
    const choice = { ...competition, eventStatus: 'open' as const, roundName: 'wa 1440 (70m)' };
    const results = ['Bloggs', 'Hood'].map((name) =>
      resultImportFile(rowOf(file, name), file.producer, choice),
    );
    const history = results.flatMap((result) => (result.ok ? result.value.history : []));
    expect(figuresOf(history)).toEqual([
      { round: 'wa 1440 (70m)', score: 1222, hits: 142, golds: 52, xs: 21 },
      { round: 'wa 1440 (70m)', score: 1215, hits: 142, golds: 51, xs: 27 },
    ]);
    expect(history.map((shoot) => [shoot.scores.length, shoot.shootStatus])).toEqual([
      [144, 'Competition'],
      [144, 'Competition'],
    ]);
  });
});

describe('importing a TamlynScore row of two rounds', () => {
  const file = read(TAMLYNSCORE_TWO_ROUNDS);
  const choice: ResultImportChoice = { date: '2026-07-04', eventStatus: 'ukrs', roundName: null };

  it('adds one shoot per round, each matching the file’s round score, and the row’s 10s and Xs', () => {
    const result = resultImportFile(rowOf(file, 'Bloggs'), file.producer, choice);
    if (!result.ok) throw new Error(result.error.message);
    expect(figuresOf(result.value.history)).toEqual([
      { round: 'wa 70m', score: 521, hits: 65, golds: 18, xs: 8 },
      { round: 'wa 1440 (70m)', score: 1285, hits: 144, golds: 75, xs: 35 },
    ]);
    // The file's Div spells the bow, so the shoots carry it.
    expect(result.value.history.map((shoot) => shoot.userProfile)).toEqual([
      { bowType: 'Recurve' },
      { bowType: 'Recurve' },
    ]);
  });

  it('refuses a row whose rounds do not add up to its Score', () => {
    const result = resultImportFile(rowOf(file, 'Fletcher'), file.producer, choice);
    expect(result.ok ? null : result.error).toEqual({
      reason: 'totals-disagree',
      message: 'Line 3: the file says Score 1789, its arrows add up to 1790',
    });
  });

  it('names a round code the catalogue does not know', () => {
    const text = TAMLYNSCORE_TWO_ROUNDS.replace('wa1440_70,', 'club_special,');
    const changed = read(text);
    const result = resultImportFile(rowOf(changed, 'Bloggs'), changed.producer, choice);
    expect(result.ok ? null : result.error).toEqual({
      reason: 'unknown-round',
      message:
        'Line 2, round 2: The round "club_special" is not one this app knows, so it cannot be imported',
    });
  });

  it('reads K as 10 and L as X: the same letters read as ianseo would swap them and fail the 10s', () => {
    const [row] = file.rows;
    const swapped: ResultRow = {
      ...row!,
      shoots: row!.shoots.map((shoot) => ({
        ...shoot,
        distances: shoot.distances.map((d) => ({
          ...d,
          arrows: d.arrows.map((letter) => (letter === 'K' ? 'L' : letter === 'L' ? 'K' : letter)),
        })),
      })),
    };
    const result = resultImportFile(swapped, file.producer, choice);
    expect(result.ok ? null : result.error.message).toBe(
      'Line 2: the file says Xs 43, its arrows make Xs of 50',
    );
  });
});
