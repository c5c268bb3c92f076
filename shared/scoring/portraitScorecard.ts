import { endWords } from '../rounds/endWord.js';
import type { ArrowValue, DistanceUnit, Round } from '../rounds/round.js';
import { tally, type Tally } from './arrowCounts.js';
import { arrowsTotal } from './arrowValues.js';
import { distanceBlocks, distanceLabel, effectiveEndSize, splitIntoEnds } from './ends.js';
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

/** Targets in a field unit: a course is walked in units of 12, and its scoresheet totals each unit. */
const TARGETS_PER_UNIT = 12;

/**
 * A field round's sheet, target by target. The round's passes group its targets by face and distance
 * for the handicap model, but a course is shot in its own order and every target is scored 6 to 1 alike,
 * so the sheet follows the course: targets numbered 1 to 24 and a subtotal per unit.
 */
function fieldRows(
  arrows: readonly ArrowValue[],
  round: Pick<Round, 'passes' | 'endSize' | 'goldThreshold' | 'hasX' | 'maxArrows'>,
  endSize: number,
): PortraitRow[] {
  const rows: PortraitRow[] = [];
  const perUnit = TARGETS_PER_UNIT * endSize;
  // The header names the unit's targets as the round lays them out; arrows past its end stay listed.
  const targetsInRound = Math.ceil((round.maxArrows ?? arrows.length) / endSize);
  let running = 0;
  for (let start = 0, unit = 0; start < arrows.length; start += perUnit, unit++) {
    const unitArrows = arrows.slice(start, start + perUnit);
    const first = unit * TARGETS_PER_UNIT + 1;
    const last = Math.max(first, Math.min(first + TARGETS_PER_UNIT - 1, targetsInRound));
    rows.push({
      kind: 'distance-header',
      distanceIndex: unit,
      distance: null,
      unit: null,
      label: `Targets ${first}–${last}`,
    });
    splitIntoEnds(unitArrows, endSize).forEach((target, index) => {
      running += arrowsTotal(target, round);
      const slice = {
        endNumber: first + index,
        firstArrowIndex: start + index * endSize,
        arrows: target,
        slots: endSize,
      };
      rows.push({ kind: 'end', end: endCell(slice, round), runningTotal: running });
    });
    rows.push({
      kind: 'distance-subtotal',
      distanceIndex: unit,
      ...tally(unitArrows, round),
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
