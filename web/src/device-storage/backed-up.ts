import { TRAVELLING_SETTINGS } from './registry.js';
import { settingStore } from './store.js';

/**
 * The device settings a backup carries (those the registry marks `travels`): an export or a cloud backup
 * hands them to the worker as the backup's preferences, and an import or restore merges them back.
 */

/** What an export hands the engine as the backup's preferences. */
export function preferencesForBackup(): Record<string, unknown> {
  return Object.fromEntries(
    TRAVELLING_SETTINGS.map((setting) => [setting.travels.as, settingStore(setting).get()]),
  );
}

/** Takes a backup's preferences after an import or restore; a file without one changes nothing of it. */
export function restorePreferencesFromBackup(preferences: Record<string, unknown> | null): void {
  if (preferences === null) return;
  for (const setting of TRAVELLING_SETTINGS) {
    if (!(setting.travels.as in preferences)) continue;
    const store = settingStore(setting);
    store.set(setting.travels.merge(store.get(), preferences[setting.travels.as]));
  }
}
