import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES } from '../ledger/event-status.js';
import type { HistoryItem } from './historyItem.js';
import {
  eventStatusFromShootStatus,
  readStandingChange,
  shootStatusForEvent,
  standingOf,
  withStanding,
} from './shootStanding.js';

const shoot: Omit<HistoryItem, 'id'> = { date: '2025-06-14', score: 600, gameType: 'york', scores: [] };

describe("a shoot's standing", () => {
  it('reads the old three-way status where no event status was saved', () => {
    expect(eventStatusFromShootStatus(undefined)).toBe('practice');
    expect(eventStatusFromShootStatus('Practice')).toBe('practice');
    expect(eventStatusFromShootStatus('Competition')).toBe('club_competition');
    expect(eventStatusFromShootStatus('RecordStatus')).toBe('ukrs');
    expect(standingOf({ shootStatus: 'RecordStatus' })).toEqual({
      eventStatus: 'ukrs',
      witnessed: false,
      signed: false,
      leaveOutOfHandicap: false,
    });
  });

  it('keeps the old status in agreement with every event status, and back again', () => {
    expect(EVENT_STATUSES.map(shootStatusForEvent)).toEqual([
      'Practice',
      'Competition',
      'Competition',
      'Competition',
      'RecordStatus',
      'RecordStatus',
    ]);
    for (const status of EVENT_STATUSES) {
      const item = withStanding(shoot, {
        eventStatus: status,
        witnessed: false,
        signed: false,
        leaveOutOfHandicap: false,
      });
      expect(standingOf(item).eventStatus).toBe(status);
      expect(item.shootStatus ?? 'Practice').toBe(shootStatusForEvent(status));
    }
  });

  it('writes only what differs from what absence means, so an untouched shoot stays as it was', () => {
    const competition = { ...shoot, shootStatus: 'Competition' as const };
    expect(withStanding(competition, standingOf(competition))).toEqual(competition);
    const witnessed = withStanding(competition, {
      ...standingOf(competition),
      eventStatus: 'open',
      witnessed: true,
    });
    expect(witnessed).toEqual({ ...competition, eventStatus: 'open', witnessed: true });
    expect(withStanding(witnessed, standingOf(competition))).toEqual(competition);
  });

  it('refuses a status or a flag that makes no sense, in words', () => {
    expect(readStandingChange({ eventStatus: 'open', witnessed: true })).toBeNull();
    expect(readStandingChange({ eventStatus: 'County' })).toBe(
      '"County" is not an event status (one of practice, club_target_day, club_competition, open, ukrs, wrs).',
    );
    expect(readStandingChange({ signed: 'yes' })).toBe(
      '"signed" must be yes or no (true or false), not "yes".',
    );
  });
});
