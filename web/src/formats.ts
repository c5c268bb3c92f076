/**
 * The app's number and date formats (en-GB, as the archer reads them on every screen), one home for each.
 * Each Intl formatter is made on first use and then reused: building one per row would cost more than
 * the row, and the first Intl formatter a new browser process makes loads its locale data (about 17 ms
 * on this machine's cold open, issue #30), which must not fall before the keypad's first frame.
 */

function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const countFormat = madeOnFirstUse(() => new Intl.NumberFormat('en-GB'));
/** A whole count with thousands separators: "5,000". */
export function formatCount(n: number): string {
  return countFormat().format(n);
}

const dayFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
);
/** "3 Jun 2024". */
export function formatDay(when: Date): string {
  return dayFormat().format(when);
}

const utcDayFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
/** "5 Apr 2026" for a UTC day (charts word their days in UTC, so a day never shifts with the phone's zone). */
export function formatUtcDay(when: Date): string {
  return utcDayFormat().format(when);
}

const timeFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }),
);
/** "18:05". */
export function formatTime(when: Date): string {
  return timeFormat().format(when);
}
