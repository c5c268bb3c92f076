import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../history/historyItem.js';
import { findRound } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { seasonStartDates } from '../time/seasons.js';
import { distancePerformanceReport, TREND_WINDOW } from './distanceReport.js';
import { HistoryProjection } from '../projections/historyProjection.js';

const recurve = { gender: 'male', ageGroup: 'adult', bowType: 'recurve' };

function repeat(value: ArrowValue, times: number): ArrowValue[] {
  return Array<ArrowValue>(times).fill(value);
}

function shoot(id: number, gameType: string, date: string, scores: ArrowValue[], bowType = 'recurve') {
  const score = scores.reduce<number>((sum, a) => sum + (a === 'M' ? 0 : a === 'X' ? 10 : a), 0);
  const item: HistoryItem = { id, date, gameType, scores, score, userProfile: { ...recurve, bowType } };
  return item;
}

/**
 * A small history worked out by hand (today is 2026-11-25: outdoor rounds count from 1 April 2026, indoor
 * ones from 1 October 2026). 20 yd is 18.3 m, so it lists before 30 m.
 */
function history() {
  const projection = new HistoryProjection(findRound);
  const items = [
    // Indoor, 20 yd on a 60 cm face, in ends of 3: 540, best end 30, best dozen 120 (the dozens are 120
    // 120 108 96 96).
    shoot(1, 'portsmouth', '2026-01-10', [...repeat(10, 30), ...repeat(8, 30)]),
    // Indoor, 20 yd on 40 cm, barebow, in ends of 3: 216, 24 hits, best end 27, best dozen 108 (the last 6
    // make no dozen).
    shoot(2, 'bray i', '2026-10-15', [...repeat(9, 24), ...repeat('M', 6)], 'Barebow'),
    // Outdoor, 30 m on 80 cm: 252, best end 42, best dozen 84.
    shoot(3, 'frostbite', '2026-05-01', repeat(7, 36)),
    // Outdoor last season: 60 yd 48 sevens (336), then 50 yd 24 nines (216), on 122 cm.
    shoot(4, 'national', '2025-07-01', [...repeat(7, 48), ...repeat(9, 24)]),
    // A practice at 20 yd on 122 cm: 8 arrows, 68, one end of 54 and no whole dozen.
    shoot(5, 'practice 20yd', '2026-11-20T10:00:00.000Z', [...repeat(9, 6), 7, 7]),
  ];
  for (const item of items) projection.add(item, recurve);
  return [...projection.shoots.values()];
}

const now = seasonStartDates(new Date('2026-11-25T12:00:00Z'));

