import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../history/historyItem.js';
import { findRound } from '../rounds/catalogue.js';
import { HistoryProjection } from '../projections/historyProjection.js';
import { classificationRank, progressSeries } from './progressSeries.js';

const recurve = { gender: 'male', ageGroup: 'adult', bowType: 'recurve' };

function item(id: number, gameType: string, date: string, score: number, bowType = 'recurve'): HistoryItem {
  return { id, date, gameType, score, scores: [], userProfile: { ...recurve, bowType } };
}

/**
 * Nationals shot by an adult male recurve archer, saved out of date order. On the AGB 2023 tables a
 * National earns 300: A3 (handicap 70), 380: A2 (63), 420: A2 (59), 500: B3 (50), 560: B3 (41).
 */
function history() {
  const projection = new HistoryProjection(findRound);
  const items = [
    item(1, 'national', '2026-04-05', 300),
    item(2, 'national', '2026-05-10', 420),
    item(6, 'national', '2026-09-01', 560),
    item(3, 'national', '2026-06-01', 380),
    item(4, 'national', '2026-07-01', 500),
    item(5, 'national', '2026-08-01', 500),
    item(7, 'National', '2026-06-15', 350, 'Barebow'),
    item(8, 'york', '2026-06-20', 700),
    item(9, 'national', 'not a date', 600),
    // Kept unfinished: no point on the chart.
    { ...item(10, 'national', '2026-09-15', 108), complete: false },
  ];
  for (const shoot of items) projection.add(shoot, recurve);
  return [...projection.shoots.values()];
}

describe('progress series', () => {
  it('lists one round and bow oldest first with scores and handicaps', () => {
    const series = progressSeries(history(), { gameType: 'National', bowType: 'RECURVE' });
    expect(series.gameType).toBe('national');
    expect(series.bowType).toBe('recurve');
    expect(series.shootIds).toEqual([1, 2, 3, 4, 5, 6]);
    expect(series.times[0]).toBe(Date.parse('2026-04-05') / 1000);
    expect(series.scores).toEqual([300, 420, 380, 500, 500, 560]);
    expect(series.handicaps).toEqual([70, 59, 63, 50, 50, 41]);
    expect(series.bestHandicap).toBe(41);
  });

  it('marks each personal best: a score above every earlier one (an equal score is not a new best)', () => {
    const series = progressSeries(history(), { gameType: 'national', bowType: 'recurve' });
    expect(series.personalBests).toEqual([0, 1, 3, 5]);
    expect(series.best).toMatchObject({ shootId: 6, score: 560 });
    expect(series.latest).toMatchObject({ shootId: 6, score: 560, classification: 'B3', handicap: 41 });
  });

  it('marks each classification step: a class better than any earned before', () => {
    const series = progressSeries(history(), { gameType: 'national', bowType: 'recurve' });
    expect(series.classificationSteps).toEqual([
      { index: 0, classification: 'A3' },
      { index: 1, classification: 'A2' },
      { index: 3, classification: 'B3' },
    ]);
  });

  it('keeps bows apart and offers the rounds and bows shot, most shot first', () => {
    const barebow = progressSeries(history(), { gameType: 'national', bowType: 'barebow' });
    expect(barebow.bowType).toBe('Barebow');
    expect(barebow.scores).toEqual([350]);
    expect(barebow.personalBests).toEqual([0]);
    expect(barebow.rounds).toEqual([
      { name: 'national', shoots: 7 },
      { name: 'york', shoots: 1 },
    ]);
    expect(barebow.bowTypes).toEqual(['recurve', 'Barebow']);
  });

  it('offers each round under the name it was saved with, counting spellings that differ only in case together', () => {
    const projection = new HistoryProjection(findRound);
    projection.add(item(1, 'York', '2026-06-20', 700), recurve);
    projection.add(item(2, 'YORK', '2026-06-21', 710), recurve);
    projection.add(item(3, 'Hereford', '2026-06-22', 900), recurve);
    const series = progressSeries([...projection.shoots.values()], {});
    expect(series.rounds).toEqual([
      { name: 'York', shoots: 2 },
      { name: 'Hereford', shoots: 1 },
    ]);
    expect(series.scores).toEqual([700, 710]);
  });

  it('picks the most shot round and bow when none is chosen, and shows nothing for a round not shot', () => {
    expect(progressSeries(history(), {})).toMatchObject({ gameType: 'national', bowType: 'recurve' });
    const none = progressSeries(history(), { gameType: 'windsor' });
    expect(none).toMatchObject({ gameType: null, bowType: null, scores: [], best: null, latest: null });
    expect(progressSeries([], {})).toMatchObject({ rounds: [], bowTypes: [], gameType: null });
  });

  it('keeps an imported handicap where the round is unknown, and marks no class for a practice', () => {
    const projection = new HistoryProjection(findRound);
    projection.add({ ...item(1, 'old club round', '2026-05-01', 400), handicap: 55 }, recurve);
    projection.add(item(2, 'old club round', '2026-05-02', 380), recurve);
    const series = progressSeries(projection.shoots.values(), {});
    expect(series.handicaps).toEqual([55, null]);
    expect(series.classificationSteps).toEqual([]);
    expect(series.bestHandicap).toBe(55);
  });

  it('ranks classes from U/C through Frostbite badges to the AGB ladder', () => {
    const ladder = ['U/C', 'Frostbite 100', 'Frostbite 355', 'A3', 'A2', 'A1', 'B3', 'B2', 'B1', 'MB', 'GMB'];
    const ranks = [...ladder, 'EMB'].map(classificationRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBe(ranks.length);
  });
});
