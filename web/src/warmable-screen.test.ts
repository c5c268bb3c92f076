import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmableScreen } from './warmable-screen.js';

describe('a warmable screen', () => {
  it('refuses a load that answers no module, as Vite does once a failed chunk has been reported', async () => {
    const Screen = warmableScreen(() => Promise.resolve(undefined as never));
    await expect(Screen.warm()).rejects.toThrow('Failed to fetch dynamically imported module');
  });

  it('keeps a screen that loads', async () => {
    const Loaded = () => null;
    const Screen = warmableScreen(() => Promise.resolve({ default: Loaded }));
    await expect(Screen.warm()).resolves.toEqual({ default: Loaded });
  });

  it('fetches its code once however often it is warmed', async () => {
    const Loaded = () => null;
    let fetches = 0;
    const Screen = warmableScreen(() => {
      fetches += 1;
      return Promise.resolve({ default: Loaded });
    });
    await Promise.all([Screen.warm(), Screen.warm()]);
    await Screen.warm();
    expect(fetches).toBe(1);
  });

  it('asks again after a fetch that failed', async () => {
    const Loaded = () => null;
    const answers = [Promise.reject(new Error('Failed to fetch')), Promise.resolve({ default: Loaded })];
    const Screen = warmableScreen(() => answers.shift()!);
    await expect(Screen.warm()).rejects.toThrow('Failed to fetch');
    await expect(Screen.warm()).resolves.toEqual({ default: Loaded });
  });

  it('asks again after a load that answered no module', async () => {
    const Loaded = () => null;
    const answers = [Promise.resolve(undefined as never), Promise.resolve({ default: Loaded })];
    const Screen = warmableScreen(() => answers.shift()!);
    await expect(Screen.warm()).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(Screen.warm()).resolves.toEqual({ default: Loaded });
  });

  describe('ready within a bound', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('answers once the code is here, before the bound', async () => {
      vi.useFakeTimers();
      const Screen = warmableScreen(() => Promise.resolve({ default: () => null }));
      let ready = false;
      void Screen.readyWithin(2000).then(() => (ready = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(ready).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('answers when the fetch fails, without rejecting', async () => {
      const Screen = warmableScreen(() =>
        Promise.reject<{ default: () => null }>(new Error('Failed to fetch')),
      );
      await expect(Screen.readyWithin(2000)).resolves.toBeUndefined();
    });

    it('answers after the bound when the code does not come', async () => {
      vi.useFakeTimers();
      const Screen = warmableScreen(() => new Promise<{ default: () => null }>(() => {}));
      let ready = false;
      void Screen.readyWithin(2000).then(() => (ready = true));
      await vi.advanceTimersByTimeAsync(1999);
      expect(ready).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(ready).toBe(true);
    });
  });
});
