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

/**
 * Whether archers are shooting indoors or outdoors on a day ("YYYY-MM-DD"), by the seasons above: indoors
 * from 1 October to the end of March, outdoors from 1 April. My record opens on the ledger of the season
 * the archer is in, so late November opens indoors.
 */
export function seasonShotIn(day: string): 'indoor' | 'outdoor' {
  const month = Number(day.slice(5, 7));
  return month >= 10 || month <= 3 ? 'indoor' : 'outdoor';
}
