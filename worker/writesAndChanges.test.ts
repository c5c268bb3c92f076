import { describe, expect, it } from 'vitest';
import type { ChangeBatch, EngineChange } from '../shared/contract/engine.js';
import { expectOk, testDevice } from '../test/fixtures/testDevice.js';
import { openArcher as archer } from '../test/fixtures/archer.js';

/** Start-up, the write queue and what subscribers are told, through the engine's contract. */

describe('start-up', () => {
  it('does not keep the scores waiting while the browser asks the archer about persistent storage', async () => {
    let grant: (granted: boolean) => void = () => undefined;
    const engine = testDevice().open({
      requestPersistence: () => new Promise((resolve) => (grant = resolve)),
    });
    expect(await engine.whenReady()).toEqual({ state: 'ready', persisted: false, setAsideEvents: 0 });
    const changed = new Promise<EngineChange>(
      (resolve) => void engine.subscribe((batch) => resolve(batch.changes[0]!)),
    );
    grant(true);
    expect(await changed).toEqual({
      type: 'status-changed',
      status: { state: 'ready', persisted: true, setAsideEvents: 0 },
    });
  });
});

describe('writes and notifications', () => {
  it('serialises writes sent without waiting, in the order they were made', async () => {
    const engine = testDevice().open();
    const keypad = [9, 7, 5, 3, 1, 'M'] as const;
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) => engine.scoreArrow(keypad[i % 6]!)),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const expected = Array.from({ length: 24 }, (_, i) => keypad[i % 6]);
    expect(expectOk(await engine.currentShoot()).arrows).toEqual(expected);
    // Each write saw the one before it: the n-th answer shows n arrows.
    expect(results.map((r) => (r.ok ? r.value.shoot.arrows.length : -1))).toEqual(
      expected.map((_, i) => i + 1),
    );
  });

  it('tells subscribers what changed after each stored write, and drops listeners that have gone', async () => {
    const engine = await archer();
    const seen: EngineChange[] = [];
    const id = await engine.subscribe((batch) => seen.push(...batch.changes));
    await engine.subscribe(() => {
      throw new Error('page closed');
    });
    expectOk(await engine.startShoot('practice 20yd'));
    expectOk(await engine.scoreArrow(9));
    const saved = expectOk(await engine.saveShoot());
    const mark = expectOk(await engine.saveSightMark({ distance: 20, unit: 'yd', notches: 4 }));
    expectOk(await engine.deleteSightMark(mark.id));
    expectOk(await engine.updateShoot(saved.id, { shootStatus: 'Practice' }));
    expectOk(await engine.deleteShoot(saved.id));
    expect(await engine.scoreArrow(10)).toMatchObject({ ok: false });
    expect(seen).toEqual([
      { type: 'current-shoot-changed' },
      { type: 'current-shoot-changed' },
      { type: 'score-saved', historyId: saved.id },
      { type: 'current-shoot-changed' },
      { type: 'sightmark-saved', sightMarkId: mark.id },
      { type: 'sightmark-deleted', sightMarkId: mark.id },
      { type: 'shoot-updated', historyId: saved.id },
      { type: 'shoot-deleted', historyId: saved.id },
    ]);
    await engine.unsubscribe(id);
    expectOk(await engine.scoreArrow(9));
    expect(seen).toHaveLength(8);
  });

  it('tells each subscriber once per write: the changes, the topics they touched and where they came from', async () => {
    const engine = await archer();
    expectOk(await engine.startShoot('practice 20yd'));
    const batches: ChangeBatch[] = [];
    await engine.subscribe((batch) => batches.push(batch));
    const scored = expectOk(await engine.scoreArrow(9));
    const saved = expectOk(await engine.saveShoot());
    expect(batches).toEqual([
      {
        changes: [{ type: 'current-shoot-changed' }],
        topics: ['current-shoot'],
        logPosition: scored.logPosition,
      },
      {
        changes: [{ type: 'score-saved', historyId: saved.id }, { type: 'current-shoot-changed' }],
        topics: ['history', 'notes', 'current-shoot'],
        logPosition: expect.any(Number),
      },
    ]);
    // The score card tells its own write's batch from a later one by these positions (score-card-session.ts).
    expect(batches[1]!.logPosition).toBeGreaterThan(scored.logPosition);
  });
});
