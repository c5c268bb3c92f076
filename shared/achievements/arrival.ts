/**
 * How a shoot came into this phone's history, which decides whether the awards it earns are news.
 *
 * - `added`: the archer adds it to their record here: scored on this phone, a target card signed for
 *   them, their row of a competition's results. What it earns is announced and listed as new.
 * - `brought-back`: it comes back from the archer's own data: a restore, a combine with their other
 *   phones, an import of a backup this app wrote or of the old app's export. Its awards were earned when
 *   the shoot was first added; they are recorded as unlocked (Achievements lists them) but are neither
 *   announced nor listed as new, so restoring a phone does not say "21 achievements unlocked".
 */
export type ShootArrival = 'added' | 'brought-back';

/**
 * The event that brought shoots in, as far as this rule reads it: a restore, or an import and where its
 * shoots came from (shared/events/eventTypes.ts, whose types the achievements may not import).
 */
export interface ShootsBrought {
  type: 'history-imported' | 'data-restored';
  source: 'backup' | 'legacy-export' | 'competition-results' | 'target-card';
}

/** How the shoots of an import or a restore arrive. */
export function arrivalOf(event: ShootsBrought): ShootArrival {
  if (event.type === 'data-restored') return 'brought-back';
  switch (event.source) {
    case 'backup':
    case 'legacy-export':
      return 'brought-back';
    case 'competition-results':
    case 'target-card':
      return 'added';
  }
}

/** Whether an unlock is news to the archer: earned by a shoot added here, not brought back with it. */
export function isNews(unlock: { arrival: ShootArrival }): boolean {
  return unlock.arrival === 'added';
}
