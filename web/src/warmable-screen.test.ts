import { describe, expect, it } from 'vitest';
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
});
