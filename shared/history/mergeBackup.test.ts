import { describe, expect, it } from 'vitest';
import { findRound } from '../rounds/catalogue.js';
import type { SightMark } from '../sight-marks/sightMark.js';
import { combineErrorToast, combineResultToast } from './combineToast.js';
import type { HistoryItem } from './historyItem.js';
import { mergeBackup, type LocalData } from './mergeBackup.js';
import { defaultUserProfile } from './userProfile.js';

const now = new Date('2025-06-01T00:00:00Z');

function ids(): () => string {
  let n = 0;
  return () => `generated-${++n}`;
}

function localData(partial: Partial<LocalData> = {}): LocalData {
  return { history: [], sightMarks: [], user: defaultUserProfile(now), ...partial };
}

const national: HistoryItem = { id: 4, date: '2025-05-01', score: 500, gameType: 'national', scores: [] };
const mark: SightMark = {
  id: 's1',
  distance: 50,
  unit: 'yd',
  notches: 3,
  vertical: 2,
  priority: false,
  label: '',
};

describe('merging a backup', () => {
  it('adds new history items with fresh local ids and skips ones whose date, round and score match', () => {
    const result = mergeBackup(
      localData({ history: [national] }),
      {
        history: [
          { id: 4, date: '2025-05-01', score: 500, gameType: 'National' },
          { id: 4, date: '2025-05-01', score: 501, gameType: 'national' },
          { id: 9, date: '2025-05-02', score: 500, gameType: 'national' },
          { id: 1, date: '2025-05-01', score: 500, gameType: 'york' },
        ],
      },
      { findRound, newSightMarkId: ids() },
    );
    expect(result.success).toBe(true);
    expect(result.addedHistory).toBe(3);
    expect(result.history.map((i) => [i.id, i.date, i.gameType, i.score])).toEqual([
      [4, '2025-05-01', 'national', 500],
      [5, '2025-05-01', 'national', 501],
      [6, '2025-05-02', 'national', 500],
      [7, '2025-05-01', 'york', 500],
    ]);
  });

  it('names a shoot the backup held twice as a skipped duplicate, not one already here', () => {
    const result = mergeBackup(
      localData({ history: [national] }),
      {
        history: [
          { id: 1, date: '2025-05-01', score: 500, gameType: 'national' },
          { id: 2, date: '2017-12-30', score: 273, gameType: 'frostbite' },
          { id: 3, date: '2017-12-30', score: 273, gameType: 'Frostbite' },
          { id: 4, date: '2017-12-31', score: 280, gameType: 'frostbite' },
        ],
      },
      { findRound, newSightMarkId: ids() },
    );
    expect(result.addedHistory).toBe(2);
    expect(result.skippedDuplicateShoots).toEqual([
      { gameType: 'frostbite', score: 273, date: '2017-12-30' },
    ]);
  });

  it('treats the same instant written two ways as the same date', () => {
    const result = mergeBackup(
      localData({ history: [national] }),
      { history: [{ date: '2025-05-01T00:00:00.000Z', score: 500, gameType: 'national' }] },
      { findRound, newSightMarkId: ids() },
    );
    expect(result.addedHistory).toBe(0);
  });

  it('upgrades legacy backup items before comparing them', () => {
    const result = mergeBackup(
      localData({ history: [{ ...national, gameType: 'national 50' }] }),
      { history: [{ date: '2025-05-01', score: 500, gameType: 'national', distance: 50 }] },
      { findRound, newSightMarkId: ids() },
    );
    expect(result.addedHistory).toBe(0);
  });

  it('skips sight marks whose distance, unit, notches and vertical match, and re-ids clashing ones', () => {
    const result = mergeBackup(
      localData({ sightMarks: [mark] }),
      {
        sightMarks: [
          { id: 'other', distance: 50, unit: 'yd', notches: 3, vertical: 2, label: 'different label' },
          { id: 's1', distance: 50, unit: 'yd', notches: 4, vertical: 2 },
          { distance: 30, unit: 'm', notches: 1, vertical: { major: 1, minor: 2 } },
        ],
      },
      { findRound, newSightMarkId: ids() },
    );
    expect(result.success).toBe(true);
    expect(result.addedSightMarks).toBe(2);
    expect(result.sightMarks.map((m) => m.id)).toEqual(['s1', 'generated-1', 'generated-2']);
  });

  it('merges the profile keeping local non-empty values', () => {
    const local = localData({ user: { ...defaultUserProfile(now), name: 'Robin' } });
    const result = mergeBackup(
      local,
      { user: { name: 'Marian', bowType: 'longbow' } },
      { findRound, newSightMarkId: ids() },
    );
    expect(result.user).toMatchObject({ name: 'Robin', bowType: 'longbow' });
  });

  it('collects error lines with the documented texts and still merges the readable entries', () => {
    const result = mergeBackup(
      localData(),
      {
        history: [
          { date: '2025-04-01', scores: 'garbage' },
          { score: 'x' },
          { date: '2025-04-02', score: 10 },
        ],
        sightMarks: [{ distance: 30 }],
        user: 'not a profile',
      },
      { findRound, newSightMarkId: ids() },
    );
    expect(result.success).toBe(false);
    expect(result.errors).toEqual([
      'Failed to add history item from 2025-04-01',
      'Failed to add history item from an unknown date',
      'Failed to add sight mark',
      'Failed to merge user profile',
    ]);
    expect(result.addedHistory).toBe(1);
  });

  it('fails the whole operation on a payload that is not a backup', () => {
    for (const payload of [null, 'backup', 42, [1]]) {
      const result = mergeBackup(localData({ history: [national] }), payload, {
        findRound,
        newSightMarkId: ids(),
      });
      expect(result.success).toBe(false);
      expect(result.errors).toEqual(['Merge operation failed']);
      expect(result.history).toEqual([national]);
    }
    const badList = mergeBackup(localData(), { history: { 0: {} } }, { findRound, newSightMarkId: ids() });
    expect(badList.errors).toEqual(['Merge operation failed']);
  });

  it('leaves the local data objects untouched', () => {
    const local = localData({ history: [national], sightMarks: [mark] });
    mergeBackup(local, { history: [{ date: '2024-01-01', score: 1 }] }, { findRound, newSightMarkId: ids() });
    expect(local.history).toEqual([national]);
    expect(local.sightMarks).toEqual([mark]);
  });
});

