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
 * "Scorecard" with the layout switch beside it. The switch names the layout a tap turns to ("Landscape"
 * on the portrait sheet, "Portrait" on the landscape one), so it says what it does rather than what is on
 * show; a label that changes is not also aria-pressed, which would read as "Portrait, pressed" on the
 * landscape sheet. `switchClass` dresses the switch as the buttons around it (the saved shoot's plain
 * buttons).
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
      <button type="button" className={switchClass} onClick={onToggle}>
        {layout === 'landscape' ? 'Portrait' : 'Landscape'}
      </button>
    </div>
  );
}
