import { useSyncExternalStore } from 'react';
import type { Store } from './store.js';

// Apart from store.ts so that code outside React (the keypad drawn before React, first-frame/) can read
// and keep device values without loading React.

/** The store's value for React, redrawn when it changes; `server` is what a render without a page sees. */
export function useStore<T>(store: Store<T>, server?: () => T): T {
  return useSyncExternalStore(store.subscribe, store.get, server);
}
