import type { DistanceReportRow, SeasonChoice } from '../../../../shared/contract/distances.js';
import { formatCount } from '../../formats.js';
import { TREND_WINDOW } from '../../../../shared/views/distanceReport.js';
import { chartDate, dayText } from '../../charts/chart-date.js';

/** How the distance screen words its figures (the numbers themselves come from the worker). */

/** "1 Oct 2026" from "2026-10-01". */
function dayOf(isoDay: string): string {
  const ms = Date.parse(isoDay);
  return Number.isFinite(ms) ? dayText(new Date(ms)) : isoDay;
}

/**
 * A choice of the screen's recency filter, said as what it is: rounds of that kind shot since a day
 * ("Indoor, since 1 Oct 2026"; shared/time/seasons.ts). Never "indoor season": in this app that means
 * only Archery GB's season, 1 July to 30 June, the one My record keeps (docs/official-record.md).
 */
export function recencyChoice(choice: SeasonChoice, startIso: string): string {
  return `${choice === 'indoor' ? 'Indoor' : 'Outdoor'}, since ${dayOf(startIso)}`;
}

/** A best end: its score, and its size when it was not the usual six arrows. */
export function bestEndText(row: Pick<DistanceReportRow, 'bestEnd'>): string {
  if (row.bestEnd === null) return '–';
  return row.bestEnd.arrows === 6
    ? String(row.bestEnd.score)
    : `${row.bestEnd.score} (${row.bestEnd.arrows} arrows)`;
}

/** The trend at a distance in words: the text alternative of its chart. */
export function trendSummary(row: DistanceReportRow): string {
  const { times, averages, rolling } = row.trend;
  const n = times.length;
  if (n === 0) return `No dated shoots at ${row.label}.`;
  const first = `${formatCount(n)} ${n === 1 ? 'shoot' : 'shoots'} at ${row.label} from ${chartDate(times[0]!)} to ${chartDate(times[n - 1]!)}.`;
  return (
    `${first} First shoot ${averages[0]!.toFixed(2)} points per arrow, latest ${averages[n - 1]!.toFixed(2)}; ` +
    `average over the last ${Math.min(n, TREND_WINDOW)} shoots ${rolling[n - 1]!.toFixed(2)}.`
  );
}
