import { endWords } from '../rounds/endWord.js';
import type { ArrowValue, DistanceUnit, Round } from '../rounds/round.js';
import { tally, type Tally } from './arrowCounts.js';
import { arrowsTotal } from './arrowValues.js';
import { distanceBlocks, distanceLabel, effectiveEndSize, type EndSlice } from './ends.js';
import { fieldUnits } from './fieldTargets.js';
import { endCell, type EndCell } from './scorecardCells.js';
import { shootTotals } from './totals.js';
import { goldsLabel } from './goldsLabel.js';

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
  /** What the gold column counts: "Golds", or "10s" where a 9 is gold too (`goldsLabel`). */
  goldsLabel: string;
  /**
   * What a row is: an end, or on a field course a target (three arrows at one target, numbered along
   * the course, with a subtotal per 12-target unit instead of per distance).
   */
  unit: 'end' | 'target';
  rows: PortraitRow[];
}

/** One part of the sheet: a distance, or on a field course a unit of targets. */
interface SheetPart {
  header: DistanceHeaderRow;
  ends: readonly EndSlice[];
  arrows: readonly ArrowValue[];
}

/**
 * Each part as its header, a row per end with the running total, and the part's subtotal: the same
 * whether a part is a distance or a field unit, so the two sheets cannot come to count differently.
 */
function partRows(
  parts: readonly SheetPart[],
  round: Pick<Round, 'passes' | 'goldThreshold' | 'hasX'>,
): PortraitRow[] {
  const rows: PortraitRow[] = [];
  let running = 0;
  for (const { header, ends, arrows } of parts) {
    rows.push(header);
    for (const end of ends) {
      running += arrowsTotal(end.arrows, round);
      rows.push({ kind: 'end', end: endCell(end, round), runningTotal: running });
    }
    rows.push({
      kind: 'distance-subtotal',
      distanceIndex: header.distanceIndex,
      ...tally(arrows, round),
      runningTotal: running,
    });
  }
  return rows;
}

/** A field round's parts, target by target (the layout of shared/scoring/fieldTargets.ts). */
function fieldParts(
  arrows: readonly ArrowValue[],
  round: Pick<Round, 'maxArrows'>,
  endSize: number,
): SheetPart[] {
  return fieldUnits(arrows, round, endSize).map((unit) => ({
    header: {
      kind: 'distance-header',
      distanceIndex: unit.unitIndex,
      distance: null,
      unit: null,
      label: unit.label,
    },
    ends: unit.targets,
    arrows: unit.arrows,
  }));
}

/** Any other round's parts, distance by distance. */
function distanceParts(arrows: readonly ArrowValue[], round: Pick<Round, 'passes' | 'endSize'>): SheetPart[] {
  return distanceBlocks(arrows, round).map((block) => ({
    header: {
      kind: 'distance-header',
      distanceIndex: block.distanceIndex,
      distance: block.distance?.distance ?? null,
      unit: block.distance?.unit ?? null,
      label: block.distance ? distanceLabel(block.distance) : null,
    },
    ends: block.ends,
    arrows: block.arrows,
  }));
}

/** Builds the portrait scorecard of a shoot's arrows (stored in shot order). */
export function portraitScorecard(
  arrows: readonly ArrowValue[],
  round: Pick<Round, 'passes' | 'endSize' | 'goldThreshold' | 'hasX' | 'discipline' | 'maxArrows'>,
): PortraitScorecard {
  const endSize = effectiveEndSize(round.endSize);
  const field = endWords(round.discipline).noun === 'target';
  const parts = field ? fieldParts(arrows, round, endSize) : distanceParts(arrows, round);
  const rows = partRows(parts, round);
  rows.push({ kind: 'grand-totals', ...shootTotals(arrows, round) });
  return { endSize, showX: round.hasX, goldsLabel: goldsLabel(round), unit: field ? 'target' : 'end', rows };
}
