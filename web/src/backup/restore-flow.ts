import type { BackupData } from '../../../shared/backups/types.js';
import { combineErrorToast, type ToastText } from '../../../shared/history/combineToast.js';
import type { PageEngine } from '../engine/engine-client.js';
import { importToasts } from '../screens/data/import-toasts.js';
import { restorePreferencesFromBackup } from '../device-storage/backed-up.js';
import { storeSafetyBackup } from './cloud-backup.js';

/**
 * What the archer can do with a backup from the cloud, with the toasts of docs/product.md section 8: combine it into
 * this device (merge rules, nothing doubled), or use it instead of this device's data (a safety backup
 * of this device first).
 */

export async function combineBackupIn(engine: PageEngine, data: BackupData): Promise<ToastText[]> {
  try {
    const result = await engine.importData(data);
    if (!result.ok) return [combineErrorToast(result.error.message)];
    restorePreferencesFromBackup(result.value.preferences);
    return importToasts(result.value);
  } catch (error) {
    return [combineErrorToast(error instanceof Error ? error.message : String(error))];
  }
}

export async function restoreInPlace(
  engine: PageEngine,
  data: BackupData | (() => Promise<BackupData>),
): Promise<ToastText> {
  try {
    await storeSafetyBackup();
    const backup = typeof data === 'function' ? await data() : data;
    const result = await engine.restoreData(backup);
    if (!result.ok) return { type: 'error', message: 'Failed to restore cloud backup. Please try again.' };
    restorePreferencesFromBackup(result.value.preferences);
    return {
      type: 'success',
      message: 'Cloud data restored successfully! Your device data has been backed up for safety.',
    };
  } catch (error) {
    return {
      type: 'error',
      message: `Error restoring cloud data: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
