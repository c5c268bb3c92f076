import type { HistoryItem } from './historyItem.js';
import type { RoundFinder } from './legacyGameType.js';
import { readHistoryItem, type HistoryItemRejection, type PendingHistoryItem } from './readHistoryItem.js';

/** An item that could not be read, set aside with the reason (never dropped silently). */
interface RejectedHistoryItem {
  /** Position in the input list. */
  index: number;
  /** The item's date text when it had one, to name it to the archer. */
  date: string | null;
  reason: HistoryItemRejection;
  message: string;
}

interface UpgradedHistory {
  items: HistoryItem[];
  rejected: RejectedHistoryItem[];
}

/** The next id for a new history item: the highest existing id plus one (1 for an empty history). */
export function nextHistoryId(items: readonly Pick<HistoryItem, 'id'>[]): number {
  let highest = 0;
  for (const item of items) if (item.id > highest) highest = item.id;
  return highest + 1;
}

function dateTextOf(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const date = (raw as Record<string, unknown>)['date'];
  return typeof date === 'string' ? date : null;
}

/**
 * Gives every pending item an id. Valid ids are kept; a missing or repeated id gets the next free one
 * (highest plus one), in list order.
 */
export function assignHistoryIds(pending: readonly PendingHistoryItem[]): HistoryItem[] {
  const taken = new Set<number>();
  const keeps = pending.map((item) => {
    if (item.id !== null && !taken.has(item.id)) {
      taken.add(item.id);
      return true;
    }
    return false;
  });
  let next = nextHistoryId([...taken].map((id) => ({ id })));
  return pending.map((item, i) => ({ ...item, id: keeps[i] && item.id !== null ? item.id : next++ }));
}

/**
 * Upgrades a whole stored or imported history (docs/product.md section 5 legacy rules, catalogue round names,
 * default fields) and sets aside the items that cannot be read.
 */
export function upgradeHistory(raw: readonly unknown[], findRound: RoundFinder): UpgradedHistory {
  const pending: PendingHistoryItem[] = [];
  const rejected: RejectedHistoryItem[] = [];
  raw.forEach((entry, index) => {
    const read = readHistoryItem(entry, findRound);
    if (read.ok) pending.push(read.value);
    else rejected.push({ index, date: dateTextOf(entry), ...read.error });
  });
  return { items: assignHistoryIds(pending), rejected };
}
