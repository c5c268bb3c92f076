/**
 * Date helpers for domain code. "Now" is always passed in, never read from a clock, and calendar maths
 * is done in UTC so that replays and tests give the same answer in every time zone.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds since the epoch for a stored date text, or null when it is not a date. */
export function parseDateMs(text: string): number | null {
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

/** A calendar date as stored in profiles: "YYYY-MM-DD". */
export function isoDay(year: number, month: number, day: number): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
