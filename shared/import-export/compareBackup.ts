import { shootStatusOf, type HistoryItem } from '../history/historyItem.js';
import { shootIdentity } from '../history/mergeIdentity.js';
import { planImport } from './importFile.js';
import { emptyWithTombstonesOf, type Projections } from '../projections/projections.js';
import type { BackupComparison } from '../contract/backupComparison.js';
import { fail, ok } from '../core/result.js';

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
  // What combining would change here besides adding: the same plan an import makes.
  const onto = planImport(state, file, noEvent);
  const payload = onto.ok ? onto.value.event?.payload : undefined;
  const deletedThere = payload?.removedShootIds.length ?? 0;
  const editedThere = (payload?.resaved.shoots ?? []).filter((copy) => {
    const here = state.history.shoots.get(copy.id)?.item;
    return here !== undefined && editedFields(here) !== editedFields(copy);
  }).length;
  return { localCount: state.history.shoots.size, localOnly, backupOnly, deletedThere, editedThere };
}

/** What an edit changes and combine carries over: a later saved time alone is no difference. */
function editedFields(shoot: {
  shootStatus?: HistoryItem['shootStatus'];
  location?: HistoryItem['location'] | null;
}): string {
  return JSON.stringify([shootStatusOf(shoot), shoot.location ?? null]);
}

/** docs/product.md section 3's conflict: each side holds shoots the other lacks, so neither can simply win. */
export function isBackupConflict(comparison: BackupComparison | null): boolean {
  return comparison !== null && comparison.localOnly > 0 && comparison.backupOnly > 0;
}

/**
 * Whether combining the backup would change this phone's shoots at all: shoots it lacks, shoots deleted
 * on another phone, or newer edits (docs/cloud-backup.md, "An account's phones converge").
 */
export function backupBringsChanges(comparison: BackupComparison): boolean {
  return comparison.backupOnly + comparison.deletedThere + comparison.editedThere > 0;
}

export function backupComparisonAnswer(state: Projections, file: unknown) {
  const comparison = compareWithBackup(state, file);
  return comparison ? ok(comparison) : fail('invalid-import', 'The backup could not be read');
}
