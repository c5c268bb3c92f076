import { describe, expect, it } from 'vitest';
import { findRound } from '../rounds/catalogue.js';
import { arrivalOf, isNews } from './arrival.js';
import { AchievementsProjection } from './projection.js';
import { arrows, shoot } from './testHistory.js';

/** Which unlocks are news: those of shoots added here, never those brought back with the archer's data. */

describe('how shoots arrive, and which unlocks are news', () => {
  it("brings back a restore and an import of the archer's own files; adds a result or a card", () => {
    expect(arrivalOf({ type: 'data-restored', source: 'backup' })).toBe('brought-back');
    expect(arrivalOf({ type: 'history-imported', source: 'backup' })).toBe('brought-back');
    expect(arrivalOf({ type: 'history-imported', source: 'legacy-export' })).toBe('brought-back');
    expect(arrivalOf({ type: 'history-imported', source: 'competition-results' })).toBe('added');
    expect(arrivalOf({ type: 'history-imported', source: 'target-card' })).toBe('added');
  });

  it('records an unlock by the arrival of the shoot that earned it, and keeps it out of the unread list', () => {
    const projection = new AchievementsProjection();
    const restored = shoot('practice 20yd', arrows(9, 6));
    projection.put(restored, findRound(restored.gameType));
    projection.arrived(restored.id, 'brought-back');
    const first = projection.newlyMet(100);
    expect(first.map((unlock) => [unlock.id, unlock.arrival])).toEqual([
      ['golden-end-20yd', 'brought-back'],
      ['sight-mark-20yd', 'brought-back'],
    ]);
    expect(first.some(isNews)).toBe(false);
    projection.record(first);
    expect(projection.unread(0)).toEqual([]);

    // A shoot scored here afterwards: its awards are news, and unread until read.
    const scored = shoot('practice 30yd', arrows(9, 6), { date: '2025-06-15T10:00:00.000Z' });
    projection.put(scored, findRound(scored.gameType));
    projection.arrived(scored.id, 'added');
    const second = projection.newlyMet(200);
    expect(second.every(isNews)).toBe(true);
    projection.record(second);
    expect(projection.unread(0).map((unlock) => unlock.id)).toEqual(['golden-end-30yd', 'sight-mark-30yd']);

    // Deleted and its id used again by a shoot scored here: that one is added, not brought back.
    projection.remove(restored.id);
    const again = shoot('practice 40yd', arrows(9, 6), { id: restored.id, date: '2025-06-16T10:00:00.000Z' });
    projection.put(again, findRound(again.gameType));
    projection.arrived(again.id, 'added');
    expect(projection.newlyMet(300).every(isNews)).toBe(true);
  });
});
