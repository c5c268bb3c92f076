import { featureUsageSetting } from './device-storage/registry.js';
import { deviceStorage, writeSetting, type DeviceStorage } from './device-storage/setting.js';
import type { UsedFeature } from './device-storage/shapes.js';

/**
 * docs/product.md sections 3, 4 and 7: a feature-usage record (when, plus extras) is kept on the device the
 * first time each of these features is used, under `fast-usage:<feature>` (device-storage/registry.ts), and
 * never overwritten. It is only a hint for the app's own tips: a failure to record is logged as a warning
 * and ignored (docs/product.md section 8).
 */

export function recordFeatureUse(
  feature: UsedFeature,
  extras: Record<string, unknown> = {},
  storage: DeviceStorage | undefined = deviceStorage(),
  now: () => number = Date.now,
): void {
  const setting = featureUsageSetting(feature);
  try {
    // Any record already there counts, even one this version cannot read: the first use is never moved.
    if (storage?.getItem(setting.key) !== null) return;
  } catch (error) {
    console.warn(`Could not record the first use of ${feature}`, error);
    return;
  }
  writeSetting(setting, { ...extras, timestamp: now() }, storage);
}
