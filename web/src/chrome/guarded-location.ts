import { navigate, useBrowserLocation } from 'wouter/use-browser-location';
import { isCancelledNavigation } from '../routes.js';

type BrowserLocation = ReturnType<typeof useBrowserLocation>;

/**
 * Drops the navigations docs/product.md section 2 says are cancelled. Defined once, not per render, so screens can list
 * `navigate` among an effect's dependencies without the effect running again on every render.
 */
const guardedNavigate: typeof navigate = (to, options) => {
  if (isCancelledNavigation(String(to))) return;
  navigate(to, options);
};

/** wouter location hook with the guarded navigate. */
export function useGuardedLocation(): BrowserLocation {
  const [location] = useBrowserLocation();
  return [location, guardedNavigate];
}
