// Contract types the worker answers with (worked out in shared/views/distanceReport.ts); kept in
// contract/ so the contract never imports the views.
import type { DistanceUnit } from '../rounds/round.js';
import type { SeasonStartDates } from '../time/seasons.js';

/**
 * Distance performance: how an archer scores at each distance across every saved shoot. Arrows are split
 * across a round's distances the way the scorecard splits them (arrows past the last distance stay with
 * it), and a shoot on a round whose distances are unknown adds nothing.
 */

export interface DistanceTally {
  distance: number;
  unit: DistanceUnit;
  arrows: number;
  score: number;
  hits: number;
  golds: number;
  xs: number;
}

/** One distance of the distance-performance screen. */
export interface DistancePerformance extends DistanceTally {
  /** "70m", "100yd". */
  label: string;
  /** Shoots with at least one arrow at this distance. */
  shoots: number;
  /** Mean points per arrow, two decimals. */
  averagePerArrow: number;
  /** Mean score of a six-arrow end (the default end size), one decimal. */
  averagePerEnd: number | null;
  /** Share of arrows on the face, 0 to 1, three decimals. */
  hitRate: number;
}

/**
 * The recency choices of docs/product.md section 9: outdoor rounds since 1 April, or indoor rounds since
 * 1 October ("Indoor, since 1 October"). Not Archery GB's seasons, which My record keeps; the name keeps
 * docs/product.md's word.
 */
export type SeasonChoice = 'outdoor' | 'indoor';

/** Absent fields do not filter. */
export interface DistancePerformanceFilter {
  /** The bow the shoot was shot with (its own snapshot, else the profile's), case-insensitive. */
  bowType?: string;
  /** Face diameter in cm at the distance. */
  faceCm?: number;
  /**
   * Shoots on rounds of that kind (outdoor or indoor) shot since its start: outdoor from 1 April, indoor
   * from 1 October (of the previous year while it is January to March), for a year.
   */
  season?: SeasonChoice;
}

/** The trend at one distance: a point per shoot, oldest first, as columns ready for a chart. */
export interface DistanceTrend {
  /** When each shoot was shot, seconds since the epoch. */
  times: number[];
  /** That shoot's points per arrow at this distance, two decimals. */
  averages: number[];
  /** Points per arrow over that shoot and the ones before it, up to TREND_WINDOW shoots, two decimals. */
  rolling: number[];
}

/**
 * The distance-performance screen: each distance shot (metres and yards kept apart) with its arrows,
 * averages, best end, best dozen and a trend over time, for the shoots the archer's filters keep. Worked
 * out on request from the shoots' distance summaries (made once when each shoot was added), so a filter
 * costs a walk over the shoots, never over their arrows.
 */

export interface DistanceReportRow extends DistancePerformance {
  /** Highest complete end here, and its size (ends of 3, 5 and 6 arrows are all ends). */
  bestEnd: { score: number; arrows: number } | null;
  /** Highest complete dozen here (arrows 1-12, 13-24... of the distance). */
  bestDozen: number | null;
  /** Face sizes shot at this distance, in cm, smallest first. */
  faceSizes: number[];
  trend: DistanceTrend;
}

export interface DistancePerformanceReport {
  distances: DistanceReportRow[];
  /** What the filters can choose from, over every saved shoot (not only the filtered ones). */
  bowTypes: string[];
  faceSizes: number[];
  seasons: SeasonStartDates;
  /** The filter as applied (a bow type in the case it was saved with). */
  filter: DistancePerformanceFilter;
}
