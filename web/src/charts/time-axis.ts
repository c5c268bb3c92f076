/**
 * The time axis of a chart: the span it shows and the words under its ticks. Chart times are seconds
 * since the epoch, oldest first; days are UTC days, as the shoots' dates are.
 */

const DAY = 86_400;

/** Around shoots all on one day: a month, the day in its middle. */
const ONE_DAY_AROUND = 15 * DAY;

/** Beyond the first and last shoot, a share of the span: a dot on either edge is drawn whole. */
const EDGE = 0.03;

/**
 * The span of the axis for these times. Shoots all on one day are shown in the middle of a month (uPlot's
 * own answer for one time is a thousand days on from it: a shoot of November 2026 on an axis of
 * 2027-2029); otherwise from the first to the last, with a little room at each end.
 */
export function timeSpan(times: readonly number[]): [number, number] | null {
  if (times.length === 0) return null;
  const first = Math.min(...times);
  const last = Math.max(...times);
  if (last - first < DAY) {
    const middle = (first + last) / 2;
    return [middle - ONE_DAY_AROUND, middle + ONE_DAY_AROUND];
  }
  const room = (last - first) * EDGE;
  return [first - room, last + room];
}

/**
 * How far apart the ticks must be, in CSS pixels: room for the widest label the span will need, "30 Nov
 * 2026" over days or months, "2026" over years (so three years on a phone still get a tick each).
 */
export function tickSpace(from: number, to: number): number {
  return to - from >= 2 * 365 * DAY ? 40 : 80;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The words under the ticks, as the archer reads dates ("5 Dec", "Dec", "2026"), by how far apart the
 * ticks are (`step`, seconds): days, months or years. The year is said on the first tick and wherever it
 * changes, so the axis always names the years its shoots were shot in.
 */
export function timeTickLabels(ticks: readonly number[], step: number): string[] {
  let yearSaid: number | null = null;
  return ticks.map((tick) => {
    const when = new Date(tick * 1000);
    const year = when.getUTCFullYear();
    if (step >= 365 * DAY) return String(year);
    const newYear = year !== yearSaid;
    yearSaid = year;
    const month = MONTHS[when.getUTCMonth()]!;
    const label = step >= 28 * DAY ? month : `${when.getUTCDate()} ${month}`;
    return newYear ? `${label} ${year}` : label;
  });
}
