import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from './catalogue.js';
import { earnedLines, earnedLineText, type EarnedAchievement } from './earnedLines.js';

const earned = (id: string): EarnedAchievement => {
  const definition = ACHIEVEMENTS.find((candidate) => candidate.id === id);
  if (!definition) throw new Error(`no achievement ${id}`);
  return { id, name: definition.name, tier: definition.tier };
};

describe('what one shoot earned, a line per ladder', () => {
  it('folds a first Portsmouth of 500 into one line with the steps under it', () => {
    const steps = [300, 325, 350, 375, 400, 425, 450, 475, 500].map((score) => earned(`portsmouth-${score}`));
    const lines = earnedLines([...steps, earned('golden-end-60yd')]);
    expect(lines.map(earnedLineText)).toEqual(['Portsmouth: 500, and 8 lower steps', 'Golden end: 60 yd']);
    expect(lines[0]).toMatchObject({ id: 'portsmouth-500', tier: 'gold', lowerSteps: 8 });
  });

  it('keeps feats at different distances apart: each is its own achievement', () => {
    const lines = earnedLines([earned('252-100yd'), earned('252-80yd')]);
    expect(lines.map(earnedLineText)).toEqual(['252 award: 100 yd', '252 award: 80 yd']);
  });

  it('keeps a lone step as it is, and says one lower step in the singular', () => {
    expect(earnedLines([earned('portsmouth-300')]).map(earnedLineText)).toEqual(['Portsmouth: 300']);
    expect(earnedLines([earned('portsmouth-325'), earned('portsmouth-300')]).map(earnedLineText)).toEqual([
      'Portsmouth: 325, and 1 lower step',
    ]);
  });

  it('loses no achievement: the lines and their lower steps count every one earned', () => {
    const all = ACHIEVEMENTS.map((definition) => earned(definition.id));
    const lines = earnedLines(all);
    expect(lines.reduce((sum, line) => sum + 1 + line.lowerSteps, 0)).toBe(all.length);
  });
});
