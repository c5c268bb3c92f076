import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker that makes the app work offline. A new version is installed in the
 * background but never reloads the page by itself: an archer may be in the middle of an end.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  registerSW({
    immediate: true,
    onRegisterError(error: unknown) {
      // Spec section 8: a registration failure is only logged.
      console.warn('Service worker registration failed', error);
    },
  });
}
