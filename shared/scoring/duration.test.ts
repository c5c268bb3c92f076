import { describe, expect, it } from 'vitest';
import { formatDuration, shootDuration } from './duration.js';

describe('duration', () => {
  it('shows hours and minutes', () => {
    expect(formatDuration((2 * 60 + 5) * 60_000)).toBe('2h 5m');
    expect(formatDuration(60 * 60_000)).toBe('1h 0m');
  });

  it('shows minutes alone under an hour', () => {
    expect(formatDuration(59 * 60_000 + 59_999)).toBe('59m');
    expect(formatDuration(60_000)).toBe('1m');
  });

  it('shows nothing under one minute or for a missing duration', () => {
    expect(formatDuration(59_999)).toBe('');
    expect(formatDuration(0)).toBe('');
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });

  it('measures a shoot from its start and end times', () => {
    expect(shootDuration(1_000, 61_000)).toBe(60_000);
    expect(shootDuration(5_000, 1_000)).toBe(0);
  });
});
