import type { ScoreSheet } from '../../../shared/contract/scoreCardViews.js';
import type { ArrowEditing } from './ArrowBox.js';
import { LandscapeSheet } from './LandscapeSheet.js';
import { PortraitSheet } from './PortraitSheet.js';
import './scorecard.css';

interface ScorecardProps extends ArrowEditing {
  /** In the layout on screen (sheetInLayout for a sheet that holds both). */
  sheet: ScoreSheet;
}

/**
 * A shoot's score sheet in either layout of docs/product.md section 2, drawn from the rows the worker built. Boxes are
 * buttons only when `onEditArrow` is given (editing enabled).
 */
export function Scorecard({ sheet, onEditArrow, selectedIndex }: ScorecardProps) {
  const editing = { onEditArrow, selectedIndex };
  return (
    <section className="scorecard" aria-label="Scorecard">
      {sheet.layout === 'landscape' ? (
        <LandscapeSheet sheet={sheet.landscape} editing={editing} />
      ) : (
        <PortraitSheet sheet={sheet.portrait} editing={editing} />
      )}
    </section>
  );
}
