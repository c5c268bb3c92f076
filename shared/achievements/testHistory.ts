import type { HistoryItem } from '../history/historyItem.js';
import { findRound } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { arrowsTotal } from '../scoring/arrowValues.js';
import { AchievementFold } from './fold.js';
import { shootFacts } from './shootFacts.js';
import type { AchievementRule, AchievementTier } from './types.js';

/** Histories for the achievement tests: shoots built the way the engine saves them. */

let nextId = 1;

export function shoot(
  gameType: string,
  scores: readonly ArrowValue[],
  extra: Partial<HistoryItem> = {},
): HistoryItem {
  const round = findRound(gameType);
  return {
    id: nextId++,
    date: '2025-06-14T10:00:00.000Z',
    gameType,
    score: round ? arrowsTotal(scores, round) : 0,
    scores: [...scores],
    userProfile: { gender: 'male', ageGroup: 'adult', bowType: 'recurve' },
    ...extra,
  };
}

/** `count` copies of an arrow value. */
export function arrows(value: ArrowValue, count: number): ArrowValue[] {
  return Array.from({ length: count }, () => value);
}

/** A shoot's arrows made of ends, each given as its arrows. */
export function ends(...list: ArrowValue[][]): ArrowValue[] {
  return list.flat();
}

/** The date `days` after 14 June 2025, 10:00 UTC. */
export function dayAfter(days: number, hours = 0): string {
  return new Date(Date.UTC(2025, 5, 14 + days, 10 + hours)).toISOString();
}

export function foldOf(items: readonly HistoryItem[]): AchievementFold {
  return AchievementFold.replay(items.map((item) => shootFacts(item, findRound(item.gameType))));
}

export function metIds(items: readonly HistoryItem[]): Set<string> {
  return new Set(foldOf(items).met.keys());
}

/** id → tier of a rule's achievements, to compare with the rules table. */
export function tiersOf(rule: AchievementRule): Record<string, AchievementTier> {
  return Object.fromEntries(rule.definitions.map((d) => [d.id, d.tier]));
}

/** The targets of a rule's achievements of one tier, in table order. */
export function targetsByTier(rule: AchievementRule): (tier: AchievementTier) => (number | undefined)[] {
  return (tier) => rule.definitions.filter((d) => d.tier === tier).map((d) => d.target);
}

/**
 * For every counting achievement of the rule: a history one short of its target does not meet it, and
 * one that reaches the target does. `historyFor(n)` builds a history whose measure is exactly n.
 */
export function ladderEdges(
  rule: AchievementRule,
  historyFor: (value: number) => HistoryItem[],
): { id: string; justMisses: boolean; justMeets: boolean }[] {
  return rule.definitions.flatMap((d) =>
    d.target === undefined
      ? []
      : [
          {
            id: d.id,
            justMisses: !metIds(historyFor(d.target - 1)).has(d.id),
            justMeets: metIds(historyFor(d.target)).has(d.id),
          },
        ],
  );
}

/** What ladderEdges should say when every edge holds. */
export function allEdgesHold(
  rule: AchievementRule,
): { id: string; justMisses: boolean; justMeets: boolean }[] {
  return rule.definitions.flatMap((d) =>
    d.target === undefined ? [] : [{ id: d.id, justMisses: true, justMeets: true }],
  );
}

/** `count` arrows on a 10-zone face adding up to exactly `score` (0 to 10 each). */
export function scoring(score: number, count: number): ArrowValue[] {
  const list: ArrowValue[] = [];
  let left = score;
  for (let i = 0; i < count; i++) {
    const arrow = Math.min(10, Math.max(0, left - 10 * (count - i - 1)));
    const value = Math.min(10, Math.max(arrow, Math.ceil(left / (count - i))));
    list.push(value === 0 ? 'M' : value);
    left -= value;
  }
  return list;
}
