import { describe, expect, it } from 'vitest';
import { findRound } from '../rounds/catalogue.js';
import { currentShootView } from '../views/currentShootView.js';
import { emptyProjections } from './projections.js';
import { scoreCardFromSnapshot, takeScoreCardSnapshot } from './scoreCardSnapshot.js';

const context = { findRound, startedAt: new Date('2026-11-24T09:00:00Z') };

function scoredState() {
  const state = emptyProjections(context);
  state.current = {
    roundName: 'york',
    arrows: [9, 7, 'M'],
    // The first arrow was plotted on the face; the other two came from the keypad.
    positions: [{ x: 40, y: -55.5 }, null, null],
    firstArrowAt: 1000,
    lastArrowAt: 61_000,
  };
  state.profile = { ...state.profile, name: 'Robin', gender: 'male', ageGroup: 'adult', bowType: 'longbow' };
  state.notes.add({
    id: 'n1',
    endNumber: 1,
    text: 'Cold hands',
    timestamp: 5,
    shootId: null,
    highlighted: true,
  });
  return state;
}

describe('the score card snapshot', () => {
  it('reads back as the same score card view', () => {
    const state = scoredState();
    const stored = JSON.parse(JSON.stringify(takeScoreCardSnapshot(state, 42, 'build-a')));
    const read = scoreCardFromSnapshot(stored, 'build-a', context);
    expect(read?.seq).toBe(42);
    const now = new Date('2026-11-24T10:00:00Z');
    expect(currentShootView(read!.state, now)).toEqual(currentShootView(state, now));
    expect(read!.state.profile).toEqual(state.profile);
  });

  it('is ignored when another build wrote it or any part is malformed', () => {
    const good = takeScoreCardSnapshot(scoredState(), 42, 'build-a');
    expect(scoreCardFromSnapshot(good, 'build-b', context)).toBeNull();
    const broken = [
      undefined,
      'snapshot',
      { ...good, seq: -1 },
      { ...good, seq: 1.5 },
      { ...good, current: { ...good.current, arrows: [9, 'Q'] } },
      { ...good, current: { ...good.current, roundName: 7 } },
      { ...good, current: { ...good.current, firstArrowAt: 'soon' } },
      { ...good, current: { ...good.current, positions: [null, null] } },
      { ...good, current: { ...good.current, positions: [{ x: 'left', y: 0 }, null, null] } },
      { ...good, profile: null },
      { ...good, pendingNotes: [{ id: 'n1', text: 'x' }] },
      { ...good, pendingNotes: [{ ...good.pendingNotes[0], shootId: 3 }] },
    ];
    for (const raw of broken) expect(scoreCardFromSnapshot(raw, 'build-a', context)).toBeNull();
  });
});
