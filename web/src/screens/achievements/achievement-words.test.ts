import { describe, expect, it } from 'vitest';
import type { Achievement } from '../../../../shared/achievements/views.js';
import { achievement } from './achievement.fixture.js';
import { celebrationMessages, progressCount, unlockedSummary } from './achievement-words.js';

const unlock = (name: string) => ({ name, tier: 'bronze' as const });

/** Only the progress counts here: the count is read from it alone. */
const counting = (progress: Partial<Achievement['progress']>) => achievement({}, progress);

describe('celebration messages', () => {
  it('says nothing for no unlocks', () => {
    expect(celebrationMessages([])).toEqual([]);
  });

  it('names each achievement and its tier when there are up to three', () => {
    expect(celebrationMessages([unlock('Total arrows 1,000')])).toEqual([
      'Achievement unlocked: Total arrows 1,000 (bronze)',
    ]);
    expect(celebrationMessages([unlock('A'), unlock('B'), unlock('C')])).toHaveLength(3);
  });

  it('sums up four or more in one message, so an import of years does not bury the screen', () => {
    expect(celebrationMessages([unlock('A'), unlock('B'), unlock('C'), unlock('D')])).toEqual([
      '4 achievements unlocked — see Awards',
    ]);
    expect(celebrationMessages(Array.from({ length: 100 }, (_, i) => unlock(`A${i}`)))).toEqual([
      '100 achievements unlocked — see Awards',
    ]);
  });
});

describe('progress count', () => {
  it('counts arrows for arrow achievements, with thousands separated', () => {
    expect(progressCount(counting({ totalArrows: 640, targetArrows: 1000, unit: 'arrows' }))?.text).toBe(
      '640 / 1,000 arrows',
    );
  });

  it('counts the rule’s own measure for the rest', () => {
    expect(progressCount(counting({ currentScore: 3, targetScore: 5, unit: 'locations' }))).toEqual({
      current: 3,
      target: 5,
      text: '3 / 5 locations',
    });
  });

  it('has nothing to count for a one-shoot feat', () => {
    expect(progressCount(counting({}))).toBeNull();
  });
});

describe('unlocked summary', () => {
  it('adds up every group', () => {
    expect(
      unlockedSummary([
        { achievements: [1, 2, 3], unlockedCount: 2 },
        { achievements: [1], unlockedCount: 0 },
      ]),
    ).toBe('2 of 4 unlocked');
  });
});
