import { useBrowserLocation } from 'wouter/use-browser-location';
import { isCancelledNavigation } from '../routes.js';

type BrowserLocation = ReturnType<typeof useBrowserLocation>;

/** wouter location hook that drops navigations the spec says are cancelled. */
export function useGuardedLocation(): BrowserLocation {
  const [location, navigate] = useBrowserLocation();
  const guardedNavigate: typeof navigate = (to, options) => {
    if (isCancelledNavigation(String(to))) return;
    navigate(to, options);
  };
  return [location, guardedNavigate];
}
