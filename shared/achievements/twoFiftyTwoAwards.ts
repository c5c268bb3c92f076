import { countsFor252, TWO_FIFTY_TWO } from '../scoring/twoFiftyTwo.js';
import { distanceFeats, distanceFeatsRule, thresholdTiers } from './ruleKit.js';
import type { AchievementRule } from './types.js';

const THREE_DOZEN = 36;

/**
 * Row 4: 252 or more in the first 3 dozen at one imperial distance on a 122 cm face scored 9-7-5-3-1, on
 * a round that shoots at least 3 dozen there (the same award, and the same eligibility, that the score
 * card tracks with shared/scoring/twoFiftyTwo.ts).
 */
export function twoFiftyTwoRule(): AchievementRule {
  return distanceFeatsRule(
    '252 awards',
    distanceFeats(
      '252',
      '252 award',
      (at) => `Score ${TWO_FIFTY_TWO} or more in the first 3 dozen at ${at}`,
      'yd',
      thresholdTiers([
        [[10, 20, 30], 'bronze'],
        [[40, 50], 'silver'],
        [[60, 80], 'gold'],
        [[100], 'diamond'],
      ]),
      (at) =>
        countsFor252({ unit: at.unit, faceCm: at.faceCm, imperialScoring: at.fiveZoneFace }) &&
        at.plannedArrows >= THREE_DOZEN &&
        at.firstThreeDozen !== null &&
        at.firstThreeDozen >= TWO_FIFTY_TWO,
    ),
  );
}
