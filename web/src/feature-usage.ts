/**
 * docs/product.md sections 3, 4 and 7: a feature-usage record (when, plus extras) is kept in local storage the first
 * time each of these features is used, under `fast-usage:<feature>`, and never overwritten. It is only a
 * hint for the app's own tips: a failure to record is logged as a warning and ignored (docs/product.md section 8).
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
