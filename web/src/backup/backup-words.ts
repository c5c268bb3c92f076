import type { BackupMetadata } from '../../../shared/backups/types.js';

/** When a backup was made, as an archer reads it ("26 Nov 2026, 14:05"). */
export function backupDate(backup: Pick<BackupMetadata, 'timestamp'>): string {
  const at = new Date(backup.timestamp);
  return Number.isNaN(at.getTime())
    ? backup.timestamp
    : at.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What a backup holds: "12 shoots, 1 note, 3 sight marks". */
export function backupCounts(backup: BackupMetadata): string {
  return [
    counted(backup.historyCount, 'shoot', 'shoots'),
    counted(backup.notesCount, 'note', 'notes'),
    counted(backup.sightMarksCount, 'sight mark', 'sight marks'),
  ].join(', ');
}

/** One backup in a list: when it was made, what it holds and whose name it is under. */
export function backupLine(backup: BackupMetadata): string {
  return `${backupDate(backup)}: ${backup.historyCount} shoots, ${backup.notesCount} notes, ${backup.sightMarksCount} sight marks (${backup.userName})`;
}
