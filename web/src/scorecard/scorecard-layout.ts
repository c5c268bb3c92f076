import { useSyncExternalStore } from 'react';

export type ScorecardLayout = 'landscape' | 'portrait';

// Two ends of six arrows plus five total columns need about this much room to stay legible.
const wideScreen = '(min-width: 700px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(wideScreen);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => window.matchMedia(wideScreen).matches;

/** Spec section 2: the landscape sheet when the screen is wide or the archer forces it, else portrait. */
export function useScorecardLayout(forced?: ScorecardLayout | null): ScorecardLayout {
  const wide = useSyncExternalStore(subscribe, isWide, () => false);
  return forced ?? (wide ? 'landscape' : 'portrait');
}
