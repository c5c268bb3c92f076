// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createStore, settingStore } from './store.js';
import { flagCodec, type Setting } from './setting.js';

describe('a store', () => {
  it('tells each listener of a change, not of the same value, and stops when asked', () => {
    const store = createStore(1);
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.set(2);
    store.set(2);
    expect(store.get()).toBe(2);
    expect(heard).toHaveBeenCalledOnce();
    stop();
    store.set(3);
    expect(heard).toHaveBeenCalledOnce();
  });

  it('works out a lazy first value only when first read', () => {
    const first = vi.fn(() => 'made');
    const store = createStore(first);
    expect(first).not.toHaveBeenCalled();
    expect(store.get()).toBe('made');
    expect(store.get()).toBe('made');
    expect(first).toHaveBeenCalledOnce();
  });
});

describe('a setting store', () => {
  const setting: Setting<boolean> = {
    key: 'store-test-flag',
    holds: 'a test flag',
    version: 1,
    codec: flagCodec('on'),
    fallback: () => false,
    crossTab: true,
  };

  it('reads the device once, keeps each set, is one store per key, and follows another tab', () => {
    localStorage.setItem(setting.key, 'on');
    const store = settingStore(setting);
    expect(settingStore(setting)).toBe(store);
    expect(store.get()).toBe(true);
    const heard = vi.fn();
    store.subscribe(heard);
    store.set(false);
    expect(localStorage.getItem(setting.key)).toBeNull();
    expect(heard).toHaveBeenCalledOnce();

    localStorage.setItem(setting.key, 'on');
    window.dispatchEvent(new StorageEvent('storage', { key: setting.key }));
    expect(store.get()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'some-other-key' }));
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
