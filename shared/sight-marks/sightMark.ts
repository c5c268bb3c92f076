import type { DistanceUnit } from '../rounds/round.js';

/**
 * A sight mark (docs/product.md section 3): where the sight was set for a distance. `vertical` is either one
 * number or the parts of a vertical scale reading (for example { major: 3, minor: 2 }), as the old
 * app stored it.
 */
export type SightMarkVertical = number | { readonly [part: string]: number };

export interface SightMark {
  id: string;
  distance: number;
  unit: DistanceUnit;
  notches: number;
  vertical: SightMarkVertical;
  priority: boolean;
  label: string;
  /**
   * When it was last saved (ms since the epoch, from its event); absent on marks from before tombstones
   * existed, which count as older than any deletion (shared/history/tombstones.ts).
   */
  savedAt?: number;
}

/** Whether two vertical readings are the same (objects compare part by part). */
function sameVertical(a: SightMarkVertical, b: SightMarkVertical): boolean {
  if (typeof a === 'number' || typeof b === 'number') return a === b;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return aKeys.length === bKeys.length && aKeys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

/** docs/product.md section 5: two marks are the same when distance, unit, notches and vertical all match. */
export function sameSightMark(
  a: Pick<SightMark, 'distance' | 'unit' | 'notches' | 'vertical'>,
  b: Pick<SightMark, 'distance' | 'unit' | 'notches' | 'vertical'>,
): boolean {
  return (
    a.distance === b.distance &&
    a.unit === b.unit &&
    a.notches === b.notches &&
    sameVertical(a.vertical, b.vertical)
  );
}
