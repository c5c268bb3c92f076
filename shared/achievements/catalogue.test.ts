import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_GROUPS, ACHIEVEMENTS, achievementDefinition, achievementRules } from './catalogue.js';
import { AchievementFold } from './fold.js';

describe('the achievement catalogue', () => {
  it('has the 26 rows of docs/achievements.md, in table order', () => {
    expect(ACHIEVEMENT_GROUPS).toEqual([
      'Total arrows',
      'Busy month',
      'Deliberate practice',
      '252 awards',
      'Golden end',
      'Olympian Effort',
      '720 mastery',
      'Spider (X)',
      'Frostbite',
      'York for girls',
      'Red Alert',
      "Don't Be Blue",
      'For the Windsor',
      'Twelve dozen',
      'Portsmouth',
      'Double Portsmouth',
      'End over 40',
      'Fast shooting',
      'Traveller',
      'Misses',
      'Explorer',
      'Milestones',
      'Big days',
      'Getting serious',
      'Bray',
      'Indoor 250',
    ]);
    expect(achievementRules()).toHaveLength(26);
  });

  it('gives every achievement a unique id, a name, a description and a tier', () => {
    expect(new Set(ACHIEVEMENTS.map((d) => d.id)).size).toBe(ACHIEVEMENTS.length);
    for (const d of ACHIEVEMENTS) {
      expect(d.name).not.toBe('');
      expect(d.description).not.toBe('');
      expect(['bronze', 'silver', 'gold', 'diamond']).toContain(d.tier);
    }
  });

  it('has progress for every achievement with a target, and none for one-shoot feats', () => {
    const fold = new AchievementFold();
    for (const d of ACHIEVEMENTS) {
      const progress = fold.progress(d.id);
      if (d.target === undefined) expect(progress).toBeNull();
      else expect(progress).toMatchObject({ current: 0, target: d.target, unit: d.unit });
    }
  });

  it("answers an id no rule decides with docs/product.md section 8's error, as data", () => {
    expect(achievementDefinition('agincourt')).toMatchObject({ ok: true, value: { tier: 'bronze' } });
    expect(achievementDefinition('252-bronze')).toEqual({
      ok: false,
      error: { reason: 'unknown-achievement', message: 'Achievement definition not found for: 252-bronze' },
    });
  });
});
