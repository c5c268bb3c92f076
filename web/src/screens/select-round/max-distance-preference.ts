import { maxDistanceChoices } from './round-filters.js';

// Kept on this device: a display preference of the round list. "any" is stored too, so a choice of no
// limit is not mistaken for never having chosen (which falls back to the profile's maxDistance).
const STORAGE_KEY = 'round-search-max-distance';
const NO_LIMIT = 'any';

/** What this device remembers: nothing yet, or a limit in yards (null = no limit). */
export type SavedMaxDistance = { state: 'unset' } | { state: 'set'; yards: number | null };

export function loadMaxDistance(): SavedMaxDistance {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === NO_LIMIT) return { state: 'set', yards: null };
    const yards = Number(saved);
    return saved !== null && (maxDistanceChoices as readonly number[]).includes(yards)
      ? { state: 'set', yards }
      : { state: 'unset' };
  } catch {
    return { state: 'unset' };
  }
}

export function saveMaxDistance(yards: number | null): void {
  try {
    localStorage.setItem(STORAGE_KEY, yards === null ? NO_LIMIT : String(yards));
  } catch {
    // Private modes can refuse storage: the filter still works for this visit.
  }
}

/**
 * The list's choice for a profile's longest distance (docs/product.md section 3: the old maxYards, migrated into
 * searchPreferences.maxDistance): the nearest choice at or above it, or no limit beyond the longest.
 */
export function choiceForMaxDistance(yards: number): number | null {
  return maxDistanceChoices.find((choice) => choice >= yards) ?? null;
}
