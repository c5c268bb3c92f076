import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EngineChange } from '../shared/contract/engine.js';
import { expectOk, testDevice } from '../test/fixtures/testDevice.js';
import { DATABASE_NAME } from './eventStore.js';

/**
 * Storage that cannot be opened, fills up or is taken away is a state the UI can show, never a silent
 * failure, and never an arrow shown that was not stored.
 */

function domException(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage problems', () => {
  it('reports a browser without IndexedDB as unavailable, and refuses writes as data', async () => {
    const engine = testDevice().open({ indexedDB: undefined });
    expect(await engine.whenReady()).toEqual({
      state: 'storage-unavailable',
      message: 'This browser offers no IndexedDB',
    });
    expect(await engine.scoreArrow(9)).toMatchObject({ ok: false, error: { reason: 'storage-unavailable' } });
    expect(await engine.currentShoot()).toMatchObject({
      ok: false,
      error: { reason: 'storage-unavailable' },
    });
  });

  it('reports storage the browser refuses to open (private browsing) as unavailable', async () => {
    const device = testDevice();
    const refusing = {
      open: () => {
        throw domException('SecurityError', 'The operation is insecure.');
      },
    } as unknown as IDBFactory;
    const engine = device.open({ indexedDB: refusing });
    expect(await engine.whenReady()).toEqual({
      state: 'storage-unavailable',
      message: 'The operation is insecure.',
    });
  });

  it('reports a database left by a newer app version as unavailable, without touching it', async () => {
    const device = testDevice();
    await new Promise<void>((resolve, reject) => {
      const request = device.indexedDB.open(DATABASE_NAME, 7);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    const engine = device.open();
    const status = await engine.whenReady();
    expect(status.state).toBe('storage-unavailable');
    expect(await engine.saveSightMark({ distance: 20, unit: 'm', notches: 1 })).toMatchObject({
      ok: false,
      error: { reason: 'storage-unavailable' },
    });
  });

  it('reports a full disk, shows no arrow that was not stored, and recovers when space returns', async () => {
    const device = testDevice();
    const engine = device.open();
    await engine.whenReady();
    const changes: EngineChange[] = [];
    await engine.subscribe((batch) => changes.push(...batch.changes));
    expectOk(await engine.scoreArrow(9));
    const add = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw domException('QuotaExceededError', 'The quota has been exceeded.');
    });
    expect(await engine.scoreArrow(7)).toEqual({
      ok: false,
      error: { reason: 'storage-full', message: 'The quota has been exceeded.' },
    });
    expect(await engine.status()).toEqual({ state: 'storage-full', message: 'The quota has been exceeded.' });
    expect(changes).toContainEqual({
      type: 'status-changed',
      status: { state: 'storage-full', message: 'The quota has been exceeded.' },
    });
    expect(expectOk(await engine.currentShoot()).arrows).toEqual([9]);
    add.mockRestore();
    expect(expectOk(await engine.scoreArrow(5)).shoot.arrows).toEqual([9, 5]);
    expect(await engine.status()).toEqual({ state: 'ready', persisted: true, setAsideEvents: 0 });
    expect(expectOk(await device.open().currentShoot()).arrows).toEqual([9, 5]);
  });

  it('rolls back a save whose transaction fails: the shoot stays in progress, nothing half-written', async () => {
    const device = testDevice();
    const engine = device.open();
    expectOk(await engine.startShoot('practice 20yd'));
    for (const arrow of [9, 9, 7]) expectOk(await engine.scoreArrow(arrow));
    // The shoot-saved record goes in, then removing the arrows' records fails: the whole save aborts.
    vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementation(() => {
      throw domException('UnknownError', 'Disk error');
    });
    expect(await engine.saveShoot()).toEqual({
      ok: false,
      error: { reason: 'storage-failed', message: 'Disk error' },
    });
    vi.restoreAllMocks();
    expect(expectOk(await engine.history())).toEqual([]);
    const reopened = device.open();
    expect(expectOk(await reopened.history())).toEqual([]);
    expect(expectOk(await reopened.currentShoot()).arrows).toEqual([9, 9, 7]);
    expect(expectOk(await reopened.saveShoot()).scores).toEqual([9, 9, 7]);
  });

  it('steps aside when another tab opens a newer schema, and says so', async () => {
    const device = testDevice();
    const engine = device.open();
    await engine.whenReady();
    const upgrade = device.indexedDB.open(DATABASE_NAME, 2);
    await new Promise<void>((resolve) => {
      upgrade.onsuccess = () => {
        upgrade.result.close();
        resolve();
      };
    });
    expect(await engine.status()).toMatchObject({ state: 'storage-unavailable' });
    expect(await engine.scoreArrow(9)).toMatchObject({ ok: false, error: { reason: 'storage-unavailable' } });
  });
});
