import type { UserProfile } from '../../../shared/history/userProfile.js';
import { firstOpenSettledSetting } from '../device-storage/registry.js';
import { deviceStorage, readSetting, writeSetting, type DeviceStorage } from '../device-storage/setting.js';

/**
 * Whether to offer the first-open setup sheet (docs/screens.md, "First open"). Only to a new archer:
 * never to one who has shoots or has filled in any of the profile (an archer updating the app must never
 * see it), and never again once it has been finished, skipped or closed on this device
 * (`firstOpenSettledSetting` in device-storage/registry.ts).
 */

export type FirstOpenChoice = 'offer' | 'not-needed';

export function firstOpenChoice({
  settled,
  profile,
  hasShoots,
}: {
  settled: boolean;
  profile: Pick<UserProfile, 'name' | 'bowType' | 'ageGroup' | 'gender'>;
  hasShoots: boolean;
}): FirstOpenChoice {
  if (settled || hasShoots) return 'not-needed';
  const filledIn = [profile.name, profile.bowType, profile.ageGroup, profile.gender].some(
    (value) => value.trim() !== '',
  );
  return filledIn ? 'not-needed' : 'offer';
}

/** Whether the setup was finished, skipped or found not needed on this device. */
export function setupSettled(store: DeviceStorage | undefined = deviceStorage()): boolean {
  return readSetting(firstOpenSettledSetting, store);
}

/** Storage blocked: the profile check still keeps the sheet from an archer who has set up. */
export function settleSetup(store: DeviceStorage | undefined = deviceStorage()): void {
  writeSetting(firstOpenSettledSetting, true, store);
}
