import { isoDay } from './dates.js';

/**
 * Where the recency choices that contain "now" start, as "YYYY-MM-DD": the Distances screen's "Outdoor,
 * since 1 April" and "Indoor, since 1 October", and the profile's stored defaults. These are not
 * seasons: in this app "indoor season" means only Archery GB's, 1 July to 30 June, and its outdoor season
 * is the calendar year (shared/ledger/periods.ts, My record). The names keep docs/product.md's word.
 */
export interface SeasonStartDates {
  outdoor: string;
  indoor: string;
}

/**
 * docs/product.md section 9: outdoor rounds count from 1 April of the current year; indoor rounds from
 * 1 October, of the previous year while it is January to March (the indoor months span New Year).
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
 * Whether archers are shooting indoors or outdoors on a day ("YYYY-MM-DD"), by the months above: indoors
 * from 1 October to the end of March, outdoors from 1 April. My record opens on the ledger the archer is
 * shooting now, so late November opens indoors (while the indoor season itself runs from 1 July).
 */
export function seasonShotIn(day: string): 'indoor' | 'outdoor' {
  const month = Number(day.slice(5, 7));
  return month >= 10 || month <= 3 ? 'indoor' : 'outdoor';
}
