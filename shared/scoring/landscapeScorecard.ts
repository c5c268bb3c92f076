import { endWords } from '../rounds/endWord.js';
import type { ArrowValue, DistanceUnit, Round } from '../rounds/round.js';
import { tally, type Tally } from './arrowCounts.js';
import { distanceBlocks, distanceLabel, effectiveEndSize, roundDistances } from './ends.js';
import { fieldUnits, fieldUnitsInRound } from './fieldTargets.js';
import { endCell, type EndCell } from './scorecardCells.js';
import { shootTotals } from './totals.js';
import { ENDS_PER_LINE } from './scoresheetLines.js';
import { goldsLabel } from './goldsLabel.js';

/**
 * The landscape scorecard of docs/product.md section 2, as plain data for the UI to render: each distance is a
 * table whose rows hold two ends (each with its end total) followed by H, S, G, X and R/T. A
 * subtotals row closes each distance of a multi-distance round, which then gets a Grand totals row;
 * a one-distance round gets a single Totals row instead. A field round is written target by target: a
 * table per 12-target unit, a target a row with its own H, S, G, X and R/T, as its portrait sheet is
 * (the layout of fieldTargets.ts).
 */

/** Ends per landscape row, as on a paper scoresheet (the line rule of scoresheetLines.ts). */
export const ENDS_PER_LANDSCAPE_ROW = ENDS_PER_LINE;

export interface LandscapeEndsRow extends Tally {
  kind: 'ends';
  ends: EndCell[];
  /** Running total of the whole shoot after this row (R/T). */
  runningTotal: number;
}

interface SubtotalsRow extends Tally {
  kind: 'subtotals';
  label: 'Subtotals';
  runningTotal: number;
}

interface TotalsRow extends Tally {
  kind: 'totals';
  label: 'Totals' | 'Grand totals';
  runningTotal: number;
}

export type LandscapeRow = LandscapeEndsRow | SubtotalsRow | TotalsRow;

export interface LandscapeTable {
  distanceIndex: number;
  distance: number | null;
  unit: DistanceUnit | null;
  /** "100yd", "70m"; null for a round without distances. */
  label: string | null;
  rows: LandscapeRow[];
}

export interface LandscapeScorecard {
  endSize: number;
  /** What a row's groups of arrows are: ends, or on a field course targets (numbered on the sheet). */
  unit: 'end' | 'target';
  /** Ends a row holds: two, or one target. */
  endsPerRow: number;
  /** Whether to show the X column (only rounds that have X). */
  showX: boolean;
  /** What the gold column counts: "Golds", or "10s" where a 9 is gold too (`goldsLabel`). */
  goldsLabel: string;
  tables: LandscapeTable[];
  /** 'Totals' for a one-distance round, 'Grand totals' when the round has several distances. */
  totals: TotalsRow;
}

type ScorecardRound = Pick<
  Round,
  'passes' | 'endSize' | 'goldThreshold' | 'hasX' | 'discipline' | 'maxArrows'
>;

/** A field round's tables: a unit each, a target a row, subtotals per unit when the round has several. */
function fieldTables(
  arrows: readonly ArrowValue[],
  round: ScorecardRound,
  endSize: number,
): LandscapeTable[] {
  const severalUnits = fieldUnitsInRound(round, endSize) > 1;
  let running = 0;
  return fieldUnits(arrows, round, endSize).map((unit): LandscapeTable => {
    const rows: LandscapeRow[] = unit.targets.map((target) => {
      const targetTally = tally(target.arrows, round);
      running += targetTally.score;
      return { kind: 'ends', ends: [endCell(target, round)], ...targetTally, runningTotal: running };
    });
    if (severalUnits)
      rows.push({
        kind: 'subtotals',
        label: 'Subtotals',
        ...tally(unit.arrows, round),
        runningTotal: running,
      });
    return { distanceIndex: unit.unitIndex, distance: null, unit: null, label: unit.label, rows };
  });
}

/** A round's tables by distance, two ends a row, subtotals per distance when the round has several. */
function distanceTables(arrows: readonly ArrowValue[], round: ScorecardRound): LandscapeTable[] {
  const severalDistances = roundDistances(round).length > 1;
  let running = 0;
  return distanceBlocks(arrows, round).map((block): LandscapeTable => {
    const rows: LandscapeRow[] = [];
    for (let i = 0; i < block.ends.length; i += ENDS_PER_LANDSCAPE_ROW) {
      const slices = block.ends.slice(i, i + ENDS_PER_LANDSCAPE_ROW);
      const rowTally = tally(
        slices.flatMap((end) => end.arrows),
        round,
      );
      running += rowTally.score;
      rows.push({
        kind: 'ends',
        ends: slices.map((end) => endCell(end, round)),
        ...rowTally,
        runningTotal: running,
      });
    }
    if (severalDistances) {
      rows.push({
        kind: 'subtotals',
        label: 'Subtotals',
        ...tally(block.arrows, round),
        runningTotal: running,
      });
    }
    return {
      distanceIndex: block.distanceIndex,
      distance: block.distance?.distance ?? null,
      unit: block.distance?.unit ?? null,
      label: block.distance ? distanceLabel(block.distance) : null,
      rows,
    };
  });
}

/** Builds the landscape scorecard of a shoot's arrows (stored in shot order). */
export function landscapeScorecard(arrows: readonly ArrowValue[], round: ScorecardRound): LandscapeScorecard {
  const endSize = effectiveEndSize(round.endSize);
  const field = endWords(round.discipline).noun === 'target';
  const severalTables = field ? fieldUnitsInRound(round, endSize) > 1 : roundDistances(round).length > 1;
  const grand = shootTotals(arrows, round);
  return {
    endSize,
    unit: field ? 'target' : 'end',
    endsPerRow: field ? 1 : ENDS_PER_LANDSCAPE_ROW,
    showX: round.hasX,
    goldsLabel: goldsLabel(round),
    tables: field ? fieldTables(arrows, round, endSize) : distanceTables(arrows, round),
    totals: {
      kind: 'totals',
      label: severalTables ? 'Grand totals' : 'Totals',
      ...grand,
      runningTotal: grand.score,
    },
  };
}
