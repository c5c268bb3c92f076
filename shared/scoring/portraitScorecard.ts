import { endWords } from '../rounds/endWord.js';
import type { ArrowValue, DistanceUnit, Round } from '../rounds/round.js';
import { tally, type Tally } from './arrowCounts.js';
import { arrowsTotal } from './arrowValues.js';
import { distanceBlocks, distanceLabel, effectiveEndSize } from './ends.js';
import { fieldUnits } from './fieldTargets.js';
import { endCell, type EndCell } from './scorecardCells.js';
import { shootTotals } from './totals.js';

/**
 * The portrait scorecard of docs/product.md section 2 as a flat list of rows: a header per distance, one row
 * per end, a Hits/Golds/Score subtotal row closing each distance, and a grand totals block last.
 */

interface DistanceHeaderRow {
  kind: 'distance-header';
  distanceIndex: number;
  distance: number | null;
  unit: DistanceUnit | null;
  label: string | null;
}

export interface PortraitEndRow {
  kind: 'end';
  end: EndCell;
  runningTotal: number;
}

interface PortraitSubtotalRow extends Tally {
  kind: 'distance-subtotal';
  distanceIndex: number;
  runningTotal: number;
}

interface PortraitGrandTotalsRow extends Tally {
  kind: 'grand-totals';
}

export type PortraitRow = DistanceHeaderRow | PortraitEndRow | PortraitSubtotalRow | PortraitGrandTotalsRow;

export interface PortraitScorecard {
  endSize: number;
  showX: boolean;
  /**
   * What a row is: an end, or on a field course a target (three arrows at one target, numbered along
   * the course, with a subtotal per 12-target unit instead of per distance).
   */
  unit: 'end' | 'target';
  rows: PortraitRow[];
}

/** A field round's sheet, target by target (the layout of shared/scoring/fieldTargets.ts). */
function fieldRows(
  arrows: readonly ArrowValue[],
  round: Pick<Round, 'passes' | 'endSize' | 'goldThreshold' | 'hasX' | 'maxArrows'>,
  endSize: number,
): PortraitRow[] {
  const rows: PortraitRow[] = [];
  let running = 0;
  for (const unit of fieldUnits(arrows, round, endSize)) {
    rows.push({
      kind: 'distance-header',
      distanceIndex: unit.unitIndex,
      distance: null,
      unit: null,
      label: unit.label,
    });
    for (const target of unit.targets) {
      running += arrowsTotal(target.arrows, round);
      rows.push({ kind: 'end', end: endCell(target, round), runningTotal: running });
    }
    rows.push({
      kind: 'distance-subtotal',
      distanceIndex: unit.unitIndex,
      ...tally(unit.arrows, round),
      runningTotal: running,
    });
  }
  return rows;
}

/** Builds the portrait scorecard of a shoot's arrows (stored in shot order). */
export function portraitScorecard(
  arrows: readonly ArrowValue[],
  round: Pick<Round, 'passes' | 'endSize' | 'goldThreshold' | 'hasX' | 'discipline' | 'maxArrows'>,
): PortraitScorecard {
  const endSize = effectiveEndSize(round.endSize);
  if (endWords(round.discipline).noun === 'target') {
    const rows = fieldRows(arrows, round, endSize);
    rows.push({ kind: 'grand-totals', ...shootTotals(arrows, round) });
    return { endSize, showX: round.hasX, unit: 'target', rows };
  }
  const rows: PortraitRow[] = [];
  let running = 0;
  for (const block of distanceBlocks(arrows, round)) {
    rows.push({
      kind: 'distance-header',
      distanceIndex: block.distanceIndex,
      distance: block.distance?.distance ?? null,
      unit: block.distance?.unit ?? null,
      label: block.distance ? distanceLabel(block.distance) : null,
    });
    for (const end of block.ends) {
      running += arrowsTotal(end.arrows, round);
      rows.push({ kind: 'end', end: endCell(end, round), runningTotal: running });
    }
    rows.push({
      kind: 'distance-subtotal',
      distanceIndex: block.distanceIndex,
      ...tally(block.arrows, round),
      runningTotal: running,
    });
  }
  rows.push({ kind: 'grand-totals', ...shootTotals(arrows, round) });
  return { endSize, showX: round.hasX, unit: 'end', rows };
}
