/**
 * Spec sections 3, 4 and 7: a feature-usage record (when, plus extras) is kept in local storage the first
 * time each of these features is used, under `fast-usage:<feature>`, and never overwritten. It is only a
 * hint for the app's own tips: a failure to record is logged as a warning and ignored (spec section 8).
 */
export type UsedFeature =
  'note taken' | 'distance slider' | 'shoot completed' | 'sight mark' | 'classifications set';

export const FEATURE_USAGE_PREFIX = 'fast-usage:';

export function recordFeatureUse(
  feature: UsedFeature,
  extras: Record<string, unknown> = {},
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage,
  now: () => number = Date.now,
): void {
  const key = `${FEATURE_USAGE_PREFIX}${feature}`;
  try {
    if (storage.getItem(key) !== null) return;
    storage.setItem(key, JSON.stringify({ ...extras, timestamp: now() }));
  } catch (error) {
    console.warn(`Could not record the first use of ${feature}`, error);
  }
}

/** The record of a feature's first use, or null if it was never used (or the record is unreadable). */
export function featureFirstUse(
  feature: UsedFeature,
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): { timestamp: number } | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(`${FEATURE_USAGE_PREFIX}${feature}`) ?? 'null');
    return typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { timestamp?: unknown }).timestamp === 'number'
      ? (parsed as { timestamp: number })
      : null;
  } catch {
    return null;
  }
}
