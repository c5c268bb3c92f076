/**
 * How a group changes: end by end within a shoot (fatigue: the group opening up or drifting low as the
 * archer tires) and shoot by shoot at one distance (issue #18).
 */
import {
  groupStatistics,
  groupSummary,
  leastSquaresSlope,
  type GroupStatistics,
  type GroupSummary,
} from './groupStatistics.js';
import { parseDateMs } from '../time/dates.js';
import type { FacePosition } from './targetFace.js';

export interface EndGroup {
  /** 1-based end number, as on the scorecard. */
  end: number;
  /** All the end's plotted arrows (an end is too few arrows to leave fliers out); null when none. */
  group: GroupStatistics | null;
}

export interface EndSeries {
  ends: EndGroup[];
  /**
   * Least-squares change per end, in cm, over the ends with plotted arrows (null with fewer than two):
   * a positive spread trend is a group opening up; a negative height trend is arrows dropping.
   */
  trend: {
    meanRadiusCmPerEnd: number | null;
    centreXCmPerEnd: number | null;
    centreYCmPerEnd: number | null;
  };
}

/** Centre and spread end by end, with their trends. `ends[i]` holds the positions of end i + 1. */
export function endSeries(ends: ReadonlyArray<readonly FacePosition[]>): EndSeries {
  const series = ends.map((positions, index) => ({ end: index + 1, group: groupStatistics(positions) }));
  const plotted = series.filter(
    (entry): entry is { end: number; group: GroupStatistics } => entry.group !== null,
  );
  const slopeOf = (pick: (group: GroupStatistics) => number) =>
    leastSquaresSlope(plotted.map(({ end, group }) => [end, pick(group)] as const));
  return {
    ends: series,
    trend: {
      meanRadiusCmPerEnd: slopeOf((group) => group.meanRadiusCm),
      centreXCmPerEnd: slopeOf((group) => group.centre.x),
      centreYCmPerEnd: slopeOf((group) => group.centre.y),
    },
  };
}

/** One shoot's plotted arrows at the distance being compared. */
export interface ShootAtDistance {
  shootId: string;
  /** ISO date of the shoot: comparisons run oldest first. */
  date: string;
  positions: readonly FacePosition[];
}

export interface ShootGroup {
  shootId: string;
  date: string;
  summary: GroupSummary;
}

export interface DistanceComparison {
  /** Shoots with plotted arrows, oldest first. */
  shoots: ShootGroup[];
  /** Least-squares change of the grouped mean radius per shoot, cm (negative: getting tighter). */
  meanRadiusCmPerShoot: number | null;
}

/**
 * Oldest first by the moment shot (the text may carry any offset), same moment by id, as the history
 * orders shoots (sortByDateAscending, which this layer cannot import).
 */
function byWhenShot(a: ShootAtDistance, b: ShootAtDistance): number {
  const ms = (shoot: ShootAtDistance) => parseDateMs(shoot.date) ?? Number.NEGATIVE_INFINITY;
  return ms(a) - ms(b) || a.shootId.localeCompare(b.shootId, 'en', { numeric: true });
}

/** One distance compared across shoots: each shoot's group (fliers left out) and the trend in spread. */
export function compareAcrossShoots(shoots: readonly ShootAtDistance[]): DistanceComparison {
  const groups: ShootGroup[] = [];
  for (const shoot of [...shoots].sort(byWhenShot)) {
    const summary = groupSummary(shoot.positions);
    if (summary !== null) groups.push({ shootId: shoot.shootId, date: shoot.date, summary });
  }
  return {
    shoots: groups,
    meanRadiusCmPerShoot: leastSquaresSlope(
      groups.map((group, index) => [index + 1, group.summary.grouped.meanRadiusCm] as const),
    ),
  };
}
