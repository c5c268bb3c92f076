import type { ScorecardLayout } from '../../../shared/contract/scoreCardViews.js';

// Two ends of six arrows plus five total columns need about this much room to stay legible
// (web/public/engine-boot.js asks the same before the app runs; engine-boot.test.ts holds them equal).
export const WIDE_SCREEN = '(min-width: 700px)';

// One query for the page's life: React reads the snapshot on every render of the score card, and a new
// matchMedia per read costs a style evaluation each time (measured per plotted arrow on a slowed CPU).
let wideQuery: MediaQueryList | null = null;
export const wideScreenQuery = () => (wideQuery ??= window.matchMedia(WIDE_SCREEN));

export const isWide = () => wideScreenQuery().matches;

/**
 * The screen's own layout now, for a question asked outside React: the start-up score card. Apart from
 * scorecard-layout.ts (React) so that the page's first script (boot.ts) stays a few kilobytes.
 */
export function screenLayout(): ScorecardLayout {
  return isWide() ? 'landscape' : 'portrait';
}
