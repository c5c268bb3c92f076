import { confirmSession } from './account/sign-in.js';
import { startCloudBackup } from './backup/cloud-backup.js';
import { startConflictChecks } from './backup/conflict-check.js';
import { startLiveShootsWhenIdle } from './live/live-entry.js';
import { registerServiceWorker } from './pwa.js';
import { archerPauses } from './archer-pauses.js';

/**
 * What runs beside the archer once start-up is over (main.tsx loads this module then, so none of its
 * code, cloud backup's machine and sign-in among it, is fetched before the keypad's first frame: issue
 * #30). None of it is needed to score an arrow, so each starts in a turn of its own, when the archer
 * pauses (archer-pauses.ts, issue #49).
 */
export function startBackgroundServices(): Promise<void> {
  return archerPauses.inTurns([
    registerServiceWorker,
    // Still signed in from the last visit; the server says whether the session holds (offline: unchanged).
    () => void confirmSession(),
    // Backs up after each change once the archer has turned cloud backup on; a backup owed from before
    // this start goes now (web/src/backup).
    startCloudBackup,
    // Compares this device with the archer's newest cloud backup now and then (docs/product.md section 9).
    startConflictChecks,
    // Back in the live shoot this device was scoring in, if any (web/src/live).
    startLiveShootsWhenIdle,
  ]);
}
