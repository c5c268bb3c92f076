import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import { newHistoryItem } from './newHistoryItem.js';

describe('saving a finished shoot', () => {
  it('takes the next id, totals the arrows with the round X value and records the round', () => {
    const item = newHistoryItem(
      {
        round: roundByName('worcester'),
        scores: ['X', 5, 4, 'M'],
        date: '2025-11-02T19:30:00.000Z',
        userProfile: { gender: 'male', ageGroup: '50+', bowType: 'longbow' },
        shootStatus: 'Competition',
        shootDuration: 5_400_000,
        classification: { name: 'B3', scheme: 'AGB 2023' },
        handicap: 60,
      },
      [{ id: 3 }, { id: 8 }],
    );
    expect(item).toEqual({
      id: 9,
      date: '2025-11-02T19:30:00.000Z',
      score: 14,
      gameType: 'worcester',
      scores: ['X', 5, 4, 'M'],
      unit: 'yd',
      userProfile: { gender: 'male', ageGroup: '50+', bowType: 'longbow' },
      shootStatus: 'Competition',
      shootDuration: 5_400_000,
      classification: { name: 'B3', scheme: 'AGB 2023' },
      handicap: 60,
    });
  });

  it('starts a new history at id 1 and leaves out what was not given', () => {
    expect(newHistoryItem({ round: roundByName('wa 18m'), scores: [10], date: '2025-01-01' }, [])).toEqual({
      id: 1,
      date: '2025-01-01',
      score: 10,
      gameType: 'wa 18m',
      scores: [10],
      unit: 'm',
    });
  });
});
