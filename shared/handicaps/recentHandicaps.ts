/**
 * How a new handicap compares with the archer's recent ones, for the result screen after a save.
 *
 * "Recent" is one rule, here: the last RECENT_HANDICAP_SHOOTS saved shoots with a handicap, shot with
 * the same bow type, dated before the shoot being compared (a shoot entered later for an earlier day
 * compares with what came before it). Any round counts, since a handicap puts every round on one scale;
 * rounds kept incomplete and rounds without a handicap table have no handicap and take no part. It is a
 * measure of form, not the official handicap of docs/official-record.md, which has rules of its own.
 */

/** How many earlier shoots make "your last N average". */
export const RECENT_HANDICAP_SHOOTS = 5;

/** A saved shoot as the comparison needs it. */
export interface HandicapShoot {
  id: number;
  /** When it was shot (ms since the epoch); null when its date is not a date. */
  time: number | null;
  handicap: number;
  /** As recorded ('' when none was). */
  bowType: string;
}

/**
 * The handicaps of the shoots before `shoot` with its bow type, newest first, at most
 * RECENT_HANDICAP_SHOOTS. Shoots on the same instant go by id (the order they were saved in).
 */
export function recentHandicaps(
  shoot: Omit<HandicapShoot, 'handicap'>,
  others: Iterable<HandicapShoot>,
): number[] {
  if (shoot.time === null) return [];
  const time = shoot.time;
  const earlier: HandicapShoot[] = [];
  for (const other of others) {
    if (other.id === shoot.id || other.time === null || other.bowType !== shoot.bowType) continue;
    if (other.time < time || (other.time === time && other.id < shoot.id)) earlier.push(other);
  }
  earlier.sort((a, b) => b.time! - a.time! || b.id - a.id);
  return earlier.slice(0, RECENT_HANDICAP_SHOOTS).map((other) => other.handicap);
}

/**
 * The comparison the result screen words. A lower handicap is the better one, so `difference` is the
 * average less this handicap, rounded to a whole handicap step: positive when this shoot was better.
 */
export type HandicapComparison =
  { kind: 'first' } | { kind: 'compared'; shoots: number; average: number; difference: number };

export function compareWithRecent(handicap: number, recent: readonly number[]): HandicapComparison {
  if (recent.length === 0) return { kind: 'first' };
  const average = recent.reduce((sum, value) => sum + value, 0) / recent.length;
  const gap = average - handicap;
  // Rounded half away from zero, so 0.5 better and 0.5 worse read alike.
  const difference = Math.sign(gap) * Math.round(Math.abs(gap));
  return {
    kind: 'compared',
    shoots: recent.length,
    average: Math.round(average * 10) / 10,
    difference: difference === 0 ? 0 : difference,
  };
}
