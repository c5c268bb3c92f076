import { describe, expect, it } from 'vitest';
import { findRound } from '../rounds/catalogue.js';
import { shootStatusOf, type HistoryItem } from './historyItem.js';
import { recentGameTypes, sortByDateAscending } from './historyQueries.js';
import { markTopScores } from './topScores.js';
import { shootEndRecords, withDerivedFields } from './derivedFields.js';
import { sanitiseNoteText } from './noteText.js';

function item(partial: Partial<HistoryItem>): HistoryItem {
  return { id: 1, date: '2025-01-01', score: 0, gameType: 'national', scores: [], ...partial };
}

describe('sorting history', () => {
  it('puts shoots in ascending date order, same day by id', () => {
    const items = [
      item({ id: 1, date: '2025-03-01' }),
      item({ id: 2, date: '2024-12-25T10:00:00Z' }),
      item({ id: 4, date: '2025-01-05' }),
      item({ id: 3, date: '2025-01-05' }),
    ];
    expect(sortByDateAscending(items).map((i) => i.id)).toEqual([2, 3, 4, 1]);
    expect(items.map((i) => i.id)).toEqual([1, 2, 4, 3]);
  });
});

describe('shoot status', () => {
  const items = [
    item({ id: 1, shootStatus: 'Practice' }),
    item({ id: 2 }),
    item({ id: 3, shootStatus: 'Competition' }),
    item({ id: 4, shootStatus: 'RecordStatus' }),
  ];

  const withStatus = (status: string) => items.filter((i) => shootStatusOf(i) === status).map((i) => i.id);

  it('counts items with no status as Practice', () => {
    expect(withStatus('Practice')).toEqual([1, 2]);
  });

  it('reads other statuses exactly', () => {
    expect(withStatus('Competition')).toEqual([3]);
    expect(withStatus('RecordStatus')).toEqual([4]);
  });
});

describe('recent game types', () => {
  it('lists rounds shot in the last 42 days, most recent first, once each', () => {
    const now = new Date('2025-06-30T12:00:00Z');
    const items = [
      item({ id: 1, gameType: 'york', date: '2025-05-19T11:00:00Z' }), // 42 days and 1 hour ago
      item({ id: 2, gameType: 'national', date: '2025-05-20' }),
      item({ id: 3, gameType: 'windsor', date: '2025-06-28' }),
      item({ id: 4, gameType: 'national', date: '2025-06-01' }),
      item({ id: 5, gameType: 'portsmouth', date: '2024-12-01' }),
    ];
    expect(recentGameTypes(items, now)).toEqual(['windsor', 'national']);
  });
});

describe('top scores', () => {
  it('marks the best non-practice score per round and bow type, ties included', () => {
    const items = [
      item({ id: 1, gameType: 'national', score: 500, userProfile: { bowType: 'recurve' } }),
      item({ id: 2, gameType: 'national', score: 520, userProfile: { bowType: 'recurve' } }),
      item({ id: 3, gameType: 'national', score: 400, userProfile: { bowType: 'barebow' } }),
      item({ id: 4, gameType: 'york', score: 520, userProfile: { bowType: 'recurve' } }),
      item({ id: 5, gameType: 'york', score: 520, userProfile: { bowType: 'recurve' } }),
      item({ id: 6, gameType: 'practice 30yd', score: 900, userProfile: { bowType: 'recurve' } }),
      item({ id: 7, gameType: 'national', score: 300 }),
      item({
        id: 8,
        gameType: 'national',
        score: 510,
        shootStatus: 'Practice',
        userProfile: { bowType: 'recurve' },
      }),
    ];
    expect(markTopScores(items, findRound).map((i) => [i.id, i.topScore])).toEqual([
      [1, false],
      [2, true],
      [3, true],
      [4, true],
      [5, true],
      [6, false],
      [7, true],
      [8, false],
    ]);
  });
});

describe('derived fields', () => {
  it('fills end totals and the average per end from the arrows', () => {
    const worcester = findRound('worcester');
    const shoot = item({ gameType: 'worcester', score: 47, scores: [5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 2] });
    expect(withDerivedFields(shoot, worcester)).toMatchObject({
      endTotals: [
        { scores: [5, 5, 5, 5, 5], total: 25 },
        { scores: [4, 4, 4, 4, 4], total: 20 },
        { scores: [2], total: 2 },
      ],
      averagePerEnd: 21.4,
    });
  });

  it('uses plain six-arrow ends for a round the catalogue does not know', () => {
    expect(shootEndRecords(item({ scores: [9, 9, 9, 9, 9, 9, 'X'] }), undefined)).toEqual([
      { scores: [9, 9, 9, 9, 9, 9], total: 54 },
      { scores: ['X'], total: 10 },
    ]);
  });
});

describe('note text', () => {
  it('removes < and >', () => {
    expect(sanitiseNoteText('<script>alert(1)</script> grip > tension')).toBe(
      'scriptalert(1)/script grip  tension',
    );
    expect(sanitiseNoteText('plain note')).toBe('plain note');
  });
});
