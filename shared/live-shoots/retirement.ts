import { findRound } from '../rounds/catalogue.js';

/**
 * How an archer's live shoot ends when they save it: "finished" when every arrow of the round was shot,
 * "retired" when they stopped early and saved the round as incomplete (18 of 60 arrows). A retired
 * archer is not finished: no ✓, no handicap, ranked below everyone still shooting (docs/live-shoots.md).
 * A practice round (no arrow limit) and a round the catalogue does not know end as finished: there is no
 * length to fall short of.
 */
export type FinishKind = 'finished' | 'retired';

export function finishKind(roundName: string, arrowsShot: number): FinishKind {
  const maxArrows = findRound(roundName)?.maxArrows ?? null;
  return maxArrows !== null && arrowsShot < maxArrows ? 'retired' : 'finished';
}

/** The words every board and notice uses for a retired archer. */
export function retiredWords(arrowsShot: number): string {
  return `Retired after ${arrowsShot} ${arrowsShot === 1 ? 'arrow' : 'arrows'}`;
}
