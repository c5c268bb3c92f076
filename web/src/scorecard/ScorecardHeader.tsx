import { useState } from 'react';
import { useScorecardLayout, type ScorecardLayout } from './scorecard-layout.js';

/**
 * The layout the archer sees: the screen's own (landscape when wide) until they force the other with
 * the Landscape button, which the score card and a saved shoot both offer (docs/product.md section 2: "landscape
 * or when forced").
 */
export function useChosenScorecardLayout(): { layout: ScorecardLayout; toggle: () => void } {
  const [forced, setForced] = useState<ScorecardLayout | null>(null);
  const layout = useScorecardLayout(forced);
  // The same function while the layout stays (the compiler keeps it), so the header is not drawn again
  // on each arrow.
  const toggle = () => setForced(layout === 'landscape' ? 'portrait' : 'landscape');
  return { layout, toggle };
}

/** "Scorecard" with the Landscape switch beside it. */
export function ScorecardHeader({ layout, onToggle }: { layout: ScorecardLayout; onToggle: () => void }) {
  return (
    <div className="scorecard-header">
      <h2>Scorecard</h2>
      <button
        type="button"
        className="button-secondary"
        aria-pressed={layout === 'landscape'}
        onClick={onToggle}
      >
        Landscape
      </button>
    </div>
  );
}
