import { useSyncExternalStore } from 'react';
import { browserStorage } from '../theme.js';
import {
  NO_TIPS_SEEN,
  TIPS_STORAGE_KEY,
  readTipsSeen,
  tipPreferences,
  withImportedTips,
  writeTipsSeen,
  type TipId,
  type TipsSeen,
} from './tip-flags.js';

/**
 * The tip flags of this device, shared by every screen: dismissing a tip hides it at once wherever it is
 * shown, and another tab's change (the storage event) is picked up too.
 */

let seen: TipsSeen | null = null;
const listeners = new Set<() => void>();

function current(): TipsSeen {
  seen ??= readTipsSeen(browserStorage());
  return seen;
}

function publish(next: TipsSeen): void {
  seen = next;
  writeTipsSeen(browserStorage(), next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== TIPS_STORAGE_KEY && event.key !== null) return;
    seen = readTipsSeen(browserStorage());
    listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

export function useTipsSeen(): TipsSeen {
  return useSyncExternalStore(subscribe, current, () => NO_TIPS_SEEN);
}

export function dismissTip(id: TipId): void {
  publish({ ...current(), [id]: true });
}

/** docs/product.md section 4: tips are resettable; every one shows again. */
export function resetTips(): void {
  publish(NO_TIPS_SEEN);
}

/** What an export hands the engine as the backup's preferences. */
export function tipsForBackup(): Record<string, unknown> {
  return tipPreferences(current());
}

/** Takes a backup's tip flags after an import (docs/product.md section 7: they are restored from a backup). */
export function restoreTipsFromBackup(preferences: Record<string, unknown> | null): void {
  const next = withImportedTips(current(), preferences);
  if (next !== current()) publish(next);
}
