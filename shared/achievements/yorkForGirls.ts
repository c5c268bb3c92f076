import { feats, type Feat } from './ruleKit.js';
import type { AchievementRule, AchievementTier, DistanceFacts, ShootFacts } from './types.js';

const YORK = 'york';
const LONGEST = 100;

function hundredYards(shoot: ShootFacts): DistanceFacts | undefined {
  if (shoot.gameType !== YORK || shoot.gender !== 'female') return undefined;
  return shoot.distances.find((at) => at.unit === 'yd' && at.distance === LONGEST);
}

function endFeat(
  id: string,
  tier: AchievementTier,
  description: string,
  test: (at: DistanceFacts) => boolean,
): Feat {
  return {
    id,
    name: `York for girls: ${description.toLowerCase()}`,
    description: `${description} at 100 yd on a York`,
    tier,
    gameType: YORK,
    test: (shoot) => {
      const at = hundredYards(shoot);
      return at !== undefined && test(at);
    },
  };
}

/** Row 10: a female archer (as saved with the shoot) on a York, ends at 100 yd, and finishing one. */
export function yorkForGirlsRule(): AchievementRule {
  const best = (at: DistanceFacts) => at.bestEnd ?? -1;
  return feats('York for girls', [
    endFeat('york-for-girls-0', 'bronze', 'An end of 0', (at) => at.worstEnd === 0),
    endFeat('york-for-girls-25', 'silver', 'An end of 25 or more', (at) => best(at) >= 25),
    endFeat('york-for-girls-32', 'gold', 'An end of 32 or more', (at) => best(at) >= 32),
    endFeat('york-for-girls-42', 'diamond', 'An end of 42 or more', (at) => best(at) >= 42),
    {
      id: 'york-for-girls-complete',
      name: 'York for girls: a whole York',
      description: 'Complete a York',
      tier: 'diamond',
      gameType: YORK,
      test: (shoot) => shoot.gameType === YORK && shoot.gender === 'female' && shoot.complete,
    },
  ]);
}
