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

/**
 * The calendar day of `at` on the device's own clock, "YYYY-MM-DD": the day the archer would write on
 * a scoresheet or a file name. Local, unlike the rest of this file, because it is the archer's day that
 * is wanted; so it is only for what the page shows or names, never for a replayed rule.
 */
export function localDay(at: Date): string {
  return isoDay(at.getFullYear(), at.getMonth() + 1, at.getDate());
}

/** A calendar date as stored in profiles: "YYYY-MM-DD". */
export function isoDay(year: number, month: number, day: number): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
