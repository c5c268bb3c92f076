import { useSyncExternalStore } from 'react';

/**
 * Whether the window is at least tablet width (48rem, 768 px at the default text size): the leaderboard is
 * a table from there up and a list of cards below it, where nine columns cannot fit a phone.
 */
const TABLET_WIDTH = '(min-width: 48rem)';

let query: MediaQueryList | undefined;
const tabletQuery = () => (query ??= window.matchMedia(TABLET_WIDTH));

function subscribe(changed: () => void): () => void {
  const list = tabletQuery();
  list.addEventListener('change', changed);
  return () => list.removeEventListener('change', changed);
}

export function useTabletWidth(): boolean {
  return useSyncExternalStore(subscribe, () => tabletQuery().matches);
}
