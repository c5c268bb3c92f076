import { filtersFromQuery, queryFromFilters, type HistoryFilters } from './history-filters.js';
import { historyFiltersSetting } from '../../device-storage/registry.js';
import { readSetting, writeSetting } from '../../device-storage/setting.js';

/**
 * docs/product.md section 3 keeps the history filters among the device's local storage items
 * (`historyFiltersSetting` in device-storage/registry.ts): the filters last used on this device, so the
 * History nav link (a plain /history) comes back to them. The URL stays the source of truth; storage only
 * fills an empty URL. Storage may be blocked (private mode): then nothing is remembered, and nothing fails.
 */
export function rememberedFilters(): HistoryFilters {
  return filtersFromQuery(readSetting(historyFiltersSetting));
}

export function rememberFilters(filters: HistoryFilters): void {
  writeSetting(historyFiltersSetting, queryFromFilters(filters));
}
