import type { BackupManifest } from '../../../shared/backups/manifest.js';
import type { BackupSummary } from '../../../shared/backups/types.js';
import { settingStore } from '../device-storage/store.js';
import { cloudCopyCheckSetting } from '../device-storage/registry.js';
import { checkCloudCopy } from './kept-copies.js';

/**
 * After a cloud backup is stored (docs/completeness.md): the server's listing is read back and the
 * stored copy's manifest held to the one sent, and the outcome kept for the Data screen. The upload's
 * own answer carries a manifest too, but the listing is what a restore later chooses from.
 */
export async function checkStoredCopy(
  sent: BackupManifest,
  stored: Pick<BackupSummary, 'key' | 'createdAt'>,
  listing: () => Promise<BackupSummary[]>,
): Promise<void> {
  // A listing that cannot be read (no signal since the upload) proves nothing either way: the last
  // check stays, and the next backup reads it again.
  const listed = await listing().catch(() => null);
  if (listed === null) return;
  const store = settingStore(cloudCopyCheckSetting);
  const copy = listed.find((backup) => backup.key === stored.key);
  store.set(checkCloudCopy(sent, copy?.manifest, stored.createdAt, store.get()));
}
