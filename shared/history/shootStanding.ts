/**
 * A saved shoot's standing for the official record (docs/official-record.md): the status of the event
 * it was shot at, whether its scoresheet was witnessed and signed, and whether the archer left it out of
 * their handicap. Shoots saved or imported before these existed read their old three-way status.
 */
import { EVENT_STATUSES, isEventStatus, type EventStatus } from '../ledger/event-status.js';
import type { HistoryItem, ShootStatus } from './historyItem.js';

export interface ShootStanding {
  eventStatus: EventStatus;
  witnessed: boolean;
  signed: boolean;
  leaveOutOfHandicap: boolean;
}

/** The old status a file or an older app wrote: Practice, Competition or RecordStatus. */
export function eventStatusFromShootStatus(status: ShootStatus | undefined): EventStatus {
  if (status === 'Competition') return 'club_competition';
  if (status === 'RecordStatus') return 'ukrs';
  return 'practice';
}

/**
 * The old status kept beside the event status, so what reads it (personal bests count non-practice
 * shoots, the history filter, achievements) sees the same shoot the record does.
 */
export function shootStatusForEvent(status: EventStatus): ShootStatus {
  if (status === 'practice') return 'Practice';
  if (status === 'ukrs' || status === 'wrs') return 'RecordStatus';
  return 'Competition';
}

export function eventStatusOf(item: Pick<HistoryItem, 'eventStatus' | 'shootStatus'>): EventStatus {
  return item.eventStatus ?? eventStatusFromShootStatus(item.shootStatus);
}

export function standingOf(
  item: Pick<HistoryItem, 'eventStatus' | 'shootStatus' | 'witnessed' | 'signed' | 'leaveOutOfHandicap'>,
): ShootStanding {
  return {
    eventStatus: eventStatusOf(item),
    witnessed: item.witnessed ?? false,
    signed: item.signed ?? false,
    leaveOutOfHandicap: item.leaveOutOfHandicap ?? false,
  };
}

/** In the archer's words, for pickers, lists and the scoresheet. */
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  practice: 'Practice',
  club_target_day: 'Club target day',
  club_competition: 'Club competition',
  open: 'Open competition',
  ukrs: 'UK record status',
  wrs: 'World record status',
};

/** The refusal shown when a status is not one of the six codes. */
export function unknownEventStatus(raw: unknown): string {
  return `"${String(raw)}" is not an event status (one of ${EVENT_STATUSES.join(', ')})`;
}

/** Checks a standing change from a save or an edit; a message when any part makes no sense. */
export function readStandingChange(raw: Partial<Record<keyof ShootStanding, unknown>>): string | null {
  if (raw.eventStatus !== undefined && !isEventStatus(raw.eventStatus)) {
    return `${unknownEventStatus(raw.eventStatus)}.`;
  }
  for (const flag of ['witnessed', 'signed', 'leaveOutOfHandicap'] as const) {
    if (raw[flag] !== undefined && typeof raw[flag] !== 'boolean') {
      return `"${flag}" must be yes or no (true or false), not ${JSON.stringify(raw[flag])}.`;
    }
  }
  return null;
}

/**
 * The item with `standing`, writing only what differs from what absence means (an event status its old
 * status already gives, a flag that is off), so an item that never had a standing stays as it was.
 */
export function withStanding<T extends Omit<HistoryItem, 'id'>>(item: T, standing: ShootStanding): T {
  const next: T = { ...item };
  delete next.eventStatus;
  if (standing.eventStatus !== eventStatusFromShootStatus(next.shootStatus)) {
    next.eventStatus = standing.eventStatus;
    next.shootStatus = shootStatusForEvent(standing.eventStatus);
  }
  for (const flag of ['witnessed', 'signed', 'leaveOutOfHandicap'] as const) {
    if (standing[flag]) next[flag] = true;
    else delete next[flag];
  }
  return next;
}
