import { maxDistanceChoices } from './round-filters.js';

// Kept on this device only: it is a display preference of the round list, not part of the archer's data.
const STORAGE_KEY = 'round-search-max-distance';

/** The saved longest distance in yards, or null for no limit (also when storage is unavailable). */
export function loadMaxDistance(): number | null {
  try {
    const saved = Number(localStorage.getItem(STORAGE_KEY));
    return (maxDistanceChoices as readonly number[]).includes(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function saveMaxDistance(yards: number | null): void {
  try {
    if (yards === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, String(yards));
  } catch {
    // Private modes can refuse storage: the filter still works for this visit.
  }
}
