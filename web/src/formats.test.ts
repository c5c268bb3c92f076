import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, formatTime, formatUtcDay } from './formats.js';

describe('the app formats', () => {
  it('writes counts with thousands separators', () => {
    expect(formatCount(5000)).toBe('5,000');
    expect(formatCount(7)).toBe('7');
  });
  it('writes a day and a time as an archer in Britain reads them', () => {
    const when = new Date(2024, 5, 3, 18, 5);
    expect(formatDay(when)).toBe('3 Jun 2024');
    expect(formatTime(when)).toBe('18:05');
  });
  it('writes a chart day in UTC, whatever the zone', () => {
    expect(formatUtcDay(new Date(Date.UTC(2026, 3, 5, 23, 30)))).toBe('5 Apr 2026');
  });
});
