import { describe, expect, it } from 'vitest';
import { liveScoreUpdate } from './score-update.js';

const shoot = {
  roundName: 'national',
  arrows: [9, 7, 'M'] as const,
  runningTotal: 16,
  onTrackClassification: 'B3',
};
const full = { name: 'Robin', gender: 'female', ageGroup: 'adult', bowType: 'recurve' };

describe('a live score update', () => {
  it('carries every arrow, the totals and the classification for a complete profile', () => {
    expect(liveScoreUpdate('Robin', full, { ...shoot, arrows: [...shoot.arrows] })).toEqual({
      archerName: 'Robin',
      roundName: 'national',
      totalScore: 16,
      arrowsShot: 3,
      scores: [9, 7, 'M'],
      currentClassification: 'B3',
      gender: 'female',
      ageGroup: 'adult',
    });
  });

  it('goes without a classification when gender, age group or bow type is missing', () => {
    for (const missing of ['gender', 'ageGroup', 'bowType'] as const) {
      const update = liveScoreUpdate(
        'Robin',
        { ...full, [missing]: '' },
        { ...shoot, arrows: [...shoot.arrows] },
      );
      expect(update?.currentClassification).toBeNull();
      expect(update?.scores).toEqual([9, 7, 'M']);
    }
  });

  it('is not sent without a profile name, and uses the name the archer joined with', () => {
    expect(liveScoreUpdate('Robin', { ...full, name: ' ' }, { ...shoot, arrows: [] })).toBeNull();
    expect(
      liveScoreUpdate('Robin', { ...full, name: 'Robin Hood' }, { ...shoot, arrows: [] })?.archerName,
    ).toBe('Robin');
  });
});
