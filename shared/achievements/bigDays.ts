import type { Round } from '../rounds/round.js';
import { bestPairOfTheDay } from './portsmouth.js';
import { combined, ladder } from './ruleKit.js';
import type { AchievementRule, AchievementTier, ShootFacts } from './types.js';

const NATIONALS_TOTAL = 688;
const TIMES = 3;

/** The 72-arrow metric rounds the row names: the WA 720 family and the Metric 122 and 80 rounds. */
const SEVENTY_TWO_ARROW_METRIC = /^(wa \d+m|metric (122|80)-\d+)/;

function isSeventyTwoArrowMetric(round: Round | undefined): boolean {
  return (
    round !== undefined &&
    round.unit === 'm' &&
    round.maxArrows === 72 &&
    SEVENTY_TWO_ARROW_METRIC.test(round.name)
  );
}

function timesScored(minimum: number): (shoot: ShootFacts) => number {
  let times = 0;
  return (shoot) => (times += isSeventyTwoArrowMetric(shoot.round) && shoot.score >= minimum ? 1 : 0);
}

const METRIC_DAYS: ReadonlyArray<readonly [number, AchievementTier]> = [
  [550, 'bronze'],
  [600, 'silver'],
  [700, 'diamond'],
];

/** Row 23: two Nationals in a day, and 72-arrow metric scores three times over. */
export function bigDaysRule(): AchievementRule {
  return combined(
    ladder(
      'Big days',
      'points',
      [
        {
          id: 'nationals-688',
          name: 'Two Nationals: 688',
          description: `Score ${NATIONALS_TOTAL} or more over two Nationals shot the same day`,
          tier: 'gold',
          target: NATIONALS_TOTAL,
        },
      ],
      bestPairOfTheDay((shoot) => shoot.gameType === 'national'),
      'national',
    ),
    ...METRIC_DAYS.map(([minimum, tier]) =>
      ladder(
        'Big days',
        'shoots',
        [
          {
            id: `metric-72-${minimum}`,
            name: `${minimum} three times`,
            description: `Score ${minimum} or more on a 72-arrow metric round three times`,
            tier,
            target: TIMES,
          },
        ],
        timesScored(minimum),
      ),
    ),
  );
}
