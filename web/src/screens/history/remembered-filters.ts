import { filtersFromQuery, noFilters, queryFromFilters, type HistoryFilters } from './history-filters.js';

/** docs/product.md section 3 keeps the history filters among the device's local storage items. */
const STORAGE_KEY = 'history-filters';

/**
 * The filters last used on this device, so the History nav link (a plain /history) comes back to them.
 * The URL stays the source of truth; storage only fills an empty URL. Storage may be blocked (private
 * mode): then nothing is remembered, and nothing fails.
 */
export function rememberedFilters(): HistoryFilters {
  try {
    return filtersFromQuery(localStorage.getItem(STORAGE_KEY) ?? '');
  } catch {
    return noFilters;
  }
}

export function rememberFilters(filters: HistoryFilters): void {
  try {
    const query = queryFromFilters(filters);
    if (query) localStorage.setItem(STORAGE_KEY, query);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Not remembering is harmless: the URL still holds the filters.
  }
}
