import { memo } from 'react';
import type { ScorecardView } from '../../../shared/contract/views.js';
import type { ArrowEditing } from './ArrowBox.js';
import { LandscapeSheet } from './LandscapeSheet.js';
import { PortraitSheet } from './PortraitSheet.js';
import type { ScorecardLayout } from './scorecard-layout.js';
import './scorecard.css';

interface ScorecardProps extends ArrowEditing {
  scorecard: ScorecardView;
  layout: ScorecardLayout;
}

/**
 * A shoot's score sheet in either layout of docs/product.md section 2, drawn from the rows the worker built. Boxes are
 * buttons only when `onEditArrow` is given (editing enabled); memoised so a keypad tap redraws it once.
 */
export const Scorecard = memo(function Scorecard({
  scorecard,
  layout,
  onEditArrow,
  selectedIndex,
}: ScorecardProps) {
  const editing = { onEditArrow, selectedIndex };
  return (
    <section className="scorecard" aria-label="Scorecard">
      {layout === 'landscape' ? (
        <LandscapeSheet sheet={scorecard.landscape} editing={editing} />
      ) : (
        <PortraitSheet sheet={scorecard.portrait} editing={editing} />
      )}
    </section>
  );
});
