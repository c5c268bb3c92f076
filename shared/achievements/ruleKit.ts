import type {
  AchievementRule,
  AchievementTier,
  DistanceFacts,
  Measure,
  MeasureUnit,
  ShootFacts,
} from './types.js';

/**
 * The two shapes every row of the rules table takes: a ladder (a number that only grows, such as
 * arrows shot or a best score, with a tier at each threshold) and feats (one shoot does it or not).
 * Both keep a pointer to what is still locked, so folding a shoot costs only what is left to win.
 */

export interface Step {
  id: string;
  name: string;
  description: string;
  tier: AchievementTier;
  target: number;
}

/**
 * A ladder: `advance` folds the shoot into the rule's own state and returns the measure now; the rule
 * keeps the best measure seen (a best score, a busiest month), so the steps are met in target order.
 */
export function ladder(
  group: string,
  unit: MeasureUnit,
  steps: readonly Step[],
  advance: (shoot: ShootFacts) => number,
  gameType?: string,
  details?: () => string[],
): AchievementRule {
  const sorted = [...steps].sort((a, b) => a.target - b.target);
  let best = 0;
  let next = 0;
  return {
    definitions: steps.map((step) => ({
      id: step.id,
      name: step.name,
      description: step.description,
      tier: step.tier,
      group,
      target: step.target,
      unit,
      ...(gameType === undefined ? {} : { gameType }),
    })),
    add(shoot, meet) {
      const now = advance(shoot);
      if (now > best) best = now;
      while (next < sorted.length && best >= sorted[next]!.target) meet(sorted[next++]!.id);
    },
    progress(id) {
      const step = sorted.find((s) => s.id === id);
      if (!step) return null;
      const measure: Measure = { current: Math.min(best, step.target), target: step.target, unit };
      if (details) measure.details = details();
      return measure;
    },
  };
}

export interface Feat {
  id: string;
  name: string;
  description: string;
  tier: AchievementTier;
  /** Whether this one shoot does it (with what the rule has kept from earlier shoots). */
  test: (shoot: ShootFacts) => boolean;
  gameType?: string;
}

/** Feats: achievements one shoot earns on its own. */
export function feats(group: string, list: readonly Feat[]): AchievementRule {
  let open = [...list];
  return {
    definitions: list.map(({ test: _test, ...definition }) => ({ ...definition, group })),
    add(shoot, meet) {
      // Most shoots meet none of the feats, so the list still open is only made anew when one is met.
      let still: Feat[] | null = null;
      for (let i = 0; i < open.length; i++) {
        const feat = open[i]!;
        if (feat.test(shoot)) {
          meet(feat.id);
          still ??= open.slice(0, i);
        } else {
          still?.push(feat);
        }
      }
      if (still !== null) open = still;
    },
    progress: () => null,
  };
}

/** Several rules read as one row of the table (a group with both a ladder and feats). */
export function combined(...rules: AchievementRule[]): AchievementRule {
  return {
    definitions: rules.flatMap((rule) => rule.definitions),
    add(shoot, meet) {
      for (const rule of rules) rule.add(shoot, meet);
    },
    progress(id) {
      for (const rule of rules) {
        if (rule.definitions.some((d) => d.id === id)) return rule.progress(id);
      }
      return null;
    },
  };
}

/** Distances in their own unit, as the table names them: "60 yd", "70 m". */
export function distanceText(distance: number, unit: 'yd' | 'm'): string {
  return `${distance} ${unit}`;
}

/** A feat at one distance: `test` reads what the shoot did there. */
interface DistanceFeat extends Omit<Feat, 'test'> {
  distance: number;
  unit: 'yd' | 'm';
  test: (at: DistanceFacts, shoot: ShootFacts) => boolean;
}

/** One feat per distance, with ids `${prefix}-${distance}${unit}` ("golden-end-60yd"). */
export function distanceFeats(
  prefix: string,
  name: string,
  describe: (at: string) => string,
  unit: 'yd' | 'm',
  tiers: ReadonlyArray<readonly [number, AchievementTier]>,
  test: (at: DistanceFacts, shoot: ShootFacts) => boolean,
): DistanceFeat[] {
  return tiers.map(([distance, tier]) => ({
    id: `${prefix}-${distance}${unit}`,
    name: `${name}: ${distanceText(distance, unit)}`,
    description: describe(distanceText(distance, unit)),
    tier,
    distance,
    unit,
    test,
  }));
}

/** Distances in yards and metres never share a key. */
function distanceKey(distance: number, unit: 'yd' | 'm'): number {
  return unit === 'yd' ? distance : -distance - 1;
}

/**
 * Feats by distance, looked up by the distances the shoot has: a shoot costs its three or four
 * distances, not a test of every open feat (replay folds thousands of shoots).
 */
export function distanceFeatsRule(group: string, list: readonly DistanceFeat[]): AchievementRule {
  const open = new Map<number, DistanceFeat[]>();
  for (const feat of list) {
    const key = distanceKey(feat.distance, feat.unit);
    open.set(key, [...(open.get(key) ?? []), feat]);
  }
  return {
    definitions: list.map(({ test: _test, distance: _distance, unit: _unit, ...definition }) => ({
      ...definition,
      group,
    })),
    add(shoot, meet) {
      for (const at of shoot.distances) {
        const key = distanceKey(at.distance, at.unit);
        const waiting = open.get(key);
        if (waiting === undefined) continue;
        // Each rule owns its lists (copied above), so met feats are taken out in place.
        for (let i = waiting.length - 1; i >= 0; i--) {
          const feat = waiting[i]!;
          if (!feat.test(at, shoot)) continue;
          meet(feat.id);
          waiting.splice(i, 1);
        }
        if (waiting.length === 0) open.delete(key);
      }
    },
    progress: () => null,
  };
}

/** Ladder steps named "{name}: {threshold}", with ids `${prefix}-${threshold}`. */
export function ladderSteps(
  prefix: string,
  name: string,
  describe: (threshold: string) => string,
  list: ReadonlyArray<readonly [number, AchievementTier]>,
): Step[] {
  return list.map(([target, tier]) => ({
    id: `${prefix}-${target}`,
    name: `${name}: ${count(target)}`,
    description: describe(count(target)),
    tier,
    target,
  }));
}

/** "1,415": thresholds read as archers write them. */
export function count(n: number): string {
  // Locale formatting is slow and every fold builds its rules afresh: group the digits by hand.
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A ladder measure: the best score on the given rounds among shoots that pass `counts`. */
export function bestScoreOn(
  gameTypes: readonly string[],
  counts: (shoot: ShootFacts) => boolean = () => true,
): (shoot: ShootFacts) => number {
  return (shoot) => (gameTypes.includes(shoot.gameType) && counts(shoot) ? shoot.score : 0);
}

/** Tiers given as groups of thresholds: [[200, 225, 250], 'bronze'] and so on. */
export function thresholdTiers(
  groups: ReadonlyArray<readonly [readonly number[], AchievementTier]>,
): [number, AchievementTier][] {
  return groups.flatMap(([thresholds, tier]) => thresholds.map((t): [number, AchievementTier] => [t, tier]));
}
