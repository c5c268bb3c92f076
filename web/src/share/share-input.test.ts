import { describe, expect, it } from 'vitest';
import type { HistoryItemView } from '../../../shared/contract/historyViews.js';
import { categoryText, shareFileName, shareText } from './share-input.js';

const item = {
  gameType: 'wa 1440 (90m)',
  date: '2026-06-14T09:30:00.000Z',
  score: 1201,
  handicap: 38,
  classification: { name: 'B1', scheme: 'AGB 2023' },
  userProfile: { bowType: 'recurve', gender: 'male', ageGroup: 'adult' },
} as HistoryItemView;

describe('what goes with a shared scorecard', () => {
  it('says round, score, handicap and classification in one line', () => {
    expect(shareText(item)).toBe('WA 1440 (90m): 1201, handicap 38, B1 (AGB 2023)');
    expect(shareText({ ...item, handicap: undefined, classification: undefined })).toBe(
      'WA 1440 (90m): 1201',
    );
  });

  it('names the file after the round and the day', () => {
    expect(shareFileName(item, 'png')).toBe('wa-1440-90m-2026-06-14.png');
    expect(shareFileName({ gameType: 'st. george', date: '2026-06-01' }, 'pdf')).toBe(
      'st-george-2026-06-01.pdf',
    );
  });

  it('writes the category from the shoot’s own snapshot', () => {
    expect(categoryText(item)).toBe('Recurve · Male · Adult');
    expect(categoryText({ userProfile: { bowType: 'barebow' } })).toBe('Barebow');
    expect(categoryText({})).toBeNull();
  });
});
