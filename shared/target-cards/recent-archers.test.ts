import { describe, expect, it } from 'vitest';
import type { CardArcher } from './card.js';
import { MOST_RECENT_ARCHERS, withTargetArchers } from './recent-archers.js';
import type { TargetSetup } from './target-sheet.js';

const robin: CardArcher = { name: 'Robin', bowType: 'longbow', ageGroup: 'adult', gender: 'male' };
const marian: CardArcher = { name: 'Marian', bowType: 'recurve', ageGroup: 'adult', gender: 'female' };
const much: CardArcher = { name: 'Much', bowType: 'barebow', ageGroup: 'u18', gender: 'male' };

const target = (...archers: CardArcher[]): TargetSetup => ({
  round: 'portsmouth',
  date: '2026-12-05',
  place: null,
  eventStatus: 'club_target_day',
  targetNumber: null,
  archers: archers.map((archer, at) => ({ ...archer, letter: (['A', 'B', 'C'] as const)[at]! })),
  scorer: { letter: null, name: 'Tuck' },
});

describe("the archers of this phone's recent targets", () => {
  it('lists the newest target first, in its target order, each person once', () => {
    let recent = withTargetArchers([], target(robin, marian));
    recent = withTargetArchers(recent, target(much, robin));
    expect(recent).toEqual([much, robin, marian]);
  });

  it('knows a person by name whatever the case or spaces, and keeps their newest bow and age group', () => {
    const older = withTargetArchers([], target(robin));
    const moved = { ...robin, name: ' robin ', bowType: 'recurve' as const };
    expect(withTargetArchers(older, target(moved))).toEqual([{ ...moved, name: 'robin' }]);
  });

  it(`keeps ${MOST_RECENT_ARCHERS} at most, dropping the oldest`, () => {
    let recent: CardArcher[] = [];
    for (let at = 0; at < MOST_RECENT_ARCHERS + 5; at += 1)
      recent = withTargetArchers(recent, target({ ...robin, name: `Archer ${at}` }));
    expect(recent).toHaveLength(MOST_RECENT_ARCHERS);
    expect(recent[0]!.name).toBe(`Archer ${MOST_RECENT_ARCHERS + 4}`);
    expect(recent.at(-1)!.name).toBe('Archer 5');
  });
});
