import { feats, type Feat } from './ruleKit.js';
import type { AchievementRule, AchievementTier } from './types.js';

const MINUTE_MS = 60_000;

function fastFeat(dozens: number, minutes: number, tier: AchievementTier): Feat {
  const arrows = dozens * 12;
  return {
    id: `fast-shooting-${dozens}-dozen-${minutes}`,
    name: `Fast shooting: ${dozens} dozen in ${minutes} min`,
    description: `Complete a ${dozens}-dozen round in under ${minutes} minutes`,
    tier,
    // A shoot without a recorded duration (0, or an old import) proves nothing about its speed.
    // A field course is walked, so its time says nothing about shooting a target round quickly.
    test: (shoot) =>
      shoot.complete &&
      shoot.round?.discipline === 'target' &&
      shoot.round.maxArrows === arrows &&
      shoot.duration > 0 &&
      shoot.duration < minutes * MINUTE_MS,
  };
}

/** Row 18: from the shoot's duration, a 6-dozen or 9-dozen round shot quickly. */
export function fastShootingRule(): AchievementRule {
  return feats('Fast shooting', [
    fastFeat(6, 75, 'bronze'),
    fastFeat(6, 60, 'silver'),
    fastFeat(9, 150, 'gold'),
    fastFeat(9, 120, 'diamond'),
  ]);
}
