import { UNKNOWN_GAME_TYPE } from '../history/historyItem.js';
import { ladder } from './ruleKit.js';
import type { AchievementRule } from './types.js';

const TIMES = 3;
/** "Within any 7 days": the first and third shoot are at most 6 calendar days apart. */
const WINDOW_DAYS = 7;
/** Shoot facts name an unknown round by its stored game type, lower-cased. */
const UNKNOWN_ROUND = UNKNOWN_GAME_TYPE.toLowerCase();

/**
 * Row 3: the same round 3 times within any 7 days. Per round only the days of its last two shoots are
 * kept: in date order nothing older can share a 7-day window with a later shoot and two others.
 */
export function deliberatePracticeRule(): AchievementRule {
  // Per round, the days of its two latest shoots: [older, newer] (NaN where there is none yet).
  const recentDays = new Map<string, [number, number]>();
  return ladder(
    'Deliberate practice',
    'shoots',
    [
      {
        id: 'deliberate-practice',
        name: 'Deliberate practice',
        description: 'Shoot the same round 3 times within 7 days',
        tier: 'diamond',
        target: TIMES,
      },
    ],
    (shoot) => {
      if (shoot.gameType === UNKNOWN_ROUND) return 0;
      let days = recentDays.get(shoot.gameType);
      if (days === undefined) recentDays.set(shoot.gameType, (days = [Number.NaN, Number.NaN]));
      // NaN (no shoot yet) is never inside the window.
      const times =
        1 + (shoot.day - days[0] < WINDOW_DAYS ? 1 : 0) + (shoot.day - days[1] < WINDOW_DAYS ? 1 : 0);
      days[0] = days[1];
      days[1] = shoot.day;
      return times;
    },
  );
}
