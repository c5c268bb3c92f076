import type { DistanceUnit } from '../rounds/round.js';
import type { SightMark } from './sightMark.js';

/** Yards to metres (docs/product.md section 9). */
export const METRES_PER_YARD = 0.9144;

/** A mark's distance in metres, so yard and metre marks sort together. */
export function distanceInMetres(distance: number, unit: DistanceUnit): number {
  return unit === 'yd' ? distance * METRES_PER_YARD : distance;
}

/** docs/product.md section 9: priority marks first, then by distance in metres, nearest first. Returns a copy. */
export function sortSightMarks<T extends Pick<SightMark, 'priority' | 'distance' | 'unit'>>(
  marks: readonly T[],
): T[] {
  return [...marks].sort((a, b) => {
    if (a.priority !== b.priority) return a.priority ? -1 : 1;
    return distanceInMetres(a.distance, a.unit) - distanceInMetres(b.distance, b.unit);
  });
}

/** Which units the sight-mark list shows; both filters start on (docs/product.md section 9). */
export interface SightMarkUnitFilter {
  metric: boolean;
  imperial: boolean;
}

export const DEFAULT_UNIT_FILTER: SightMarkUnitFilter = { metric: true, imperial: true };

/** The marks whose unit the filter shows. */
export function filterSightMarksByUnit<T extends Pick<SightMark, 'unit'>>(
  marks: readonly T[],
  filter: SightMarkUnitFilter,
): T[] {
  return marks.filter((mark) => (mark.unit === 'm' ? filter.metric : filter.imperial));
}
