// @vitest-environment happy-dom
import { act } from '../test-support/act.js';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../test-support/mount-per-test.js';
import { AT_THE_LINE_DEFAULTS } from './at-the-line-choices.js';
import { changeAtTheLine } from './choices-store.js';
import { useWakeLock } from './use-wake-lock.js';

/** navigator.wakeLock played by hand: requests are counted, and the "browser" can let go of a lock. */
function fakeWakeLock() {
  const locks: Array<{ released: boolean; dropByBrowser: () => void }> = [];
  const wakeLock = {
    request: () => {
      const listeners = new Set<() => void>();
      const record = {
        released: false,
        dropByBrowser: () => {
          record.released = true;
          for (const listener of listeners) listener();
        },
      };
      locks.push(record);
      return Promise.resolve({
        release: () => {
          record.released = true;
          return Promise.resolve();
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      });
    },
  };
  Object.defineProperty(navigator, 'wakeLock', { value: wakeLock, configurable: true });
  return { locks, held: () => locks.filter((lock) => !lock.released).length };
}

/** The archer's pauses played by hand: a turn asked for comes when the test says the archer paused. */
function handPauses() {
  const waiting: Array<() => void> = [];
  return {
    asked: () => waiting.length,
    turn: () => new Promise<void>((resolve) => waiting.push(resolve)),
    paused: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

let pauses = handPauses();

function Card({ arrows }: { arrows: number }) {
  useWakeLock(arrows, pauses.turn);
  return null;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
/** The archer pauses, and what was waiting for it is done. */
const pause = async () => {
  await settle();
  act(() => pauses.paused());
  await settle();
};

describe('the screen kept on from the score card', () => {
  const view = mountPerTest();
  let browser: ReturnType<typeof fakeWakeLock>;

  // The hook fetches the machine's code on mount (a chunk of its own in the app): loaded once here, each
  // test's mount has it within a settle.
  beforeAll(() => import('./wake-lock-machine.js'));
  beforeEach(() => {
    pauses = handPauses();
    browser = fakeWakeLock();
    act(() => changeAtTheLine(AT_THE_LINE_DEFAULTS));
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
  });

  it('asks at the archer’s pause after the first arrow, keeps one lock through the round, and lets go when the card is empty again', async () => {
    view.render(<Card arrows={0} />);
    await pause();
    expect(browser.locks).toHaveLength(0);
    view.render(<Card arrows={1} />);
    await settle();
    // Not in the tap's own frame: the lock is asked for once the archer pauses.
    expect(browser.locks).toHaveLength(0);
    view.render(<Card arrows={2} />);
    await settle();
    expect(pauses.asked()).toBe(1);
    await pause();
    expect(browser.held()).toBe(1);
    view.render(<Card arrows={3} />);
    await pause();
    expect(browser.locks).toHaveLength(1);
    // Saved or discarded: the card has no arrows, and the lock goes at once.
    view.render(<Card arrows={0} />);
    await settle();
    expect(browser.held()).toBe(0);
  });

  it('takes the lock again when the page is back in front after the browser let go of it', async () => {
    view.render(<Card arrows={3} />);
    await pause();
    browser.locks[0]!.dropByBrowser();
    await settle();
    expect(browser.held()).toBe(0);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await settle();
    expect(browser.held()).toBe(1);
  });

  it('lets go when the setting is turned off, and when the card is left', async () => {
    view.render(<Card arrows={3} />);
    await pause();
    expect(browser.held()).toBe(1);
    act(() => changeAtTheLine({ keepScreenOn: false }));
    await settle();
    expect(browser.held()).toBe(0);
    act(() => changeAtTheLine({ keepScreenOn: true }));
    await pause();
    expect(browser.held()).toBe(1);
    view.render(null);
    await settle();
    expect(browser.held()).toBe(0);
  });

  it('is silent where the browser has no wake lock', async () => {
    Reflect.deleteProperty(navigator, 'wakeLock');
    view.render(<Card arrows={3} />);
    await pause();
    expect(browser.locks).toHaveLength(0);
  });
});
