import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import {
  averagePerEnd,
  classificationEstimateInputs,
  paceScore,
  projectedScore,
  roundToOneDecimal,
} from './estimates.js';

describe('average per end', () => {
  it('is score divided by ends shot, to one decimal', () => {
    expect(averagePerEnd(100, 12, 6)).toBe(50);
    expect(averagePerEnd(101, 18, 6)).toBe(33.7);
    expect(averagePerEnd(250, 60, 5)).toBe(20.8);
  });

  it('counts a part-shot end by its share of arrows', () => {
    expect(averagePerEnd(27, 3, 6)).toBe(54);
  });

  it('is null before any arrow is shot', () => {
    expect(averagePerEnd(0, 0, 6)).toBeNull();
  });

  it('rounds half up to one decimal', () => {
    expect(roundToOneDecimal(12.25)).toBe(12.3);
    expect(roundToOneDecimal(12.24)).toBe(12.2);
  });
});

describe('classification estimate inputs', () => {
  it('projects score plus remaining arrows at the top value (default 10)', () => {
    expect(projectedScore(100, 30)).toBe(400);
    expect(projectedScore(100, 30, 9)).toBe(370);
    expect(projectedScore(100, -5)).toBe(100);
  });

  it('uses 9 as the top value on imperial rounds and 5 on worcester', () => {
    const national = roundByName('national');
    const arrows: ArrowValue[] = Array.from({ length: 12 }, () => 7);
    expect(classificationEstimateInputs(arrows, national)).toEqual({
      score: 84,
      arrowsShot: 12,
      remainingArrows: 60,
      averagePerEnd: 42,
      projectedScore: 84 + 60 * 9,
      paceScore: 84 * 6,
    });
    const worcester = roundByName('worcester');
    expect(classificationEstimateInputs([5, 4, 'X'], worcester).projectedScore).toBe(14 + 57 * 5);
  });

  it('projects nothing more on unlimited practice rounds', () => {
    const inputs = classificationEstimateInputs([9, 9], roundByName('practice 30yd'));
    expect(inputs.remainingArrows).toBe(0);
    expect(inputs.projectedScore).toBe(18);
    expect(inputs.paceScore).toBeNull();
  });

  it('projects the current average over the whole round, not every arrow left at the top value', () => {
    // One end of a York at 8 an arrow: the pace is 8 x 144, while the best possible is 48 + 138 x 9.
    const york = roundByName('york');
    const inputs = classificationEstimateInputs([8, 8, 8, 8, 8, 8], york);
    expect(inputs.paceScore).toBe(8 * 144);
    expect(inputs.projectedScore).toBe(48 + 138 * 9);
    expect(paceScore(10, 3, 144)).toBe(480);
    expect(paceScore(10, 0, 144)).toBeNull();
  });
});
