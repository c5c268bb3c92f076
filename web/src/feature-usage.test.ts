import { describe, expect, it, vi } from 'vitest';
import { recordFeatureUse } from './feature-usage.js';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('feature-usage flags', () => {
  it('records the first use once, with its time and extras, under the documented key', () => {
    const storage = memoryStorage();
    recordFeatureUse('sight mark', { distance: '30m' }, storage, () => 1000);
    recordFeatureUse('sight mark', { distance: '50m' }, storage, () => 2000);
    expect(storage.items.get('fast-usage:sight mark')).toBe('{"distance":"30m","timestamp":1000}');
    expect(storage.items.has('fast-usage:note taken')).toBe(false);
  });

  it('logs a storage failure as a warning and carries on', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => recordFeatureUse('note taken', {}, full, () => 1)).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
