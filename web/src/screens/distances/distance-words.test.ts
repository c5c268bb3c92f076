import { describe, expect, it } from 'vitest';
import type { DistanceReportRow } from '../../../../shared/contract/distances.js';
import { seasonStartDates } from '../../../../shared/time/seasons.js';
import { bestEndText, recencyChoice, trendSummary } from './distance-words.js';

const day = (iso: string) => Date.parse(iso) / 1000;

const row: DistanceReportRow = {
  distance: 20,
  unit: 'yd',
  label: '20yd',
  arrows: 98,
  score: 824,
  hits: 92,
  golds: 30,
  xs: 0,
  shoots: 3,
  averagePerArrow: 8.41,
  averagePerEnd: 50.4,
  hitRate: 0.939,
  bestEnd: { score: 60, arrows: 6 },
  bestDozen: 120,
  faceSizes: [40, 60, 122],
  trend: {
    times: [day('2026-01-10'), day('2026-10-15'), day('2026-11-20')],
    averages: [9, 7.2, 8.5],
    rolling: [9, 8.4, 8.41],
  },
};

describe('distance figures in words', () => {
  it('gives an end its size only when it was not six arrows', () => {
    expect(bestEndText(row)).toBe('60');
    expect(bestEndText({ bestEnd: { score: 30, arrows: 3 } })).toBe('30 (3 arrows)');
    expect(bestEndText({ bestEnd: null })).toBe('–');
  });

  it('says the trend: how many shoots over what dates, first, latest and the recent average', () => {
    expect(trendSummary(row)).toBe(
      '3 shoots at 20yd from 10 Jan 2026 to 20 Nov 2026. First shoot 9.00 points per arrow, latest 8.50; ' +
        'average over the last 3 shoots 8.41.',
    );
    const none = { ...row, trend: { times: [], averages: [], rolling: [] } };
    expect(trendSummary(none)).toBe('No dated shoots at 20yd.');
  });

  it('says the recency choices as what they are, never "indoor season" (Archery GB\'s 1 July to 30 June)', () => {
    expect(recencyChoice('indoor', '2026-10-01')).toBe('Indoor, since 1 Oct 2026');
    expect(recencyChoice('outdoor', '2026-04-01')).toBe('Outdoor, since 1 Apr 2026');
    // In February the indoor rounds are counted from the October before.
    const february = seasonStartDates(new Date('2027-02-10T12:00:00Z'));
    expect(recencyChoice('indoor', february.indoor)).toBe('Indoor, since 1 Oct 2026');
    for (const choice of ['indoor', 'outdoor'] as const)
      expect(recencyChoice(choice, february[choice])).not.toMatch(/season/i);
  });
});
