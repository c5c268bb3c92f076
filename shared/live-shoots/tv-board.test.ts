import { describe, expect, it } from 'vitest';
import type { ArrowValue } from '../rounds/round.js';
import { latestEnd, tvView } from './tv-board.js';
import type { LiveShoot, Participant } from './types.js';

function archer(archerName: string, scores: ArrowValue[], position: number, finished = false): Participant {
  return {
    id: archerName,
    archerName,
    roundName: 'bray i',
    bowType: 'recurve',
    gender: null,
    ageGroup: null,
    totalScore: 0,
    arrowsShot: scores.length,
    currentClassification: null,
    scores,
    finished,
    position,
    roundPosition: position,
    handicap: null,
    joinedAt: '2026-06-01T10:00:00.000Z',
    updatedAt: '2026-06-01T10:00:00.000Z',
  };
}

function shoot(participants: Participant[]): LiveShoot {
  return { code: 'K7M2QX', title: 'Club night', participants } as unknown as LiveShoot;
}

describe('the TV board', () => {
  it("shows an archer's latest end, part-shot or complete, in the round's end size (Bray I: ends of 3)", () => {
    expect(latestEnd(archer('Jo', [10, 9, 9, 8, 'X' as ArrowValue], 1))).toMatchObject({
      endNumber: 2,
      arrows: [8, 'X'],
    });
    expect(latestEnd(archer('Jo', [10, 9, 8], 1))).toEqual({
      archerName: 'Jo',
      endNumber: 1,
      arrows: [10, 9, 8],
      endTotal: 27,
      scoring: '10_zone',
      arrowsShot: 3,
    });
    expect(latestEnd(archer('New', [], 2))).toBeNull();
  });

  it('cycles the ends of archers who have shot while anyone is still shooting', () => {
    const view = tvView(
      shoot([archer('Jo', [10, 9, 9], 1, true), archer('Robin', [9], 2), archer('New', [], 3)]),
    );
    expect(view.kind).toBe('board');
    expect(view.kind === 'board' && view.ends.map((end) => end.archerName)).toEqual(['Jo', 'Robin']);
  });

  it('shows the podium, top three with ties, once everyone has finished', () => {
    const view = tvView(
      shoot([
        archer('D', [7], 4, true),
        archer('B', [9], 2, true),
        archer('A', [10], 1, true),
        archer('C', [9], 2, true),
      ]),
    );
    expect(view.kind === 'podium' && view.places.map((place) => place.archerName)).toEqual(['A', 'B', 'C']);
  });

  it('waits for archers still shooting, not for one who retired, and keeps the retired off the podium', () => {
    const retired = { ...archer('Early', [10, 10, 10], 3), retired: true };
    const stillShooting = tvView(shoot([archer('A', [10], 1, true), archer('B', [9], 2), retired]));
    expect(stillShooting.kind).toBe('board');
    const done = tvView(shoot([archer('A', [10], 1, true), archer('B', [9], 2, true), retired]));
    expect(done.kind === 'podium' && done.places.map((place) => place.archerName)).toEqual(['A', 'B']);
  });

  it('has no podium for an empty shoot', () => {
    expect(tvView(shoot([])).kind).toBe('board');
  });
});
