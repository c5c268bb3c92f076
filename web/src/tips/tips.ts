import { tipsSetting } from '../device-storage/registry.js';
import { settingStore } from '../device-storage/store.js';
import { useStore } from '../device-storage/use-store.js';
import { NO_TIPS_SEEN, type TipId, type TipsSeen } from './tip-flags.js';

/**
 * The tip flags of this device, shared by every screen: dismissing a tip hides it at once wherever it is
 * shown, and another tab's change (the storage event) is picked up too (`tipsSetting` follows other tabs).
 * Backups carry them as the registry says (device-storage/backed-up.ts).
 */
const seen = settingStore(tipsSetting);

export function useTipsSeen(): TipsSeen {
  return useStore(seen, () => NO_TIPS_SEEN);
}

export function dismissTip(id: TipId): void {
  seen.set({ ...seen.get(), [id]: true });
}

/** docs/product.md section 4: tips are resettable; every one shows again. */
export function resetTips(): void {
  seen.set(NO_TIPS_SEEN);
}
