import type { BackupMetadata } from '../../../shared/backups/types.js';

/** One backup in a list: when it was made, what it holds and whose name it is under. */
export function backupLine(backup: BackupMetadata): string {
  const at = new Date(backup.timestamp);
  const date = Number.isNaN(at.getTime())
    ? backup.timestamp
    : at.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return `${date}: ${backup.historyCount} shoots, ${backup.notesCount} notes, ${backup.sightMarksCount} sight marks (${backup.userName})`;
}
