import { formatUtcDay } from '../formats.js';

/** A UTC day as "5 Apr 2026". */
export function dayText(date: Date): string {
  return formatUtcDay(date);
}

/** A chart time (seconds since the epoch) as "5 Apr 2026". */
export function chartDate(seconds: number): string {
  return dayText(new Date(seconds * 1000));
}
