// Contract types the worker answers with (worked out in shared/engine/compareBackup.ts); kept in contract/
// so the contract never imports engine/.
/** How this device and a backup differ, by the merge rules' shoot identity (date, round and score). */
export interface BackupComparison {
  /** Shoots this device holds. */
  localCount: number;
  /** Shoots here that the backup lacks. */
  localOnly: number;
  /** Shoots in the backup that this device lacks. */
  backupOnly: number;
}
