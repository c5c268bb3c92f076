import { describe, expect, it } from 'vitest';
import type { WhatINeedGap } from '../../../shared/contract/whatINeed.js';
import { gapsToShow, progressText, targetSentence } from './what-i-need-text.js';

describe('what I need, in words', () => {
  it('says each state of a target the way the archer reads it', () => {
    expect(progressText({ state: 'reached' }, 'an end')).toBe('Reached');
    expect(progressText({ state: 'out-of-reach' }, 'an end')).toBe('Out of reach');
    expect(progressText({ state: 'needed', pointsToGo: 150, perEnd: 25 }, 'an end')).toBe('25.0 an end');
    expect(progressText({ state: 'needed', pointsToGo: 150, perEnd: 12.5 }, 'a target')).toBe(
      '12.5 a target',
    );
    expect(
      targetSentence(
        {
          kind: 'classification',
          label: 'B1',
          score: 957,
          progress: { state: 'needed', pointsToGo: 500, perEnd: 24.3 },
        },
        'an end',
      ),
    ).toBe('B1: 957, 24.3 an end');
  });

  it('leaves the missing goal to the goal field, and keeps round selection to reasons with no figures', () => {
    const gaps: WhatINeedGap[] = [
      { reason: 'no-handicap-goal', message: 'No handicap goal set.' },
      { reason: 'no-personal-best', message: 'No saved score on this round yet.' },
      { reason: 'no-category', message: 'Set your profile.' },
    ];
    expect(gapsToShow(gaps, 'panel').map((g) => g.reason)).toEqual(['no-personal-best', 'no-category']);
    expect(gapsToShow(gaps, 'round-line').map((g) => g.reason)).toEqual(['no-category']);
  });
});
