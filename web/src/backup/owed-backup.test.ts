import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { expectOk, readBackupFile, testDevice, type TestDevice } from '../../../test/fixtures/testDevice.js';
import { BACKUP_SETTLE_MS, backupMachine, type BackupDone } from './backup-machine.js';
import { RETRY_DELAYS_MS } from '../retry-schedule.js';

/**
 * The owed-backup rule end to end below the page: the real worker engine on a real IndexedDB
 * implementation, the backup machine on a simulated clock, and a server the test answers by hand.
 * Closing the app is dropping the machine and the engine (never closed) and opening both again.
 */
/** Whom the backups go to (this device's recovery code). */
const OWNER = 'code:ABCD-EFGH-JKMN-PQRS-TUVW';

function openApp(device: TestDevice, enabled = true) {
  const engine = device.open();
  const clock = new SimulatedClock();
  const server: Array<{ store: () => void; refuse: () => void }> = [];
  const stored: number[] = [];
  const machine = backupMachine.provide({
    actors: {
      upload: fromPromise<BackupDone>(async () => {
        const { data, logPosition } = expectOk(await engine.backupForUpload());
        await new Promise<void>((resolve, reject) =>
          server.push({ store: resolve, refuse: () => reject(new Error('HTTP error! status: 503')) }),
        );
        stored.push((await readBackupFile(data)).history.length);
        const owed = expectOk(await engine.backupStored(logPosition, '2026-11-26T06:05:00.000Z', OWNER));
        return { timestamp: '2026-11-26T06:05:00.000Z', changesNotBackedUp: owed.changesNotBackedUp };
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { enabled, online: true, lastBackupAt: null } });
  actor.start();
  /** Lets the engine's and the upload's pending promises run, as the page's event loop would. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    engine,
    actor,
    server,
    stored,
    state: () => actor.getSnapshot().value,
    /** What the page does at start-up: hands the machine the worker's count. */
    load: async () => {
      actor.send({ type: 'LOADED', ...expectOk(await engine.backupOwed(OWNER)) });
    },
    advance: async (ms: number) => {
      clock.increment(ms);
      await settle();
    },
    settle,
  };
}

async function saveShoot(engine: ReturnType<TestDevice['open']>) {
  expectOk(await engine.startShoot('practice 20yd'));
  expectOk(await engine.scoreArrow(9));
  expectOk(await engine.saveShoot({ shootStatus: 'Practice' }));
}

describe('a backup owed across closing the app', () => {
  it('is made within seconds of the next start when the app closed before it went', async () => {
    const device = testDevice();
    const first = openApp(device);
    await first.load();
    expect(first.state()).toBe('idle');
    await saveShoot(first.engine);
    first.actor.send({ type: 'DATA_CHANGED' });
    // Closed inside the settling window: nothing went.
    await first.advance(BACKUP_SETTLE_MS - 1);
    first.actor.stop();
    expect(first.server).toHaveLength(0);

    const second = openApp(device);
    await second.load();
    expect(second.state()).toBe('settling');
    expect(second.actor.getSnapshot().context.changesNotBackedUp).toBe(1);
    await second.advance(BACKUP_SETTLE_MS);
    await vi.waitFor(() => expect(second.server).toHaveLength(1));
    second.server[0]!.store();
    await vi.waitFor(() => expect(second.state()).toBe('idle'));
    expect(second.stored).toEqual([1]);
    expect(second.actor.getSnapshot().context.changesNotBackedUp).toBe(0);

    // Acknowledged: the start after that owes nothing.
    const third = openApp(device);
    await third.load();
    expect(third.state()).toBe('idle');
    await third.advance(60_000);
    expect(third.server).toHaveLength(0);
  });

  it('is made at the next start when the app closed while a retry was waiting', async () => {
    const device = testDevice();
    const first = openApp(device);
    await first.load();
    await saveShoot(first.engine);
    first.actor.send({ type: 'DATA_CHANGED' });
    await first.advance(BACKUP_SETTLE_MS);
    await vi.waitFor(() => expect(first.server).toHaveLength(1));
    first.server[0]!.refuse();
    await vi.waitFor(() => expect(first.state()).toBe('retrying'));
    first.actor.stop();

    const second = openApp(device);
    await second.load();
    await second.advance(BACKUP_SETTLE_MS);
    await vi.waitFor(() => expect(second.server).toHaveLength(1));
    second.server[0]!.refuse();
    await vi.waitFor(() => expect(second.state()).toBe('retrying'));
    // The same schedule as any backup: 2 s after the first failure.
    await second.advance(RETRY_DELAYS_MS[0]);
    await vi.waitFor(() => expect(second.server).toHaveLength(2));
    second.server[1]!.store();
    await vi.waitFor(() => expect(second.state()).toBe('idle'));
    expect(expectOk(await device.open().backupOwed(OWNER)).changesNotBackedUp).toBe(0);
  });

  it('owes again a change made while the upload was in flight, also across closing the app', async () => {
    const device = testDevice();
    const first = openApp(device);
    await first.load();
    await saveShoot(first.engine);
    first.actor.send({ type: 'BACK_UP_NOW' });
    await vi.waitFor(() => expect(first.server).toHaveLength(1));
    await saveShoot(first.engine);
    first.server[0]!.store();
    await vi.waitFor(() => expect(first.state()).toBe('settling'));
    expect(first.stored).toEqual([1]);
    first.actor.stop();

    const second = openApp(device);
    await second.load();
    expect(second.actor.getSnapshot().context.changesNotBackedUp).toBe(1);
    await second.advance(BACKUP_SETTLE_MS);
    await vi.waitFor(() => expect(second.server).toHaveLength(1));
    second.server[0]!.store();
    await vi.waitFor(() => expect(second.state()).toBe('idle'));
    expect(second.stored).toEqual([2]);
  });
});
