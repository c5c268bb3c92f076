import type { ArrowValue, DistanceUnit, Round } from '../rounds/round.js';
import { tally, type Tally } from './arrowCounts.js';
import { distanceBlocks, distanceLabel, effectiveEndSize, roundDistances } from './ends.js';
import { endCell, type EndCell } from './scorecardCells.js';
import { shootTotals } from './totals.js';
import { ENDS_PER_LINE } from './scoresheetLines.js';

/**
 * The landscape scorecard of docs/product.md section 2, as plain data for the UI to render: each distance is a
 * table whose rows hold two ends (each with its end total) followed by H, S, G, X and R/T. A
 * subtotals row closes each distance of a multi-distance round, which then gets a Grand totals row;
 * a one-distance round gets a single Totals row instead.
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
  /** Whether to show the X column (only rounds that have X). */
  showX: boolean;
  tables: LandscapeTable[];
  /** 'Totals' for a one-distance round, 'Grand totals' when the round has several distances. */
  totals: TotalsRow;
}

type ScorecardRound = Pick<Round, 'passes' | 'endSize' | 'goldThreshold' | 'hasX'>;

/** Builds the landscape scorecard of a shoot's arrows (stored in shot order). */
export function landscapeScorecard(arrows: readonly ArrowValue[], round: ScorecardRound): LandscapeScorecard {
  const endSize = effectiveEndSize(round.endSize);
  const severalDistances = roundDistances(round).length > 1;
  let running = 0;
  const tables = distanceBlocks(arrows, round).map((block): LandscapeTable => {
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
  const grand = shootTotals(arrows, round);
  return {
    endSize,
    showX: round.hasX,
    tables,
    totals: {
      kind: 'totals',
      label: severalDistances ? 'Grand totals' : 'Totals',
      ...grand,
      runningTotal: grand.score,
    },
  };
}
