import type { BackupSummary } from '../../../shared/backups/types.js';

/**
 * From the archer's backups, newest first, the latest of each phone other than this one: what an
 * account holds is the union of these (docs/cloud-backup.md, "An account's phones converge"). Backups
 * stored before the server labelled phones (no label) count as one phone. This phone's label is null
 * until it has backed up once; then none of the backups are its own.
 */
export function latestOfOtherPhones(
  newestFirst: readonly BackupSummary[],
  thisPhone: string | null,
): BackupSummary[] {
  const seen = new Set<string | null>();
  const latest: BackupSummary[] = [];
  for (const backup of newestFirst) {
    const phone = backup.phone ?? null;
    if (seen.has(phone)) continue;
    seen.add(phone);
    if (thisPhone === null || phone !== thisPhone) latest.push(backup);
  }
  return latest;
}
