import { describe, expect, it } from 'vitest';
import { localDay } from './dates.js';

describe('the archer’s local day', () => {
  it('is the day on the device’s own calendar, padded, whatever the time of day', () => {
    expect(localDay(new Date(2024, 5, 3, 0, 30))).toBe('2024-06-03');
    expect(localDay(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31');
  });
});
