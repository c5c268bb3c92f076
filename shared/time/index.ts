/** Public entry of the date helpers. */
export { DAY_MS, isoDay, parseDateMs } from './dates.js';
export { seasonStartDates, type SeasonStartDates } from './seasons.js';
