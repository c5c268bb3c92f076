/**
 * The status of the event a shoot was scored at. It decides which classification tier the arrows count
 * toward: any shoot for the Archer tier, a club target day or better for Bowman, and only record-status
 * events for the Master Bowman tier.
 */

/** Lowest to highest: a status counts wherever any status before it counts. */
export const EVENT_STATUSES = [
  'practice',
  'club_target_day',
  'club_competition',
  'open',
  'ukrs',
  'wrs',
] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export function isEventStatus(text: unknown): text is EventStatus {
  return typeof text === 'string' && (EVENT_STATUSES as readonly string[]).includes(text);
}

/** True when a shoot at `status` is at least `minimum` (club competitions count where target days do). */
export function atLeast(status: EventStatus, minimum: EventStatus): boolean {
  return EVENT_STATUSES.indexOf(status) >= EVENT_STATUSES.indexOf(minimum);
}
