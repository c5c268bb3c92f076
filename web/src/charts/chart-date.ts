// Worded in UTC, as the original progress and distance words were, so a day never shifts with the phone's zone.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A UTC day as "5 Apr 2026". */
export function dayText(date: Date): string {
  return dayFormat.format(date);
}

/** A chart time (seconds since the epoch) as "5 Apr 2026". */
export function chartDate(seconds: number): string {
  return dayText(new Date(seconds * 1000));
}
