import { isoDay } from './dates.js';

/** Start dates of the archery seasons that contain "now", as "YYYY-MM-DD". */
export interface SeasonStartDates {
  outdoor: string;
  indoor: string;
}

/**
 * docs/product.md section 9: the outdoor season starts on 1 April of the current year; the indoor season starts
 * on 1 October, of the previous year while it is January to March (the indoor season spans New Year).
 * Computed in UTC from the given instant.
 */
export function seasonStartDates(now: Date): SeasonStartDates {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return {
    outdoor: isoDay(year, 4, 1),
    indoor: isoDay(month <= 3 ? year - 1 : year, 10, 1),
  };
}
