import { describe, expect, it } from 'vitest';
import { expectOk, testDevice, backupOf } from '../test/fixtures/testDevice.js';
import type { WorkerEngine } from './engine.js';

/** "Save as incomplete" through the engine's contract, on a real (fake-indexeddb) IndexedDB. */

async function archer(device = testDevice()): Promise<WorkerEngine> {
  const engine = device.open();
  await engine.whenReady();
  expectOk(await engine.updateProfile({ gender: 'male', ageGroup: 'adult', bowType: 'recurve' }));
  return engine;
}

async function score(engine: WorkerEngine, round: string, arrows: (number | 'X' | 'M')[]) {
  expectOk(await engine.startShoot(round));
  for (const arrow of arrows) expectOk(await engine.scoreArrow(arrow));
}

const twelveNines = Array.from({ length: 12 }, () => 9);

describe('save as incomplete', () => {
  it('keeps a named round from its first arrow, with no handicap, classification or top score', async () => {
    const engine = await archer();
    expect(await engine.saveShoot({ asIncomplete: true })).toMatchObject({
      ok: false,
      error: { reason: 'cannot-save-yet' },
    });
    await score(engine, 'national', twelveNines);
    // Without the choice a named round still waits for its last arrow.
    expect(await engine.saveShoot()).toMatchObject({ ok: false, error: { reason: 'cannot-save-yet' } });
    const saved = expectOk(await engine.saveShoot({ asIncomplete: true, shootStatus: 'Competition' }));
    expect(saved).toMatchObject({ gameType: 'national', score: 108, complete: false, topScore: false });
    expect(saved.handicap).toBeUndefined();
    expect(saved.classification).toBeUndefined();
    const [listed] = expectOk(await engine.history());
    expect(listed).toMatchObject({ id: saved.id, complete: false, arrowsShot: 12 });
    expect(listed?.handicap).toBeUndefined();
    expect(listed?.classification).toBeUndefined();
    // Not a personal best: What I need on the next National has none to beat.
    const need = expectOk(await engine.whatINeed('national'));
    expect(need.targets.map((target) => target.kind)).not.toContain('personal-best');
  });

  it('saves a finished round as complete, and refuses to call a finished round incomplete', async () => {
    const engine = await archer();
    await score(
      engine,
      'portsmouth',
      Array.from({ length: 60 }, () => 9),
    );
    expect(await engine.saveShoot({ asIncomplete: true })).toMatchObject({
      ok: false,
      error: { reason: 'round-complete' },
    });
    const saved = expectOk(await engine.saveShoot());
    expect(saved).toMatchObject({ complete: true, topScore: true });
    expect(saved.handicap).toBeTypeOf('number');
    expect(saved.classification).toBeDefined();
  });

  it('keeps the flag when the log is replayed on reopening', async () => {
    const device = testDevice();
    const engine = await archer(device);
    await score(engine, 'national', twelveNines);
    const saved = expectOk(await engine.saveShoot({ asIncomplete: true }));
    const reopened = device.open();
    await reopened.whenReady();
    const again = expectOk(await reopened.historyItem(saved.id));
    expect(again).toMatchObject({ complete: false, score: 108 });
    expect(again.handicap).toBeUndefined();
  });

  it('carries the flag through a backup onto another device, which gives it no handicap either', async () => {
    const engine = await archer();
    await score(engine, 'national', twelveNines);
    expectOk(await engine.saveShoot({ asIncomplete: true }));
    const payload = await backupOf(engine);
    expect(payload.history).toEqual([expect.objectContaining({ complete: false, score: 108 })]);
    expect(payload.history[0]?.handicap).toBeUndefined();

    const other = await archer();
    // Even a forged handicap and classification in the file do not survive on an incomplete shoot (the
    // forger leaves out the manifest, which would refuse the file, so the file reads as an older one).
    const { manifest: _manifest, ...unsealed } = payload;
    const forged = {
      ...unsealed,
      history: payload.history.map((item) => ({
        ...item,
        handicap: 40,
        classification: { name: 'B3', scheme: 'AGB 2023' },
      })),
    };
    expectOk(await other.importData(JSON.parse(JSON.stringify(forged))));
    const [imported] = expectOk(await other.history());
    expect(imported).toMatchObject({ complete: false, score: 108 });
    expect(imported?.handicap).toBeUndefined();
    expect(imported?.classification).toBeUndefined();
  });

  it('reads an older shoot without the flag as complete only when its arrows complete the round', async () => {
    const engine = await archer();
    expectOk(
      await engine.importData({
        history: [
          { id: 1, date: '2025-05-01', gameType: 'portsmouth', scores: Array.from({ length: 60 }, () => 9) },
          { id: 2, date: '2025-05-02', gameType: 'portsmouth', scores: [9, 9, 9] },
        ],
      }),
    );
    const byId = new Map(expectOk(await engine.history()).map((item) => [item.id, item]));
    expect(byId.get(1)).toMatchObject({ complete: true, topScore: true });
    expect(byId.get(1)?.handicap).toBeTypeOf('number');
    expect(byId.get(2)).toMatchObject({ complete: false, topScore: false });
    expect(byId.get(2)?.handicap).toBeUndefined();
  });
});
