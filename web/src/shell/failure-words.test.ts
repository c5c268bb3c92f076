import { describe, expect, it } from 'vitest';
import { failureWords } from './failure-words.js';

describe('failure words', () => {
  it('turns a reason into words for the archer', () => {
    expect(failureWords({ reason: 'storage-full', message: 'QuotaExceededError' })).toMatch(
      /storage is full/i,
    );
    expect(failureWords({ reason: 'invalid-import', message: 'bad json' })).toMatch(/Nothing was changed/);
  });

  it('falls back to the engine message for a reason it does not know (a newer worker)', () => {
    expect(failureWords({ reason: 'brand-new-reason', message: 'Something new went wrong' })).toBe(
      'Something new went wrong',
    );
  });
});
