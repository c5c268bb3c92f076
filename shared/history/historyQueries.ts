import { DAY_MS, parseDateMs } from '../time/dates.js';
import type { HistoryItem } from './historyItem.js';

/** docs/product.md section 9: recent rounds are those shot in the last 42 days. */
const RECENT_DAYS = 42;

function dateMs(item: Pick<HistoryItem, 'date'>): number {
  // Items are validated on the way in; an unreadable date sorts as the earliest possible.
  return parseDateMs(item.date) ?? Number.NEGATIVE_INFINITY;
}

/** History in date order, oldest first (docs/product.md section 5); same-day shoots keep their id order. */
export function sortByDateAscending<T extends Pick<HistoryItem, 'date' | 'id'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => dateMs(a) - dateMs(b) || a.id - b.id);
}

/**
 * Round names shot in the last 42 days before `now`, each once, most recently shot first (the order a
 * round picker wants them in).
 */
export function recentGameTypes(
  items: readonly Pick<HistoryItem, 'date' | 'gameType' | 'id'>[],
  now: Date,
  days = RECENT_DAYS,
): string[] {
  const since = now.getTime() - days * DAY_MS;
  const recent = items.filter((item) => dateMs(item) > since);
  const newestFirst = sortByDateAscending(recent).reverse();
  return [...new Set(newestFirst.map((item) => item.gameType))];
}
