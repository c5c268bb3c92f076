/**
 * AGB's seasons, which are also the classification periods: outdoors the calendar year, indoors
 * 1 July to 30 June. The only seasons in this app: the Distances screen's recency choices that start on
 * 1 April and 1 October (shared/time/seasons.ts) are not called seasons.
 */
import { isoDay } from '../time/dates.js';

export type Environment = 'outdoor' | 'indoor';

export interface Period {
  environment: Environment;
  /** "2025" outdoors, "2025/26" indoors. */
  label: string;
  /** First and last day, "YYYY-MM-DD". */
  starts: string;
  ends: string;
  /** Calendar year the period starts in: periods of one environment are consecutive integers. */
  startYear: number;
}

/** The handicap scheme these rules belong to starts here; earlier scores are archived, not converted. */
export const SCHEME_START: Record<Environment, string> = { outdoor: '2023-01-01', indoor: '2023-07-01' };

export function periodStarting(environment: Environment, startYear: number): Period {
  if (environment === 'outdoor') {
    return {
      environment,
      label: String(startYear),
      starts: isoDay(startYear, 1, 1),
      ends: isoDay(startYear, 12, 31),
      startYear,
    };
  }
  const next = String((startYear + 1) % 100).padStart(2, '0');
  return {
    environment,
    label: `${startYear}/${next}`,
    starts: isoDay(startYear, 7, 1),
    ends: isoDay(startYear + 1, 6, 30),
    startYear,
  };
}

/** The period a day ("YYYY-MM-DD") falls in: a shoot on 30 June is in the old indoor season. */
export function periodOf(environment: Environment, day: string): Period {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (environment === 'outdoor') return periodStarting(environment, year);
  return periodStarting(environment, month >= 7 ? year : year - 1);
}
