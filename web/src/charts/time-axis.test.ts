import { describe, expect, it } from 'vitest';
import { tickSpace, timeSpan, timeTickLabels } from './time-axis.js';

const at = (iso: string) => Date.parse(iso) / 1000;
const DAY = 86_400;

describe('the time axis', () => {
  it('shows one shoot in the middle of a month around it, not years after it', () => {
    const shoot = at('2026-11-20T12:00:00Z');
    const [from, to] = timeSpan([shoot])!;
    expect(new Date(from * 1000).toISOString().slice(0, 10)).toBe('2026-11-05');
    expect(new Date(to * 1000).toISOString().slice(0, 10)).toBe('2026-12-05');
    // Two shoots on the day: the same month.
    expect(timeSpan([shoot, shoot + 3600])).toEqual([shoot + 1800 - 15 * DAY, shoot + 1800 + 15 * DAY]);
  });

  it('spans the first to the last shoot, with a little room for the dots at each end', () => {
    const first = at('2024-04-01T12:00:00Z');
    const last = at('2025-04-01T12:00:00Z');
    const [from, to] = timeSpan([first, at('2024-09-01T12:00:00Z'), last])!;
    expect(from).toBeLessThan(first);
    expect(to).toBeGreaterThan(last);
    expect(first - from).toBeCloseTo((last - first) * 0.03);
    expect(timeSpan([])).toBeNull();
  });

  it('leaves room for day labels, and ticks each year of a long record on a phone', () => {
    expect(tickSpace(at('2026-11-05T00:00:00Z'), at('2026-12-05T00:00:00Z'))).toBe(80);
    // Three and a half years across a 360 px phone's 240 px of plot: a tick a year needs 70 px at most.
    expect(tickSpace(at('2023-04-01T00:00:00Z'), at('2026-12-06T00:00:00Z'))).toBeLessThanOrEqual(240 / 3.7);
  });

  it('names the year on the first tick and where it changes, in days, months or years', () => {
    const days = ['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30'].map((d) => at(`${d}T00:00:00Z`));
    expect(timeTickLabels(days, 7 * DAY)).toEqual(['9 Nov 2026', '16 Nov', '23 Nov', '30 Nov']);
    const turn = ['2026-12-21', '2026-12-28', '2027-01-04'].map((d) => at(`${d}T00:00:00Z`));
    expect(timeTickLabels(turn, 7 * DAY)).toEqual(['21 Dec 2026', '28 Dec', '4 Jan 2027']);
    const months = ['2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01'].map((d) => at(`${d}T00:00:00Z`));
    expect(timeTickLabels(months, 31 * DAY)).toEqual(['Nov 2026', 'Dec', 'Jan 2027', 'Feb']);
    const years = ['2023-01-01', '2024-01-01', '2025-01-01'].map((d) => at(`${d}T00:00:00Z`));
    expect(timeTickLabels(years, 365 * DAY)).toEqual(['2023', '2024', '2025']);
  });
});