describe('distance performance report', () => {
  it('gives each distance its arrows, averages, best end, best dozen and faces, nearest first', () => {
    const report = distancePerformanceReport(history(), {}, now);
    expect(report.distances.map((d) => d.label)).toEqual(['20yd', '30m', '50yd', '60yd']);
    const [twenty, thirty, fifty, sixty] = report.distances;
    expect(twenty).toMatchObject({
      arrows: 98,
      score: 824,
      hits: 92,
      shoots: 3,
      averagePerArrow: 8.41,
      // The practice's end of six 9s outscores any indoor end of three.
      bestEnd: { score: 54, arrows: 6 },
      bestDozen: 120,
      faceSizes: [40, 60, 122],
    });
    expect(thirty).toMatchObject({ arrows: 36, score: 252, averagePerArrow: 7, bestDozen: 84 });
    expect(thirty!.bestEnd).toEqual({ score: 42, arrows: 6 });
    expect(fifty).toMatchObject({ arrows: 24, score: 216, averagePerArrow: 9, bestDozen: 108 });
    expect(sixty).toMatchObject({ arrows: 48, score: 336, averagePerArrow: 7, bestDozen: 84 });
    expect(report.bowTypes).toEqual(['Barebow', 'recurve']);
    expect(report.faceSizes).toEqual([40, 60, 80, 122]);
  });

  it('draws the trend shoot by shoot, oldest first, with a rolling average by arrows', () => {
    const [twenty] = distancePerformanceReport(history(), {}, now).distances;
    expect(twenty!.trend).toEqual({
      times: [
        Date.parse('2026-01-10') / 1000,
        Date.parse('2026-10-15') / 1000,
        Date.parse('2026-11-20T10:00:00.000Z') / 1000,
      ],
      // 540/60, 216/30, 68/8; rolling: 540/60, 756/90, 824/98.
      averages: [9, 7.2, 8.5],
      rolling: [9, 8.4, 8.41],
    });
  });

  it('keeps only the last few shoots in the rolling average', () => {
    const projection = new HistoryProjection(findRound);
    // Six practices at 20 yd: five of 8 arrows of 5, then one of 8 nines.
    for (let i = 1; i <= 6; i++) {
      projection.add(shoot(i, 'practice 20yd', `2026-06-0${i}`, repeat(i === 6 ? 9 : 5, 8)), recurve);
    }
    const [twenty] = distancePerformanceReport(projection.shoots.values(), {}, now).distances;
    expect(TREND_WINDOW).toBe(5);
    // The last point averages shoots 2 to 6: (4 × 40 + 72) / 40 arrows.
    expect(twenty!.trend.rolling).toEqual([5, 5, 5, 5, 5, 5.8]);
  });

  it('filters by bow type whatever its case, and says which bow it kept', () => {
    const report = distancePerformanceReport(history(), { bowType: 'barebow' }, now);
    expect(report.filter).toEqual({ bowType: 'Barebow' });
    expect(report.distances).toHaveLength(1);
    expect(report.distances[0]).toMatchObject({
      label: '20yd',
      arrows: 30,
      score: 216,
      averagePerArrow: 7.2,
      hitRate: 0.8,
      bestEnd: { score: 27, arrows: 3 },
      bestDozen: 108,
    });
    // The choices still list every bow and face.
    expect(report.bowTypes).toEqual(['Barebow', 'recurve']);
  });

  it('filters by face size at each distance', () => {
    const report = distancePerformanceReport(history(), { faceCm: 122 }, now);
    expect(report.distances.map((d) => [d.label, d.arrows, d.bestDozen])).toEqual([
      ['20yd', 8, null],
      ['50yd', 24, 108],
      ['60yd', 48, 84],
    ]);
  });

  it('filters by season: outdoor rounds from 1 April, indoor rounds from 1 October', () => {
    const outdoor = distancePerformanceReport(history(), { season: 'outdoor' }, now);
    // The frostbite of May and the practice of November; last July's National was last season.
    expect(outdoor.distances.map((d) => [d.label, d.score])).toEqual([
      ['20yd', 68],
      ['30m', 252],
    ]);
    const indoor = distancePerformanceReport(history(), { season: 'indoor' }, now);
    expect(indoor.distances.map((d) => [d.label, d.score])).toEqual([['20yd', 216]]);
  });

  it('counts indoor rounds from the October before while it is January to March', () => {
    const february = seasonStartDates(new Date('2026-02-10T12:00:00Z'));
    expect(february).toEqual({ outdoor: '2026-04-01', indoor: '2025-10-01' });
    // Since 1 October 2025, for a year: the Portsmouth of 10 January 2026, not October 2026's Bray I.
    const indoor = distancePerformanceReport(history(), { season: 'indoor' }, february);
    expect(indoor.distances.map((d) => [d.label, d.score])).toEqual([['20yd', 540]]);
    // Outdoor rounds count from 1 April 2026, not yet begun in February: nothing of 2025 counts.
    const outdoor = distancePerformanceReport(history(), { season: 'outdoor' }, february);
    expect(outdoor.distances.map((d) => [d.label, d.score])).toEqual([
      ['20yd', 68],
      ['30m', 252],
    ]);
  });

  it('combines filters, and returns no distances when nothing matches', () => {
    expect(
      distancePerformanceReport(history(), { bowType: 'recurve', season: 'indoor' }, now).distances,
    ).toEqual([]);
    expect(distancePerformanceReport([], {}, now)).toEqual({
      distances: [],
      bowTypes: [],
      faceSizes: [],
      seasons: now,
      filter: {},
    });
  });
});

describe('distance performance report on a round with no usable end size', () => {
  it('counts the best end in the ends it was cut into (the default six arrows)', () => {
    // A round whose end size is unreadable (0) is cut into ends of the default size, so its best end
    // is six arrows however the round is written.
    const projection = new HistoryProjection((name) => {
      const round = findRound(name);
      return round === undefined ? undefined : { ...round, endSize: 0 };
    });
    projection.add(shoot(1, 'frostbite', '2026-05-01', repeat(7, 36)), recurve);
    const report = distancePerformanceReport([...projection.shoots.values()], {}, now);
    expect(report.distances[0]!.bestEnd).toEqual({ score: 42, arrows: 6 });
  });
});
