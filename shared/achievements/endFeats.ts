import { distanceFeats, distanceFeatsRule, thresholdTiers } from './ruleKit.js';
import type { AchievementRule, AchievementTier } from './types.js';

/** Rows 5, 11, 12 and 17: one end at one distance. An end is a complete end of the round's end size. */

const IMPERIAL_END_TIERS = thresholdTiers([
  [[10, 20, 30], 'bronze'],
  [[40, 50], 'silver'],
  [[60], 'gold'],
  [[80, 100], 'diamond'],
]);

/** An end of six 9s. */
const GOLDEN_END = 54;
/** "An end over 40". */
const SIGHT_MARK_END = 40;

/**
 * Rows 5 and 17 are imperial awards: they count ends scored 9-7-5-3-1, where six 9s are the best end
 * there is. On a 10-zone face in yards (a Portsmouth, a Bray) 54 or 41 means something else, so those
 * ends never count.
 */
const imperialEnd = (at: { unit: 'yd' | 'm'; fiveZoneFace: boolean }) => at.unit === 'yd' && at.fiveZoneFace;

/** Row 5: an end of 54 (six 9s) at an imperial distance, scored 9-7-5-3-1. */
export function goldenEndRule(): AchievementRule {
  return distanceFeatsRule(
    'Golden end',
    distanceFeats(
      'golden-end',
      'Golden end',
      (at) => `Shoot an end of ${GOLDEN_END} (six 9s) at ${at}`,
      'yd',
      IMPERIAL_END_TIERS,
      (at) => imperialEnd(at) && at.bestEnd !== null && at.bestEnd >= GOLDEN_END,
    ),
  );
}

/**
 * Row 17: an end over 40 at an imperial distance, scored 9-7-5-3-1. Its ids keep the old "sight-mark"
 * prefix (unlock events name them); its name is "End over 40" so it does not read as the Sight marks
 * screen.
 */
export function sightMarkRule(): AchievementRule {
  return distanceFeatsRule(
    'End over 40',
    distanceFeats(
      'sight-mark',
      'End over 40',
      (at) => `Shoot an end over ${SIGHT_MARK_END} at ${at}`,
      'yd',
      IMPERIAL_END_TIERS,
      (at) => imperialEnd(at) && at.bestEnd !== null && at.bestEnd > SIGHT_MARK_END,
    ),
  );
}

/** Rows 11 and 12 by distance in its own unit: up to 30 bronze, 50 silver, 70 gold, beyond diamond. */
function colourTier(distance: number): AchievementTier {
  if (distance <= 30) return 'bronze';
  if (distance <= 50) return 'silver';
  if (distance <= 70) return 'gold';
  return 'diamond';
}

const COLOUR_DISTANCES = {
  yd: [20, 30, 40, 50, 60, 80, 100],
  m: [20, 30, 40, 50, 60, 70, 90],
} as const;

function colourRule(group: string, prefix: string, colours: string, hasEnd: 'redEnd' | 'blueEnd') {
  return distanceFeatsRule(
    group,
    (['yd', 'm'] as const).flatMap((unit) =>
      distanceFeats(
        prefix,
        group,
        (at) => `Shoot an end of only ${colours} at ${at}`,
        unit,
        COLOUR_DISTANCES[unit].map((distance): [number, AchievementTier] => [distance, colourTier(distance)]),
        (at) => at[hasEnd],
      ),
    ),
  );
}

/** Row 11: an end of only 7s (5-zone face) or only 7s and 8s (10-zone face); a miss breaks it. */
export function redAlertRule(): AchievementRule {
  return colourRule('Red Alert', 'red-alert', 'reds (7s, or 7s and 8s)', 'redEnd');
}

/** Row 12: as Red Alert with the blue ring: only 5s, or only 5s and 6s. */
export function dontBeBlueRule(): AchievementRule {
  return colourRule("Don't Be Blue", 'dont-be-blue', 'blues (5s, or 5s and 6s)', 'blueEnd');
}
