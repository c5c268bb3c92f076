/**
 * The running (official) handicap of one ledger: set from the first three scores, improved by
 * continuous reduction after every better score, and reset on each season's first day from the best
 * three of the season before. Within a season it never gets worse; the reset is the only time it can.
 */
import { atLeast } from './event-status.js';
import type { JudgedShoot } from './ledger-shoot.js';
import { periodStarting, type Period } from './periods.js';
import type { LedgerSettings } from './settings.js';

/** Rounding is always toward the worse (higher) handicap, negatives included: ceil(-4.5) = -4. */
function roundUp(value: number): number {
  return Math.ceil(value) + 0; // + 0 turns -0 into 0
}

/** The first handicap: the mean of three scores' handicaps, rounded up. */
export function initialHandicap(three: readonly number[]): number {
  return roundUp(three.reduce((sum, h) => sum + h, 0) / three.length);
}

/** Continuous reduction: halfway toward a better score, rounded up, so it moves only for 2 or more better. */
export function reduceHandicap(running: number, shot: number): number {
  return Math.min(running, roundUp((running + shot) / 2));
}

/** A season's start value from the season before: the mean of its three best (lowest) handicaps. */
export function seasonStartHandicap(previousSeason: readonly number[]): number | null {
  if (previousSeason.length < 3) return null;
  return initialHandicap([...previousSeason].sort((a, b) => a - b).slice(0, 3));
}

export type NotCountedReason = 'incomplete' | 'left-out' | 'status-below-setting' | 'no-handicap';

/** Why the running handicap is what it is after a shoot or at a season start. */
export type HandicapRule =
  | { rule: 'initial-from-three'; from: number[] }
  | { rule: 'continuous-reduction'; moved: boolean }
  | { rule: 'waiting-for-three'; have: number }
  | { rule: 'not-counted'; reason: NotCountedReason }
  | { rule: 'season-start'; from: number[] }
  | { rule: 'season-start-carried' }
  | { rule: 'season-start-dropped' };

export interface HandicapStep {
  /** The shoot's date, or the season's first day for a season start. */
  date: string;
  period: string;
  /** The shoot behind this step; null for a season start. */
  shootId: string | null;
  /** That shoot's own handicap. */
  shootHandicap: number | null;
  /** The running handicap after this step; null while there is none. */
  handicap: number | null;
  how: HandicapRule;
}

function notCounted(judged: JudgedShoot, settings: LedgerSettings): NotCountedReason | null {
  if (!judged.shoot.complete) return 'incomplete';
  if (judged.shoot.leaveOutOfHandicap) return 'left-out';
  if (!atLeast(judged.status, settings.handicapMinStatus)) return 'status-below-setting';
  if (judged.handicap === null) return 'no-handicap';
  return null;
}

/**
 * Every step of one ledger's running handicap, from its first season to `lastPeriod` (at least the
 * period of its last shoot). `shoots` must already be in shoot order and belong to one ledger.
 */
export function runningHandicap(
  shoots: readonly JudgedShoot[],
  lastPeriod: Period,
  settings: LedgerSettings,
): HandicapStep[] {
  const first = shoots[0];
  if (!first) return [];
  const steps: HandicapStep[] = [];
  let running: number | null = null;
  let waiting: number[] = [];
  let index = 0;
  let seasonScores: number[] = [];
  const environment = first.period.environment;
  for (let year = first.period.startYear; year <= lastPeriod.startYear; year++) {
    const period = periodStarting(environment, year);
    if (year > first.period.startYear) {
      const reset = seasonStartHandicap(seasonScores);
      if (reset !== null) {
        running = reset;
        steps.push(seasonStep(period, running, { rule: 'season-start', from: bestThree(seasonScores) }));
      } else if (running !== null) {
        if (settings.shortSeasonStart === 'drop') running = null;
        const how = running === null ? 'season-start-dropped' : 'season-start-carried';
        steps.push(seasonStep(period, running, { rule: how }));
      }
      seasonScores = [];
      if (settings.initialWithinSeason) waiting = [];
    }
    for (; index < shoots.length && shoots[index]?.period.startYear === year; index++) {
      const judged = shoots[index] as JudgedShoot;
      const reason = notCounted(judged, settings);
      const shot = judged.handicap as number;
      let how: HandicapRule;
      if (reason !== null) how = { rule: 'not-counted', reason };
      else {
        seasonScores.push(shot);
        if (running !== null) {
          const next = reduceHandicap(running, shot);
          how = { rule: 'continuous-reduction', moved: next !== running };
          running = next;
        } else {
          waiting.push(shot);
          if (waiting.length >= 3) {
            running = initialHandicap(waiting);
            how = { rule: 'initial-from-three', from: waiting };
            waiting = [];
          } else how = { rule: 'waiting-for-three', have: waiting.length };
        }
      }
      steps.push({
        date: judged.shoot.date,
        period: period.label,
        shootId: judged.shoot.id,
        shootHandicap: judged.handicap,
        handicap: running,
        how,
      });
    }
  }
  return steps;
}

function bestThree(scores: readonly number[]): number[] {
  return [...scores].sort((a, b) => a - b).slice(0, 3);
}

function seasonStep(period: Period, handicap: number | null, how: HandicapRule): HandicapStep {
  return { date: period.starts, period: period.label, shootId: null, shootHandicap: null, handicap, how };
}
