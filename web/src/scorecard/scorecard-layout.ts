import { useSyncExternalStore } from 'react';
import type { ScorecardLayout } from '../../../shared/contract/scoreCardViews.js';
import { isWide, wideScreenQuery } from './screen-layout.js';

export type { ScorecardLayout };

function subscribe(onChange: () => void): () => void {
  const query = wideScreenQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** docs/product.md section 2: the landscape sheet when the screen is wide or the archer forces it, else portrait. */
export function useScorecardLayout(forced?: ScorecardLayout | null): ScorecardLayout {
  const wide = useSyncExternalStore(subscribe, isWide, () => false);
  return forced ?? (wide ? 'landscape' : 'portrait');
}
