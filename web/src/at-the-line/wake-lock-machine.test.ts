import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  LEFT_FOR_MS,
  wakeLockMachine,
  wakeLockState,
  type HeldLock,
  type WakeLockApi,
} from './wake-lock-machine.js';

/**
 * The browser's wake lock, played by hand at the machine's boundary: each request answers at once, or is
 * refused while the page is hidden, and the "browser" can let go of a held lock as it does on hiding.
 */
function browserWakeLock() {
  const locks: Array<{ released: boolean; byBrowser: () => void }> = [];
  let hidden = false;
  const api: WakeLockApi = {
    request: () => {
      if (hidden) return Promise.reject(new DOMException('The page is not visible', 'NotAllowedError'));
      const listeners = new Set<() => void>();
      const record = {
        released: false,
        byBrowser: () => {
          record.released = true;
          for (const listener of listeners) listener();
        },
      };
      locks.push(record);
      const lock: HeldLock = {
        release: () => {
          record.released = true;
          return Promise.resolve();
        },
        addEventListener: (_type, listener) => listeners.add(listener),
        removeEventListener: (_type, listener) => listeners.delete(listener),
      };
      return Promise.resolve(lock);
    },
  };
  return {
    api,
    locks,
    held: () => locks.filter((lock) => !lock.released).length,
    hide: () => {
      hidden = true;
      for (const lock of locks) if (!lock.released) lock.byBrowser();
    },
    show: () => {
      hidden = false;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function screenKeeper(api: WakeLockApi | undefined) {
  const clock = new SimulatedClock();
  const actor = createActor(wakeLockMachine, { clock, input: { api } });
  actor.start();
  return { actor, clock, state: () => wakeLockState(actor.getSnapshot()) };
}

describe('keeping the screen on through a round', () => {
  it('takes the lock at the first arrow and lets go of it when the round is saved', async () => {
    const browser = browserWakeLock();
    const keeper = screenKeeper(browser.api);
    expect(keeper.state()).toBe('free');
    keeper.actor.send({ type: 'WANT' });
    await settle();
    expect(keeper.state()).toBe('held');
    expect(browser.held()).toBe(1);
    keeper.actor.send({ type: 'ARROW' });
    await settle();
    expect(browser.locks).toHaveLength(1);
    keeper.actor.send({ type: 'LET_GO' });
    expect(keeper.state()).toBe('free');
    expect(browser.held()).toBe(0);
  });

  it('takes it again when the app comes back to the front', async () => {
    const browser = browserWakeLock();
    const keeper = screenKeeper(browser.api);
    keeper.actor.send({ type: 'WANT' });
    await settle();
    browser.hide();
    expect(keeper.state()).toBe('waiting');
    keeper.actor.send({ type: 'VISIBLE' });
    await settle();
    // Still hidden when asked: refused, and waiting for the next time in front.
    expect(keeper.state()).toBe('waiting');
    browser.show();
    keeper.actor.send({ type: 'VISIBLE' });
    await settle();
    expect(keeper.state()).toBe('held');
    expect(browser.held()).toBe(1);
  });

  it('lets the screen sleep after an hour with no arrow, each arrow starting the hour again', async () => {
    const browser = browserWakeLock();
    const keeper = screenKeeper(browser.api);
    keeper.actor.send({ type: 'WANT' });
    await settle();
    keeper.clock.increment(LEFT_FOR_MS - 1000);
    keeper.actor.send({ type: 'ARROW' });
    keeper.clock.increment(LEFT_FOR_MS - 1000);
    expect(keeper.state()).toBe('held');
    keeper.clock.increment(1000);
    expect(keeper.state()).toBe('free');
    expect(browser.held()).toBe(0);
  });

  it('lets go of a lock granted after the round was already saved', async () => {
    const browser = browserWakeLock();
    const keeper = screenKeeper(browser.api);
    keeper.actor.send({ type: 'WANT' });
    keeper.actor.send({ type: 'LET_GO' });
    await settle();
    await settle();
    expect(browser.locks).toHaveLength(1);
    expect(browser.held()).toBe(0);
  });

  it('says nothing where the browser has no wake lock', () => {
    const keeper = screenKeeper(undefined);
    keeper.actor.send({ type: 'WANT' });
    expect(keeper.state()).toBe('unsupported');
  });
});
