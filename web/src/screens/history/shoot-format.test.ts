import { describe, expect, it } from 'vitest';
import { scorerWords, shootDate, shootDateAndTime, shootPlace } from './shoot-format.js';

describe('how a shoot is described', () => {
  it('reads a plain day as that day, and keeps an unreadable date as stored', () => {
    expect(shootDate('2024-06-03')).toBe('3 Jun 2024');
    expect(shootDate('last tuesday')).toBe('last tuesday');
  });

  it('adds the time only when the date has one', () => {
    expect(shootDateAndTime('2024-06-03')).toBe('3 Jun 2024');
    expect(shootDateAndTime('2024-06-03T18:05:00')).toBe('3 Jun 2024, 18:05');
  });

  it('names the place, else gives coordinates, else nothing', () => {
    const at = { latitude: 51.50722, longitude: -0.1275 };
    expect(shootPlace({ ...at, placeName: 'Lilleshall' })).toBe('Lilleshall');
    expect(shootPlace({ ...at, placeName: ' ' })).toBe('51.5072, -0.1275');
    expect(shootPlace(undefined)).toBeNull();
  });

  it('names the scorer and seal of a signed card, and says when it no longer witnesses the shoot', () => {
    expect(scorerWords({ scorer: 'Marian', sealCode: 'BPY9-M769', evidence: 'as-signed' })).toBe(
      'Marian, on a signed card (seal BPY9-M769)',
    );
    expect(scorerWords({ scorer: 'Marian', sealCode: 'BPY9-M769', evidence: 'changed-since-signing' })).toBe(
      'Marian, on a signed card (seal BPY9-M769); changed since it was signed, so no longer witnessed',
    );
  });
});
