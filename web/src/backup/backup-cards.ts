import type { BackupSummary } from '../../../shared/backups/types.js';

/**
 * The cards a recovery-code search shows (docs/cloud-backup.md, "Restoring on a new phone"): one per
 * phone or account that backed up under the code, its newest backup, because a phone that backed up
 * twice with nothing new in between (a routine backup and a safety copy, say) left two backups an archer
 * cannot tell apart. Older backups of the same phone are not offered: the newest holds all they held,
 * less only what the archer deleted on purpose.
 */
export interface BackupCard {
  backup: BackupSummary;
  /** How many older backups of the same phone or account this card stands for. */
  olderCopies: number;
}

function sourceOf(backup: BackupSummary): string {
  // Backups stored before the server labelled phones (no label) count as one phone.
  return `${backup.heldBy}:${backup.phone ?? ''}`;
}

function sameContent(a: BackupSummary, b: BackupSummary): boolean {
  return (
    a.timestamp === b.timestamp &&
    a.historyCount === b.historyCount &&
    a.notesCount === b.notesCount &&
    a.sightMarksCount === b.sightMarksCount &&
    a.heldBy === b.heldBy
  );
}

/** From a listing newest first: one card per source, newest first, never two with the same content. */
export function backupCards(newestFirst: readonly BackupSummary[]): BackupCard[] {
  const cards: BackupCard[] = [];
  const bySource = new Map<string, BackupCard>();
  for (const backup of newestFirst) {
    const card = bySource.get(sourceOf(backup)) ?? cards.find((kept) => sameContent(kept.backup, backup));
    if (card !== undefined) {
      card.olderCopies += 1;
      continue;
    }
    const fresh = { backup, olderCopies: 0 };
    bySource.set(sourceOf(backup), fresh);
    cards.push(fresh);
  }
  return cards;
}
