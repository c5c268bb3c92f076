import type { UserProfile } from '../../../shared/history/userProfile.js';

/**
 * Whether to offer the first-open setup sheet (docs/screens.md, "First open"). Only to a new archer:
 * never to one who has shoots or has filled in any of the profile (an archer updating the app must never
 * see it), and never again once it has been finished, skipped or closed on this device.
 */
const FIRST_OPEN_KEY = 'first-open-setup';

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

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): FlagStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether the setup was finished, skipped or found not needed on this device. */
export function setupSettled(store: FlagStorage | undefined = storage()): boolean {
  try {
    return store?.getItem(FIRST_OPEN_KEY) === 'settled';
  } catch {
    return false;
  }
}

export function settleSetup(store: FlagStorage | undefined = storage()): void {
  try {
    store?.setItem(FIRST_OPEN_KEY, 'settled');
  } catch {
    // Storage blocked: the profile check still keeps the sheet from an archer who has set up.
  }
}
