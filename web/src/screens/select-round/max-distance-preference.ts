import { maxDistanceChoices } from './round-filters.js';
import { maxDistanceSetting } from '../../device-storage/registry.js';
import { readSetting, writeSetting } from '../../device-storage/setting.js';

// Kept on this device (`maxDistanceSetting` in device-storage/registry.ts): a display preference of the
// round list. No limit is stored too, so it is not mistaken for never having chosen (which falls back to
// the profile's maxDistance).

/** What this device remembers: nothing yet, or a limit in yards (null = no limit). */
export type SavedMaxDistance = { state: 'unset' } | { state: 'set'; yards: number | null };

export function loadMaxDistance(): SavedMaxDistance {
  const saved = readSetting(maxDistanceSetting);
  if (saved === null) return { state: 'unset' };
  // A limit the list no longer offers counts as never chosen, as it always has.
  return saved.yards === null || (maxDistanceChoices as readonly number[]).includes(saved.yards)
    ? { state: 'set', yards: saved.yards }
    : { state: 'unset' };
}

export function saveMaxDistance(yards: number | null): void {
  // Private modes can refuse storage: the filter still works for this visit.
  writeSetting(maxDistanceSetting, { yards });
}

/**
 * The list's choice for a profile's longest distance (docs/product.md section 3: the old maxYards, migrated into
 * searchPreferences.maxDistance): the nearest choice at or above it, or no limit beyond the longest.
 */
export function choiceForMaxDistance(yards: number): number | null {
  return maxDistanceChoices.find((choice) => choice >= yards) ?? null;
}
