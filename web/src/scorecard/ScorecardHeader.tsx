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

/**
 * "Scorecard" with the Landscape switch beside it. `switchClass` dresses the switch as the buttons around
 * it (the saved shoot's plain buttons); unstyled otherwise.
 */
export function ScorecardHeader({
  layout,
  onToggle,
  switchClass = 'button-secondary',
}: {
  layout: ScorecardLayout;
  onToggle: () => void;
  switchClass?: string;
}) {
  return (
    <div className="scorecard-header">
      <h2>Scorecard</h2>
      <button type="button" className={switchClass} aria-pressed={layout === 'landscape'} onClick={onToggle}>
        Landscape
      </button>
    </div>
  );
}
