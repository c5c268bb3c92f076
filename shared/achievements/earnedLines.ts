import { ACHIEVEMENTS } from './catalogue.js';
import type { AchievementTier } from './types.js';

/** An achievement one shoot earned, as the result screen and the diary receive it. */
export interface EarnedAchievement {
  id: string;
  name: string;
  tier: AchievementTier;
}

/** One line of "what this shoot earned": a feat, or the top step a ladder reached with the steps under it. */
export interface EarnedLine extends EarnedAchievement {
  /** Lower steps of the same ladder earned by the same shoot, folded into this line. */
  lowerSteps: number;
}

const definitions = new Map(ACHIEVEMENTS.map((definition) => [definition.id, definition]));

/**
 * Folds the steps of one ladder into one line. A first Portsmouth of 500 climbs nine steps of the
 * Portsmouth ladder at once (300, 325 … 500); listed one by one they bury everything else the shoot did,
 * so the result says "Portsmouth 500, and 8 lower steps". Only ladders fold (definitions with a target,
 * one unit); feats at different distances are different achievements and keep a line each. Lines keep
 * the order the achievements came in, at the place of their ladder's first step.
 */
export function earnedLines(earned: readonly EarnedAchievement[]): EarnedLine[] {
  const lines: EarnedLine[] = [];
  const ladderLine = new Map<string, { line: EarnedLine; target: number }>();
  for (const achievement of earned) {
    const definition = definitions.get(achievement.id);
    if (definition?.target === undefined) {
      lines.push({ ...achievement, lowerSteps: 0 });
      continue;
    }
    const ladder = `${definition.group}\u0000${definition.unit ?? ''}`;
    const held = ladderLine.get(ladder);
    if (held === undefined) {
      const line = { ...achievement, lowerSteps: 0 };
      ladderLine.set(ladder, { line, target: definition.target });
      lines.push(line);
      continue;
    }
    held.line.lowerSteps += 1;
    if (definition.target > held.target) {
      held.target = definition.target;
      Object.assign(held.line, { id: achievement.id, name: achievement.name, tier: achievement.tier });
    }
  }
  return lines;
}

/** "Portsmouth 500, and 8 lower steps"; a feat or a lone step is its name. */
export function earnedLineText(line: EarnedLine): string {
  if (line.lowerSteps === 0) return line.name;
  return `${line.name}, and ${line.lowerSteps} lower ${line.lowerSteps === 1 ? 'step' : 'steps'}`;
}
