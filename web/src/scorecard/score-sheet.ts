import type { ScoreSheet, ScorecardLayout, SheetLayouts } from '../../../shared/contract/scoreCardViews.js';
import type { EndCell } from '../../../shared/scoring/scorecardCells.js';

/**
 * The ends a sheet holds, in shot order, whichever layout it is in: both cut the same arrows into the
 * same ends (score-sheet.test.ts), so the end strip and the summary read the one sheet the card has.
 */
export function sheetEnds(sheet: ScoreSheet | null): EndCell[] {
  if (sheet === null) return [];
  if (sheet.layout === 'portrait')
    return sheet.portrait.rows.flatMap((row) => (row.kind === 'end' ? [row.end] : []));
  return sheet.landscape.tables.flatMap((table) =>
    table.rows.flatMap((row) => (row.kind === 'ends' ? row.ends : [])),
  );
}

/** One layout of a sheet that holds both (a saved shoot's, a live participant's). */
export function sheetInLayout(view: SheetLayouts, layout: ScorecardLayout): ScoreSheet {
  return layout === 'landscape' ? { layout, landscape: view.landscape } : { layout, portrait: view.portrait };
}
