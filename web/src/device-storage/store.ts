import { deviceStorage, readSetting, writeSetting, type DeviceStorage, type Setting } from './setting.js';

/**
 * One small observable value for React's useSyncExternalStore, so the app's shared bits of page state
 * (who is signed in, the install banner, the tip flags, the conflict dialog...) are written one way
 * rather than each with its own listener set.
 */
export interface Store<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

/** A value held for this page; `set` tells every listener, unless the value is the same one. */
export function createStore<T>(initial: T | (() => T)): Store<T> {
  let value: { current: T } | undefined = typeof initial === 'function' ? undefined : { current: initial };
  const listeners = new Set<() => void>();
  return {
    get() {
      value ??= { current: (initial as () => T)() };
      return value.current;
    },
    set(next) {
      if (value && Object.is(value.current, next)) return;
      value = { current: next };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const settingStores = new Map<string, Store<unknown>>();

/**
 * A device setting as a store: read once when first wanted, kept on every set. One store per key for
 * the page, so a screen and a restored backup's preferences write to the same one.
 */
export function settingStore<T>(
  setting: Setting<T>,
  storage: () => DeviceStorage | undefined = deviceStorage,
): Store<T> {
  const known = settingStores.get(setting.key);
  if (known) return known as Store<T>;
  const held = createStore(() => readSetting(setting, storage()));
  let following = false;
  const store: Store<T> = {
    get: held.get,
    set(next) {
      writeSetting(setting, next, storage());
      held.set(next);
    },
    subscribe(listener) {
      if (setting.crossTab && !following && typeof window !== 'undefined') {
        // One listener for the page's lifetime, as long as the store itself.
        following = true;
        window.addEventListener('storage', (event) => {
          // A null key is another tab clearing the whole storage.
          if (event.key === setting.key || event.key === null) held.set(readSetting(setting, storage()));
        });
      }
      return held.subscribe(listener);
    },
  };
  settingStores.set(setting.key, store as Store<unknown>);
  return store;
}
