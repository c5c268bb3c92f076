import { combined, feats, ladder } from './ruleKit.js';
import type { AchievementRule, ShootFacts } from './types.js';

const STREAK = 196;
const WINTER_ROUNDS = 100;
/** December, January and February (0-based months). */
const WINTER = new Set([11, 0, 1]);
const THIRTY_YARDS = 30;
const THREE_DOZEN = 36;
const HIT_SHARE = 0.9;

/** Longest run of hits across shoots in date order: a shoot with no miss carries the run on. */
function hitStreak(): (shoot: ShootFacts) => number {
  let run = 0;
  return (shoot) => {
    const through = run + shoot.leadingHits;
    const best = Math.max(through, shoot.longestHits);
    run = shoot.misses === 0 ? through : shoot.trailingHits;
    return best;
  };
}

function winterRounds(): (shoot: ShootFacts) => number {
  let shoots = 0;
  return (shoot) => (shoots += WINTER.has(shoot.month) ? 1 : 0);
}

/** Every distance of the round is 30 yd (practice 30yd included). */
function allAtThirtyYards(shoot: ShootFacts): boolean {
  const passes = shoot.round?.passes ?? [];
  return passes.length > 0 && passes.every((p) => p.unit === 'yd' && p.distance === THIRTY_YARDS);
}

/** Row 22: the single milestones of docs/product.md section 9. */
export function milestonesRule(): AchievementRule {
  return combined(
    feats('Milestones', [
      {
        id: 'york-1251',
        name: 'York 1,251',
        description: 'Score 1,251 or more on a York',
        tier: 'diamond',
        gameType: 'york',
        test: (shoot) => shoot.gameType === 'york' && shoot.score >= 1251,
      },
      {
        id: 'thirty-yards-90-percent',
        name: '90% at 30 yd',
        description: 'Hit with 90% of the arrows of a round shot entirely at 30 yd (3 dozen or more)',
        tier: 'bronze',
        test: (shoot) =>
          allAtThirtyYards(shoot) && shoot.arrows >= THREE_DOZEN && shoot.hits >= HIT_SHARE * shoot.arrows,
      },
    ]),
    ladder(
      'Milestones',
      'hits',
      [
        {
          id: 'hit-streak-196',
          name: '196 in a row',
          description: `Hit ${STREAK} arrows in a row, across shoots`,
          tier: 'gold',
          target: STREAK,
        },
      ],
      hitStreak(),
    ),
    ladder(
      'Milestones',
      'rounds',
      [
        {
          id: 'winter-100',
          name: 'Winter archer',
          description: `Shoot ${WINTER_ROUNDS} rounds in winter (December to February)`,
          tier: 'silver',
          target: WINTER_ROUNDS,
        },
      ],
      winterRounds(),
    ),
  );
}
