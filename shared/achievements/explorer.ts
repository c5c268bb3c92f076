import { allRounds } from '../rounds/catalogue.js';
import { ladder } from './ruleKit.js';
import type { AchievementRule, AchievementTier } from './types.js';

/**
 * The catalogue's named target rounds: every round but the practice ones. Field and VI rounds are
 * disciplines of their own (docs/field-and-vi-rounds.md section 7) and do not widen the target list.
 */
const NAMED_ROUNDS = new Set(
  allRounds().flatMap((round) =>
    round.isPracticeRound || round.discipline !== 'target' ? [] : [round.name],
  ),
);

const SHARES: ReadonlyArray<readonly [number, AchievementTier]> = [
  [50, 'silver'],
  [75, 'gold'],
  [100, 'diamond'],
];

/** Row 21: the share of named rounds shot at least once, as a count of rounds to reach. */
export function explorerRule(): AchievementRule {
  const shot = new Set<string>();
  return ladder(
    'Explorer',
    'rounds',
    SHARES.map(([percent, tier]) => ({
      id: `explorer-${percent}`,
      name: `Explorer: ${percent}%`,
      description: `Shoot ${percent}% of the named rounds at least once`,
      tier,
      target: Math.ceil((NAMED_ROUNDS.size * percent) / 100),
    })),
    (shoot) => {
      if (NAMED_ROUNDS.has(shoot.gameType)) shot.add(shoot.gameType);
      return shot.size;
    },
  );
}
