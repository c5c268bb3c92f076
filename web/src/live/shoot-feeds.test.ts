import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { fail, ok } from '../../../shared/core/result.js';
import type { LiveShoot } from '../../../shared/live-shoots/types.js';
import type { LiveResult } from './live-api.js';
import { leaderboard } from './live-test-fixtures.js';
import { ShootFeeds } from './shoot-feeds.js';

/** The feeds with a socket and a server the test plays: reads wait until the test answers them. */
function feedsOnClock(ownShoot: string | null = null) {
  const clock = new SimulatedClock();
  const followed: string[] = [];
  const reads: Array<{ shootCode: string; answer(result: LiveResult<LiveShoot>): Promise<void> }> = [];
  const shown: Array<{ shoot: LiveShoot; before: LiveShoot | null; receivedAt: number }> = [];
  const serverReads: LiveShoot[] = [];
  const gone: string[] = [];
  let changes = 0;
  const feeds = new ShootFeeds({
    follow: (shootCode) => followed.push(shootCode),
    unfollow: (shootCode) => followed.splice(followed.indexOf(shootCode), 1),
    readShoot: (shootCode) =>
      new Promise((resolve) => {
        reads.push({
          shootCode,
          // The feeds act on the answer in the microtask after it; the test goes on after that.
          answer: async (result) => {
            resolve(result);
            await new Promise<void>((taken) => queueMicrotask(taken));
          },
        });
      }),
    now: () => clock.now(),
    followsItself: (shootCode: string) => shootCode === ownShoot,
    shown: (shoot, before, receivedAt) => shown.push({ shoot, before, receivedAt }),
    read: (shoot) => serverReads.push(shoot),
    gone: (shootCode) => gone.push(shootCode),
    changed: () => changes++,
  });
  return { feeds, clock, followed, reads, shown, serverReads, gone, changes: () => changes };
}

describe('the shoot feeds', () => {
  it('follows a shoot while any screen watches it, and stops after the last one closes', () => {
    const live = feedsOnClock();
    const closeViewer = live.feeds.watch('ABC234');
    const closeScorecard = live.feeds.watch('ABC234');
    expect(live.feeds.all()).toEqual({ ABC234: { state: 'loading' } });
    expect(live.followed).toEqual(['ABC234', 'ABC234']);
    closeViewer();
    expect(live.feeds.watched().get('ABC234')).toBe(1);
    expect(live.feeds.all().ABC234).toBeDefined();
    closeScorecard();
    expect(live.feeds.watched().has('ABC234')).toBe(false);
    expect(live.feeds.all()).toEqual({});
    expect(live.followed).toEqual(['ABC234']);
  });

  it("keeps following the archer's own shoot when the last screen on it closes", () => {
    const live = feedsOnClock('ABC234');
    live.feeds.watch('ABC234')();
    expect(live.feeds.all()).toEqual({ ABC234: { state: 'loading' } });
    live.feeds.release('ABC234');
    expect(live.feeds.all()).toEqual({});
  });

  it('shows a read answer when it comes, stamped with the clock, and never goes back in time', async () => {
    const live = feedsOnClock();
    live.feeds.watch('ABC234');
    live.clock.set(5000);
    live.feeds.show(leaderboard('ABC234', 3));
    expect(live.feeds.all().ABC234).toEqual({
      state: 'ready',
      shoot: leaderboard('ABC234', 3),
      receivedAt: 5000,
    });
    live.clock.increment(1000);
    // The read sent on opening answers after the socket's newer push: revision 2 is not shown.
    await live.reads[0]!.answer(ok(leaderboard('ABC234', 2)));
    expect(live.feeds.all().ABC234).toEqual({
      state: 'ready',
      shoot: leaderboard('ABC234', 3),
      receivedAt: 5000,
    });
    expect(live.serverReads).toHaveLength(1);
    live.feeds.show(leaderboard('ABC234', 4));
    expect(live.shown.map(({ before, receivedAt }) => [before?.revision ?? null, receivedAt])).toEqual([
      [null, 5000],
      [3, 6000],
    ]);
  });

  it('shows nothing for a shoot no screen follows', () => {
    const live = feedsOnClock();
    live.feeds.show(leaderboard('XYZ789', 1));
    expect(live.feeds.all()).toEqual({});
    expect(live.shown).toEqual([]);
  });

  it('says a board it never loaded is unreachable, but keeps a loaded board when a later read fails', async () => {
    const live = feedsOnClock();
    live.feeds.watch('ABC234');
    await live.reads[0]!.answer(fail('network', 'Network error: Unable to connect to server'));
    expect(live.feeds.all().ABC234).toEqual({
      state: 'unreachable',
      message: 'Network error: Unable to connect to server',
    });
    void live.feeds.refresh('ABC234');
    await live.reads[1]!.answer(ok(leaderboard('ABC234', 1)));
    expect(live.feeds.all().ABC234?.state).toBe('ready');
    void live.feeds.refresh('ABC234');
    await live.reads[2]!.answer(fail('unavailable', 'Shoot service not available'));
    expect(live.feeds.all().ABC234?.state).toBe('ready');
  });

  it('reports a shoot the server no longer has, and a watching screen says it is gone', async () => {
    const live = feedsOnClock();
    live.feeds.watch('ABC234');
    await live.reads[0]!.answer(fail('not-found', 'Failed to load shoot - shoot not found'));
    expect(live.gone).toEqual(['ABC234']);
    live.feeds.markGone('ABC234');
    expect(live.feeds.all().ABC234).toEqual({ state: 'gone' });
    live.feeds.markGone('XYZ789');
    expect(live.feeds.all().XYZ789).toBeUndefined();
  });
});
