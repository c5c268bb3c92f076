import { registerSW } from 'virtual:pwa-register';
import { createStore } from './device-storage/store.js';
import { useStore } from './device-storage/use-store.js';

/**
 * Registers the service worker that makes the app work offline, and looks for a new version every hour
 * and whenever the app comes back to the foreground. A new version waits, installed, until the archer
 * chooses Update (see UpdatePrompt): it never reloads the page by itself, since an archer may be in the
 * middle of an end.
 */

/** docs/product.md section 8 asks nothing about how often; an hour keeps a club's phones current within a session. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export type AppVersion =
  | { state: 'current' }
  /** A new version is installed and waiting; `apply` swaps to it and reloads. */
  | { state: 'update-ready'; apply: () => Promise<void> };

const version = createStore<AppVersion>({ state: 'current' });

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      version.set({ state: 'update-ready', apply: () => updateServiceWorker(true) });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        // Offline, the check would only fail: the next one runs when the app is back in use.
        if (navigator.onLine)
          registration.update().catch((error: unknown) => console.warn('Update check failed', error));
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    onRegisterError(error: unknown) {
      // docs/product.md section 8: a registration failure is only logged.
      console.warn('Service worker registration failed', error);
    },
  });
}

/** Whether a new version is waiting, for the update prompt. */
export function useAppVersion(): AppVersion {
  return useStore(version);
}
