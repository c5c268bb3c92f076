import { useSyncExternalStore } from 'react';

export type ScorecardLayout = 'landscape' | 'portrait';

// Two ends of six arrows plus five total columns need about this much room to stay legible.
const wideScreen = '(min-width: 700px)';

// One query for the page's life: React reads the snapshot on every render of the score card, and a new
// matchMedia per read costs a style evaluation each time (measured per plotted arrow on a slowed CPU).
let wideQuery: MediaQueryList | null = null;
const wideScreenQuery = () => (wideQuery ??= window.matchMedia(wideScreen));

function subscribe(onChange: () => void): () => void {
  const query = wideScreenQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => wideScreenQuery().matches;

/** docs/product.md section 2: the landscape sheet when the screen is wide or the archer forces it, else portrait. */
export function useScorecardLayout(forced?: ScorecardLayout | null): ScorecardLayout {
  const wide = useSyncExternalStore(subscribe, isWide, () => false);
  return forced ?? (wide ? 'landscape' : 'portrait');
}
