import { bestScoreOn, combined, ladder, ladderSteps, thresholdTiers } from './ruleKit.js';
import type { AchievementRule, AchievementTier, ShootFacts } from './types.js';

/** A Portsmouth on either face. */
export const PORTSMOUTHS = ['portsmouth', 'portsmouth (triple spot)'];

/** Row 15: best Portsmouth score. */
export function portsmouthRule(): AchievementRule {
  return ladder(
    'Portsmouth',
    'points',
    ladderSteps(
      'portsmouth',
      'Portsmouth',
      (n) => `Score ${n} on a Portsmouth`,
      thresholdTiers([
        [[300, 325, 350], 'bronze'],
        [[375, 400, 425, 450], 'silver'],
        [[475, 500, 525, 550], 'gold'],
        [[575, 580, 585, 590, 595, 600], 'diamond'],
      ]),
    ),
    bestScoreOn(PORTSMOUTHS),
    'portsmouth',
  );
}

/**
 * The best total of two shoots of a kind on one calendar day (Double Portsmouth, two Nationals). In date
 * order only today's two best scores are kept.
 */
export function bestPairOfTheDay(counts: (shoot: ShootFacts) => boolean): (shoot: ShootFacts) => number {
  let day = Number.NaN;
  let first = 0;
  let second = 0;
  let shootsToday = 0;
  return (shoot) => {
    if (!counts(shoot)) return 0;
    if (shoot.day !== day) {
      day = shoot.day;
      first = second = shootsToday = 0;
    }
    shootsToday += 1;
    if (shoot.score > first) [first, second] = [shoot.score, first];
    else if (shoot.score > second) second = shoot.score;
    return shootsToday >= 2 ? first + second : 0;
  };
}

const DOUBLE_TIERS: Record<string, ReadonlyArray<readonly [number, AchievementTier]>> = {
  recurve: [
    [900, 'bronze'],
    [1000, 'silver'],
    [1100, 'gold'],
    [1150, 'diamond'],
  ],
  barebow: [
    [800, 'bronze'],
    [900, 'silver'],
    [1000, 'gold'],
    [1100, 'diamond'],
  ],
};

/** Row 16: two Portsmouths on the same day, per bow type (the one saved with each shoot). */
export function doublePortsmouthRule(): AchievementRule {
  return combined(
    ...Object.entries(DOUBLE_TIERS).map(([bowType, tiers]) =>
      ladder(
        'Double Portsmouth',
        'points',
        ladderSteps(
          `double-portsmouth-${bowType}`,
          `Double Portsmouth (${bowType})`,
          (n) => `Score ${n} over two Portsmouths in one day with a ${bowType}`,
          tiers,
        ),
        bestPairOfTheDay((shoot) => PORTSMOUTHS.includes(shoot.gameType) && shoot.bowType === bowType),
        'portsmouth',
      ),
    ),
  );
}

const INDOOR_250_FROM = Date.UTC(2025, 8, 1);

/** Row 26: 250 or more on a Bray I, Bray II or Portsmouth shot on or after 1 September 2025. */
export function indoorTwoFiftyRule(): AchievementRule {
  return ladder(
    'Indoor 250',
    'points',
    [
      {
        id: 'indoor-250',
        name: 'Indoor 250',
        description: 'Score 250 or more on a Bray I, Bray II or Portsmouth (from 1 September 2025)',
        tier: 'silver',
        target: 250,
      },
    ],
    (shoot) =>
      shoot.time >= INDOOR_250_FROM &&
      (PORTSMOUTHS.includes(shoot.gameType) || shoot.gameType.startsWith('bray i'))
        ? shoot.score
        : 0,
  );
}