describe('combine toasts', () => {
  it('reports counts added', () => {
    expect(combineResultToast({ success: true, errors: [], addedHistory: 3, addedSightMarks: 1 })).toEqual({
      type: 'success',
      message: 'Combined successfully! Added 3 shooting records and 1 sight marks.',
    });
    expect(
      combineResultToast({ success: true, errors: [], addedHistory: 0, addedSightMarks: 2 }).message,
    ).toBe('Combined successfully! Added 0 shooting records and 2 sight marks.');
  });

  it('says when nothing needed adding', () => {
    expect(combineResultToast({ success: true, errors: [], addedHistory: 0, addedSightMarks: 0 })).toEqual({
      type: 'info',
      message: 'Data was already synchronized - no changes needed.',
    });
  });

  it('lists merge errors', () => {
    expect(
      combineResultToast({
        success: false,
        errors: ['Failed to add sight mark', 'Failed to merge user profile'],
        addedHistory: 2,
        addedSightMarks: 0,
      }),
    ).toEqual({
      type: 'error',
      message: 'Merge failed: Failed to add sight mark, Failed to merge user profile',
    });
  });

  it('reports an unexpected error', () => {
    expect(combineErrorToast('Network error: Unable to connect to server')).toEqual({
      type: 'error',
      message: 'Error combining data: Network error: Unable to connect to server',
    });
  });
});
