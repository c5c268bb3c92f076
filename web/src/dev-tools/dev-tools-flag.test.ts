import { describe, expect, it } from 'vitest';
import { devToolsSetting } from '../device-storage/registry.js';
import { devToolsEnabled, devToolsSwitchIn } from './dev-tools-flag.js';

const DEV_TOOLS_KEY = devToolsSetting.key;

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the dev-tools flag', () => {
  it('is off unless it was switched on', () => {
    expect(devToolsEnabled(memoryStorage(), '')).toBe(false);
    expect(devToolsEnabled(memoryStorage({ [DEV_TOOLS_KEY]: 'yes' }), '')).toBe(false);
  });

  it('is switched on and off by the address, and remembered', () => {
    const storage = memoryStorage();
    expect(devToolsEnabled(storage, '?devtools=on')).toBe(true);
    expect(devToolsEnabled(storage, '')).toBe(true);
    expect(devToolsEnabled(storage, '?devtools=off')).toBe(false);
    expect(storage.items.has(DEV_TOOLS_KEY)).toBe(false);
  });

  it('ignores anything else in the address', () => {
    expect(devToolsSwitchIn('?devtools=maybe')).toBeNull();
    expect(devToolsSwitchIn('?round=york')).toBeNull();
  });

  it('stays off when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(devToolsEnabled(blocked, '?devtools=on')).toBe(false);
  });
});
