import { describe, expect, it } from 'vitest';
import { expectOk, testDevice } from '../test/fixtures/testDevice.js';
import type { WorkerEngine } from './engine.js';

/**
 * The result screen's figures, carried by the save's answer (and a saved shoot's view), through the
 * engine's contract on a real (fake-indexeddb) IndexedDB.
 */

async function archer(): Promise<WorkerEngine> {
  const engine = testDevice().open();
  await engine.whenReady();
  expectOk(await engine.updateProfile({ gender: 'male', ageGroup: 'adult', bowType: 'recurve' }));
  return engine;
}

/** A Bray I (30 arrows) of one value throughout, saved on a day of June 2025. */
async function bray(engine: WorkerEngine, value: number, day: number, asIncomplete = false) {
  expectOk(await engine.startShoot('bray i'));
  for (let arrow = 0; arrow < (asIncomplete ? 12 : 30); arrow++) expectOk(await engine.scoreArrow(value));
  const date = `2025-06-${String(day).padStart(2, '0')}T10:00:00.000Z`;
  return expectOk(await engine.saveShoot({ date, shootStatus: 'Competition', asIncomplete }));
}

describe('the result of a saved shoot', () => {
  it('gives the personal best with its margin and the handicap against the shoots before', async () => {
    const engine = await archer();
    const first = await bray(engine, 8, 1);
    expect(first.result.personalBest).toEqual({ kind: 'first' });
    expect(first.result.handicap).toEqual({ handicap: first.handicap, comparison: { kind: 'first' } });

    const second = await bray(engine, 9, 2);
    expect(second.result.personalBest).toEqual({ kind: 'new', previous: 240, margin: 30 });
    expect(second.handicap).toBeLessThan(first.handicap!);
    expect(second.result.handicap).toEqual({
      handicap: second.handicap,
      comparison: {
        kind: 'compared',
        shoots: 1,
        average: first.handicap,
        difference: first.handicap! - second.handicap!,
      },
    });

    const third = await bray(engine, 8, 3);
    expect(third.result.personalBest).toEqual({ kind: 'short', best: 270, short: 30 });
    // Read again later, the second is still measured against what it beat, not against itself.
    expect(expectOk(await engine.historyItem(second.id)).result.personalBest).toEqual({
      kind: 'new',
      previous: 240,
      margin: 30,
    });
  });

  it('names the achievements the shoot earned, as the diary does; a practice round is no personal best', async () => {
    const engine = await archer();
    expectOk(await engine.startShoot('practice 20yd'));
    for (let arrow = 0; arrow < 6; arrow++) expectOk(await engine.scoreArrow(9));
    const saved = expectOk(await engine.saveShoot({ shootStatus: 'RecordStatus' }));
    const { result } = saved;
    expect(result.personalBest).toEqual({ kind: 'not-counted' });
    expect(result.achievements.map((a) => a.name)).toContain('Golden end: 20 yd');
    const diary = expectOk(await engine.diary());
    expect(result.achievements).toEqual(
      diary.entries.find((entry) => entry.shootId === saved.id)?.achievements,
    );
    const unread = expectOk(await engine.unreadAchievements()).filter((a) => a.achievingShootId === saved.id);
    expect(result.achievements.map((a) => a.id).sort()).toEqual(unread.map((a) => a.id).sort());
  });

  it('counts an incomplete round for nothing: no personal best, no handicap', async () => {
    const engine = await archer();
    await bray(engine, 8, 1);
    const kept = await bray(engine, 10, 2, true);
    expect(kept.result.personalBest).toEqual({ kind: 'not-counted' });
    expect(kept.result.handicap).toBeNull();
  });
});
