import type { ArrowValue, DistanceUnit, Pass, Round } from '../rounds/round.js';

/** Ends are 6 arrows unless the round says otherwise (docs/product.md section 9: also where unknown). */
export const DEFAULT_END_SIZE = 6;

/** One end as stored: its arrows in shot order and where they sit in the whole shoot. */
export interface EndSlice {
  /** 1-based number of the end within the whole shoot. */
  endNumber: number;
  /** Overall index of the end's first arrow in the shoot's arrow list. */
  firstArrowIndex: number;
  arrows: ArrowValue[];
  /** Arrows this end holds when complete: the end size, or fewer where a distance ends mid-end. */
  slots: number;
}

/**
 * One distance of a round as an archer counts distances: consecutive passes at the same range are one
 * distance (a Portsmouth is 5 dozen at 20 yd, even though the reference data splits it in two halves).
 */
export interface RoundDistance {
  /** 0-based position among the round's distances. */
  distanceIndex: number;
  /** Index into round.passes of the first pass making up this distance. */
  firstPassIndex: number;
  distance: number;
  unit: DistanceUnit;
  faceCm: number;
  /** Arrows at this distance; Infinity for practice rounds. */
  arrows: number;
}

/** The arrows shot at one distance of a round, cut into ends. */
export interface DistanceBlock {
  distanceIndex: number;
  /** The distance shot, or null when the round has no passes to describe it. */
  distance: RoundDistance | null;
  firstArrowIndex: number;
  arrows: ArrowValue[];
  ends: EndSlice[];
}

/** A usable end size: a positive whole number, else the default of 6. */
export function effectiveEndSize(endSize: number | undefined | null): number {
  return typeof endSize === 'number' && Number.isInteger(endSize) && endSize > 0 ? endSize : DEFAULT_END_SIZE;
}

/** Cuts arrows into ends of endSize; the last end may be short while it is being shot. */
export function splitIntoEnds<T>(arrows: readonly T[], endSize: number): T[][] {
  const size = effectiveEndSize(endSize);
  const ends: T[][] = [];
  for (let start = 0; start < arrows.length; start += size) {
    ends.push(arrows.slice(start, start + size));
  }
  return ends;
}

/** The round's distances, merging consecutive passes at the same range. */
export function roundDistances(round: Pick<Round, 'passes'>): RoundDistance[] {
  const distances: RoundDistance[] = [];
  round.passes.forEach((pass: Pass, passIndex) => {
    const previous = distances[distances.length - 1];
    if (previous && previous.distance === pass.distance && previous.unit === pass.unit) {
      previous.arrows += pass.arrows;
      return;
    }
    distances.push({
      distanceIndex: distances.length,
      firstPassIndex: passIndex,
      distance: pass.distance,
      unit: pass.unit,
      faceCm: pass.faceCm,
      arrows: pass.arrows,
    });
  });
  return distances;
}

/**
 * Splits a shoot's arrows across the round's distances, each cut into ends that never straddle a
 * distance change. Only distances with at least one arrow appear. Arrows beyond the round's last
 * pass (unlimited practice rounds, or data that overran its round) stay with the last distance so
 * that no arrow is ever dropped from a total.
 */
export function distanceBlocks(
  arrows: readonly ArrowValue[],
  round: Pick<Round, 'passes' | 'endSize'>,
): DistanceBlock[] {
  const endSize = effectiveEndSize(round.endSize);
  const distances = roundDistances(round);
  const blocks: DistanceBlock[] = [];
  let cursor = 0;
  let endNumber = 1;
  const lastIndex = Math.max(distances.length - 1, 0);
  for (let distanceIndex = 0; distanceIndex <= lastIndex && cursor < arrows.length; distanceIndex++) {
    const distance = distances[distanceIndex] ?? null;
    const isLast = distanceIndex === lastIndex;
    const capacity = distance === null || isLast ? arrows.length - cursor : Math.max(distance.arrows, 0);
    const blockArrows = arrows.slice(cursor, cursor + capacity);
    if (blockArrows.length === 0) continue;
    const arrowsHere = distance?.arrows ?? Number.POSITIVE_INFINITY;
    const ends = splitIntoEnds(blockArrows, endSize).map((endArrows, i) => ({
      endNumber: endNumber + i,
      firstArrowIndex: cursor + i * endSize,
      arrows: endArrows,
      slots: Math.max(Math.min(endSize, arrowsHere - i * endSize), endArrows.length),
    }));
    blocks.push({ distanceIndex, distance, firstArrowIndex: cursor, arrows: blockArrows, ends });
    endNumber += ends.length;
    cursor += blockArrows.length;
  }
  return blocks;
}

/** Short label for a distance as archers say it: "100yd", "70m". */
export function distanceLabel(distance: { distance: number; unit: DistanceUnit }): string {
  return `${distance.distance}${distance.unit}`;
}
