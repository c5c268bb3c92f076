import { describe, expect, it } from 'vitest';
import { isCancelledNavigation } from './routes.js';

describe('navigation guard', () => {
  it('cancels navigation into the static classification data', () => {
    expect(isCancelledNavigation('/data/classifications/Men/Recurve/Senior.json')).toBe(true);
    expect(isCancelledNavigation('/data')).toBe(false);
    expect(isCancelledNavigation('/history/3')).toBe(false);
  });
});
