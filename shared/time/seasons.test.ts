import { describe, expect, it } from 'vitest';
import { isoDay, parseDateMs } from './dates.js';
import { seasonShotIn, seasonStartDates } from './seasons.js';

describe('the recency choices (not seasons: an indoor season runs 1 July to 30 June)', () => {
  it('counts outdoor rounds from 1 April of the current year', () => {
    expect(seasonStartDates(new Date('2025-06-15T12:00:00Z')).outdoor).toBe('2025-04-01');
    expect(seasonStartDates(new Date('2025-02-01T12:00:00Z')).outdoor).toBe('2025-04-01');
  });

  it('counts indoor rounds from 1 October of this year from April on', () => {
    expect(seasonStartDates(new Date('2025-04-01T00:00:00Z')).indoor).toBe('2025-10-01');
    expect(seasonStartDates(new Date('2025-11-20T00:00:00Z')).indoor).toBe('2025-10-01');
  });

  it('counts indoor rounds from 1 October of last year from January to March', () => {
    expect(seasonStartDates(new Date('2026-01-01T00:00:00Z')).indoor).toBe('2025-10-01');
    expect(seasonStartDates(new Date('2026-03-31T23:59:59Z')).indoor).toBe('2025-10-01');
  });

  it('says archers shoot indoors from October to March and outdoors from April to September', () => {
    expect(seasonShotIn('2026-11-29')).toBe('indoor');
    expect(seasonShotIn('2026-10-01')).toBe('indoor');
    expect(seasonShotIn('2027-03-31')).toBe('indoor');
    expect(seasonShotIn('2027-04-01')).toBe('outdoor');
    expect(seasonShotIn('2026-09-30')).toBe('outdoor');
  });
});

describe('dates', () => {
  it('parses stored dates and rejects text that is not a date', () => {
    expect(parseDateMs('2025-05-03')).toBe(Date.UTC(2025, 4, 3));
    expect(parseDateMs('2025-05-03T16:35:23.800Z')).toBe(Date.UTC(2025, 4, 3, 16, 35, 23, 800));
    expect(parseDateMs('yesterday')).toBeNull();
  });

  it('formats calendar days with zero padding', () => {
    expect(isoDay(2025, 4, 1)).toBe('2025-04-01');
  });
});
