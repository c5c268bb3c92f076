import { describe, expect, it } from 'vitest';
import { findRound } from '../rounds/catalogue.js';
import { inspectBackup } from './inspectBackup.js';

const shoot = (date: string, gameType: string, score: number, scores: Array<number | string> = []) => ({
  date,
  gameType,
  score,
  scores,
});

/** A backup holding only a history, read as the app imports one. */
const inspectHistory = (...history: unknown[]) => inspectBackup({ history }, findRound);

describe('the backup debugger reads a backup the way the app imports it', () => {
  it('lists every shoot of a healthy backup and finds nothing wrong', () => {
    const inspection = inspectBackup(
      {
        history: [shoot('2026-05-01', 'york', 800, [9, 9, 7]), shoot('2026-05-02', 'Portsmouth', 560)],
        sightMarks: [{ id: 'a', distance: 50, unit: 'm', notches: 3 }],
        notes: [],
        user: { name: 'Robin' },
      },
      findRound,
    );
    expect(inspection.problems).toEqual([]);
    expect(inspection.importErrors).toEqual([]);
    expect(inspection.shoots).toEqual([
      { position: 1, date: '2026-05-01', gameType: 'york', score: 800, arrows: 3, knownRound: true },
      { position: 2, date: '2026-05-02', gameType: 'portsmouth', score: 560, arrows: 0, knownRound: true },
    ]);
  });

  it('names the shoot the reader cannot read, and the archer sees the same date in the merge error', () => {
    const inspection = inspectHistory(
      shoot('2026-05-01', 'york', 800),
      { date: '2026-06-01', gameType: 'york', score: 'lots' },
      7,
    );
    expect(inspection.shoots.map((s) => s.position)).toEqual([1]);
    expect(inspection.problems).toEqual([
      {
        kind: 'unreadable-history',
        position: 2,
        message: 'Shoot 2: The score of a history item must be a number',
      },
      { kind: 'unreadable-history', position: 3, message: 'Shoot 3: A history item must be an object' },
    ]);
    expect(inspection.importErrors).toEqual([
      'Failed to add history item from 2026-06-01',
      'Failed to add history item from an unknown date',
    ]);
  });

  it('flags rounds the catalogue does not know, but not practice rounds', () => {
    const inspection = inspectHistory(
      shoot('2026-05-01', 'Moonshot 300', 250),
      shoot('2026-05-02', '', 100),
      shoot('2026-05-03', 'practice 70yd', 300),
    );
    expect(inspection.shoots.map((s) => s.knownRound)).toEqual([false, false, true]);
    expect(inspection.problems).toEqual([
      {
        kind: 'unknown-round',
        position: 1,
        gameType: 'Moonshot 300',
        message: 'Shoot 1 is of an unknown round "Moonshot 300"',
      },
      { kind: 'unknown-round', position: 2, gameType: 'UNKNOWN', message: 'Shoot 2 has no round name' },
    ]);
  });

  it('flags a shoot with the date, round and score of an earlier one, as the merge would keep it once', () => {
    const inspection = inspectHistory(
      shoot('2026-05-01T10:00:00.000Z', 'york', 800),
      shoot('2026-05-01T10:00:00.000Z', 'York', 800),
      shoot('2026-05-01T10:00:00.000Z', 'york', 801),
    );
    expect(inspection.problems).toEqual([
      {
        kind: 'duplicate',
        position: 2,
        sameAs: 1,
        message: 'Shoot 2 has the date, round and score of shoot 1: it is imported once',
      },
    ]);
    expect(inspection.shoots).toHaveLength(3);
  });

  it('reports lists and objects of the wrong shape, and never throws', () => {
    const inspection = inspectBackup(
      { history: 'all of them', sightMarks: [{ distance: -1 }], notes: {}, user: [] },
      findRound,
    );
    expect(inspection.problems.map((p) => p.kind)).toEqual([
      'not-a-list',
      'unreadable-sight-mark',
      'not-a-list',
      'not-an-object',
    ]);
    expect(inspection.importErrors).toEqual([
      'Merge operation failed',
      'Failed to add sight mark',
      'Failed to merge user profile',
    ]);
    for (const junk of [null, 42, 'text', [], { history: null }]) {
      expect(() => inspectBackup(junk, findRound)).not.toThrow();
    }
    expect(inspectBackup(null, findRound).problems).toEqual([
      { kind: 'not-an-object', field: 'data', message: 'The backup data is not an object' },
    ]);
  });
});
