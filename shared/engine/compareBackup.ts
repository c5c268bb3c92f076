import { shootIdentity } from '../history/mergeIdentity.js';
import { planImport } from './importFile.js';
import { emptyWithTombstonesOf, type Projections } from './projections.js';
import type { BackupComparison } from '../contract/backupComparison.js';

// Comparing stores nothing, so the ids and times a plan would give its event do not matter.
const noEvent = { now: () => 0, newId: () => 'comparison' };

/**
 * The backup read as an import would read it (same upgrades, same tombstones), compared shoot by shoot
 * with this device.
 * Null when the backup cannot be read at all.
 */
export function compareWithBackup(state: Projections, file: unknown): BackupComparison | null {
  // A shoot deleted here after the backup's copy was saved is not one the backup could add.
  const asFresh = planImport(emptyWithTombstonesOf(state), file, noEvent);
  if (!asFresh.ok) return null;
  const inBackup = new Set((asFresh.value.event?.payload.items ?? []).map(shootIdentity));
  let localOnly = 0;
  const local = new Set<string>();
  for (const shoot of state.history.shoots.values()) {
    const identity = shootIdentity(shoot.item);
    local.add(identity);
    if (!inBackup.has(identity)) localOnly += 1;
  }
  let backupOnly = 0;
  for (const identity of inBackup) if (!local.has(identity)) backupOnly += 1;
  return { localCount: state.history.shoots.size, localOnly, backupOnly };
}

/** docs/product.md section 3's conflict: each side holds shoots the other lacks, so neither can simply win. */
export function isBackupConflict(comparison: BackupComparison | null): boolean {
  return comparison !== null && comparison.localOnly > 0 && comparison.backupOnly > 0;
}
