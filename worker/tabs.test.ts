import { describe, expect, it } from 'vitest';
import type { EngineChange } from '../shared/contract/engine.js';
import { engineSnapshot } from '../test/fixtures/engineSnapshot.js';
import { expectOk, testDevice } from '../test/fixtures/testDevice.js';
import { broadcastLogChannel } from './logChannel.js';

/** Two tabs of the app: two workers on one IndexedDB log. */
describe('two tabs on one log', () => {
  it('decides every write against the whole log, so neither tab overwrites the other', async () => {
    const device = testDevice();
    const a = device.open();
    const b = device.open();
    expectOk(await a.startShoot('practice 20yd'));
    expectOk(await a.scoreArrow(9));
    expect(expectOk(await b.scoreArrow(7)).shoot.arrows).toEqual([9, 7]);
    expect(expectOk(await a.scoreArrow(5)).shoot.arrows).toEqual([9, 7, 5]);
    const first = expectOk(await a.saveShoot());
    expect(first.scores).toEqual([9, 7, 5]);
    // Tab B learns of the save at its next write: its arrow starts the next shoot, which gets the next id.
    expect(expectOk(await b.scoreArrow(3)).shoot.arrows).toEqual([3]);
    const second = expectOk(await b.saveShoot());
    expect(second.id).toBe(first.id + 1);
    const reopened = device.open();
    expect(await engineSnapshot(reopened)).toEqual(await engineSnapshot(b));
    expect(expectOk(await reopened.history()).map((h) => h.score)).toEqual([3, 21]);
  });

  it('shows an idle tab what another tab wrote, through the broadcast channel', async () => {
    const device = testDevice();
    const channelName = `tabs-test-${Math.random()}`;
    const a = device.open({ channel: broadcastLogChannel(new BroadcastChannel(channelName)) });
    const b = device.open({ channel: broadcastLogChannel(new BroadcastChannel(channelName)) });
    await Promise.all([a.whenReady(), b.whenReady()]);
    const heard = new Promise<EngineChange>(
      (resolve) => void b.subscribe((batch) => resolve(batch.changes[0]!)),
    );
    expectOk(await a.scoreArrow(9));
    expect(await heard).toEqual({ type: 'current-shoot-changed' });
    expect(expectOk(await b.currentShoot()).arrows).toEqual([9]);
    await a.close();
    await b.close();
  });
});
