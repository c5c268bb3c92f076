import { describe, expect, it } from 'vitest';
import type { ProgressSeries } from '../../../../shared/contract/progress.js';
import { handicapSummary, scoreSummary } from './progress-words.js';

const day = (iso: string) => Date.parse(iso) / 1000;

const series: ProgressSeries = {
  rounds: [{ name: 'national', shoots: 3 }],
  bowTypes: ['recurve'],
  gameType: 'national',
  bowType: 'recurve',
  shootIds: [1, 2, 3],
  times: [day('2026-04-05'), day('2026-05-10'), day('2026-06-01')],
  scores: [300, 420, 380],
  handicaps: [70, 59, 63],
  personalBests: [0, 1],
  classificationSteps: [
    { index: 0, classification: 'A3' },
    { index: 1, classification: 'A2' },
  ],
  best: { shootId: 2, time: day('2026-05-10'), score: 420, handicap: 59, classification: 'A2' },
  latest: { shootId: 3, time: day('2026-06-01'), score: 380, handicap: 63, classification: 'A2' },
  bestHandicap: 59,
};

describe('progress charts in words', () => {
  it('says the latest score, the personal best and how many bests are marked', () => {
    expect(scoreSummary(series)).toBe(
      '3 shoots. Latest 380 on 1 Jun 2026; personal best 420 on 10 May 2026; 2 new bests marked.',
    );
  });

  it('says the handicaps and each classification earned with its date', () => {
    expect(handicapSummary(series)).toBe(
      'Handicap (lower is better): latest 63, best 59; classifications earned: Archer Third Class on ' +
        '5 Apr 2026, Archer Second Class on 10 May 2026.',
    );
  });

  it('says when there is nothing to draw or no handicap', () => {
    const empty = { ...series, latest: null, best: null };
    expect(scoreSummary(empty)).toBe('No shoots to chart.');
    expect(handicapSummary({ ...series, bestHandicap: null })).toBe('None of these shoots has a handicap.');
  });
});
