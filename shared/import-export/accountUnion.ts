import type { BackupPayload } from '../contract/backupViews.js';
import { exportBackup } from './exportBackup.js';
import { planImport } from './importFile.js';
import { applyEvent, emptyProjections, type ProjectionContext } from '../projections/projections.js';

/**
 * What an account holds (docs/cloud-backup.md, "An account's phones converge"): the union of the
 * latest backup of each of its phones, less what any of them deleted. It is worked out the way a phone
 * combines a backup (shared/history/mergeBackup.ts with its tombstones), one backup after another onto
 * an empty phone, so the union holds each shoot once, with its newest edit, and never a shoot a
 * tombstone of any of the backups hides. Combining is order-free and idempotent, so the union does not
 * depend on the order the server lists the phones in, nor on a backup listed twice.
 *
 * A backup that cannot be read at all adds nothing; the rest still make the union.
 */
export function accountUnion(context: ProjectionContext, backups: readonly unknown[]): BackupPayload {
  const state = emptyProjections(context);
  let ids = 0;
  // The union is never stored as events: only the ids it gives to added notes and sight marks matter.
  const source = { now: () => 0, newId: () => `union-${(ids += 1)}` };
  for (const backup of backups) {
    const plan = planImport(state, backup, source);
    if (plan.ok && plan.value.event) applyEvent(state, plan.value.event);
  }
  return exportBackup(state, { preferences: {}, timestamp: 0, deviceId: 'account' });
}
