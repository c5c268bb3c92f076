// Contract types the worker answers with (worked out in shared/import-export/compareBackup.ts); kept in contract/
// so the contract never imports the views.
/** How this device and a backup differ, by the merge rules' shoot identity (date, round and score). */
export interface BackupComparison {
  /** Shoots this device holds. */
  localCount: number;
  /** Shoots here that the backup lacks. */
  localOnly: number;
  /** Shoots in the backup that this device lacks. */
  backupOnly: number;
  /** Shoots here that combining the backup would take away: deleted on another phone after this copy was saved. */
  deletedThere: number;
  /** Shoots here of which the backup holds a newer edit (another status or place). */
  editedThere: number;
}
