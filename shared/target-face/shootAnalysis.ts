/**
 * A saved shoot's plotted arrows laid out for analysis (issue #18): by distance and end, each on its own
 * spot, with the group, its fliers and the end-by-end series of every distance. Keypad arrows (no
 * position) simply do not appear.
 */
import type { ArrowValue, DistanceUnit, Round } from '../rounds/round.js';
import { distanceBlocks, type RoundDistance } from '../scoring/ends.js';
import { positionOnSpot } from './arrowValueAt.js';
import { groupSummary, type GroupSummary } from './groupStatistics.js';
import { endSeries, type EndSeries } from './groupTrends.js';
import { targetFaceForArrow, type FacePosition, type TargetFace } from './targetFace.js';

export interface PlottedArrow {
  /** Overall index in shot order. */
  index: number;
  /** 1-based end number within the whole shoot. */
  endNumber: number;
  value: ArrowValue;
  /** Where it was plotted on the face sheet, mm. */
  position: FacePosition;
  /** The same relative to the centre of its own spot (what groups are worked out from), mm. */
  onSpot: FacePosition;
}

export interface DistanceAnalysis {
  distanceIndex: number;
  /** The distance, or null for a round with no passes. */
  distance: RoundDistance | null;
  /** The face shot at this distance (to draw), or null when the round has none. */
  face: TargetFace | null;
  arrows: PlottedArrow[];
  /** The plotted arrows' group (on-spot positions); null when none were plotted here. */
  group: GroupSummary | null;
  /** Overall indices of the fliers. */
  fliers: number[];
  /** Centre and spread end by end at this distance, with their trends. */
  ends: EndSeries;
}

export interface ShootAnalysis {
  distances: DistanceAnalysis[];
  /**
   * Every plotted arrow of the round as one group. Distances on different faces put different cm in
   * front of the archer, so this is for the picture; the per-distance groups are the ones to act on.
   */
  whole: GroupSummary | null;
}

/**
 * What an analysis reads of a saved shoot: its arrows and, index for index, where each was plotted
 * (a HistoryItem is one). Spelled out here so target-face/ sits below history/ in the folder graph.
 */
export interface PlottedShoot {
  scores: ArrowValue[];
  positions?: Array<FacePosition | null>;
}

/** Lays out a shoot's plotted arrows by distance and end (`innerTen`: drawn on the compound face). */
export function analyseShoot(item: PlottedShoot, round: Round, innerTen = false): ShootAnalysis {
  const positions = item.positions ?? [];
  const distances: DistanceAnalysis[] = [];
  const everyArrow: FacePosition[] = [];
  for (const block of distanceBlocks(item.scores, round)) {
    const face = targetFaceForArrow(round, block.firstArrowIndex, innerTen);
    const arrows: PlottedArrow[] = [];
    const byEnd: FacePosition[][] = [];
    for (const end of block.ends) {
      const endPositions: FacePosition[] = [];
      end.arrows.forEach((value, offset) => {
        const index = end.firstArrowIndex + offset;
        const position = positions[index] ?? null;
        if (position === null) return;
        const onSpot = face === null ? position : positionOnSpot(face, position);
        arrows.push({ index, endNumber: end.endNumber, value, position, onSpot });
        endPositions.push(onSpot);
      });
      byEnd.push(endPositions);
    }
    const group = groupSummary(arrows.map((arrow) => arrow.onSpot));
    everyArrow.push(...arrows.map((arrow) => arrow.onSpot));
    distances.push({
      distanceIndex: block.distanceIndex,
      distance: block.distance,
      face,
      arrows,
      group,
      fliers: (group?.fliers ?? []).map((i) => arrows[i]!.index),
      ends: numberedAsOnTheScorecard(endSeries(byEnd), block.ends[0]?.endNumber ?? 1),
    });
  }
  return { distances, whole: groupSummary(everyArrow) };
}

/**
 * endSeries counts a distance's ends from 1; a shoot's ends run on across its distances (end 13 is the
 * first at 80 yd on a York), and the screens name them that way. Shifting every end by the same number
 * leaves the per-end trends as they were.
 */
function numberedAsOnTheScorecard(series: EndSeries, firstEndNumber: number): EndSeries {
  return { ...series, ends: series.ends.map((entry, i) => ({ ...entry, end: firstEndNumber + i })) };
}

/**
 * The on-spot positions a shoot plotted at one distance (all its blocks at that range), for comparing a
 * distance across shoots (compareAcrossShoots).
 */
export function positionsAtDistance(
  item: PlottedShoot,
  round: Round,
  distance: { distance: number; unit: DistanceUnit },
): FacePosition[] {
  // Only the positions are wanted, so walk the blocks at that range rather than analysing every distance.
  const positions = item.positions ?? [];
  const onSpots: FacePosition[] = [];
  for (const block of distanceBlocks(item.scores, round)) {
    if (block.distance?.distance !== distance.distance || block.distance.unit !== distance.unit) continue;
    const face = targetFaceForArrow(round, block.firstArrowIndex);
    for (let index = block.firstArrowIndex; index < block.firstArrowIndex + block.arrows.length; index++) {
      const position = positions[index] ?? null;
      if (position !== null) onSpots.push(face === null ? position : positionOnSpot(face, position));
    }
  }
  return onSpots;
}
