import type { ChangeTopic } from './changes.js';
import type { BackupComparison } from './backupComparison.js';
import type { BackupFileCheck } from '../backups/manifestCheck.js';
import type { BackupManifest, ManifestCounts } from '../backups/manifest.js';
import type { BackupPayload, ImportSummary } from './backupViews.js';
import type { EngineResult } from './answers.js';
import type { CsvExport, ExportFile, SealedBackup } from './files.js';

/** The answer to "is a cloud backup owed?" (the rule is shared/import-export/owedBackup.ts). */
export interface BackupOwed {
  /** Changes written since the last backup the server acknowledged (0: the server has everything). */
  changesNotBackedUp: number;
  /** When the server stored the last acknowledged backup, or null if it never acknowledged one. */
  lastBackupAt: string | null;
}

/** Backups, restores, imports and the history's spreadsheet files; worker/backup.ts. */
export interface BackupContract {
  /**
   * The docs/product.md section 3 backup payload as a JSON file; `preferences` are the UI's own flags to
   * include.
   */
  exportBackup(preferences?: Record<string, unknown>): Promise<EngineResult<SealedBackup>>;
  /**
   * The backup payload for a cloud upload, with the log position it holds: the position to hand to
   * `backupStored` once the server says it stored this payload.
   */
  backupForUpload(
    preferences?: Record<string, unknown>,
  ): Promise<
    EngineResult<{ data: ExportFile; manifest: BackupManifest; deviceId: string; logPosition: number }>
  >;
  /**
   * The manifest counts of the data on this phone now (docs/completeness.md), counted from what the
   * worker holds: cheap enough for the Data screen to ask each time it opens. No checksum.
   */
  phoneCounts(): Promise<EngineResult<ManifestCounts>>;
  /**
   * Whether a cloud backup is owed to `owner` (the account signed in, or the recovery code): changes
   * in the log past the last backup the server acknowledged under that owner.
   */
  backupOwed(owner: string): Promise<EngineResult<BackupOwed>>;
  /**
   * The server stored a backup holding the log up to `logPosition` at `storedAt` under `owner`: stamps
   * that durably (never moving it back) and the profile's lastBackupDate; answers what is still owed.
   */
  backupStored(logPosition: number, storedAt: string, owner: string): Promise<EngineResult<BackupOwed>>;
  /**
   * Imports a backup payload or the old app's export ({ history, notes, user }), as JSON text or parsed.
   * Merge rules skip what is already here, so importing the same file twice adds nothing; a file that
   * is not one of those shapes changes nothing and comes back as `invalid-import`, one that does not
   * match its manifest as `incomplete-file` (docs/completeness.md).
   */
  importData(file: unknown): Promise<EngineResult<ImportSummary>>;
  /**
   * Replaces this device's saved shoots, their notes, the sight marks and the profile with a backup's, in
   * one write ("use this backup instead"); the shoot being scored and its pending notes stay. The backup
   * is read as an import onto an empty device; one holding nothing is refused (`invalid-import`), one
   * that does not match its manifest too (`incomplete-file`).
   */
  restoreData(file: unknown): Promise<EngineResult<ImportSummary>>;
  /**
   * "Check a backup file": reads a backup or export (JSON text or parsed) and checks it against its
   * manifest without importing anything: what it lists, what it holds and, in words, whether it is
   * complete (docs/completeness.md). A file cut short is a check that says what is missing; only a file
   * that is no backup at all is refused (`invalid-import`).
   */
  checkBackupFile(file: unknown): Promise<EngineResult<BackupFileCheck>>;
  /** How this device and a backup differ shoot by shoot (the conflict check); `invalid-import` if unreadable. */
  compareWithBackup(file: unknown): Promise<EngineResult<BackupComparison>>;
  /**
   * What an account holds: the union of its phones' latest backups less what any of them deleted
   * (shared/import-export/accountUnion.ts), as one backup payload to compare with and combine.
   */
  accountUnion(backups: unknown[]): Promise<EngineResult<BackupPayload>>;
  /** The history as two CSV files (a row per shoot, a row per arrow), oldest first, built here in the worker. */
  exportCsv(): Promise<EngineResult<CsvExport>>;
}

/**
 * What each read of BackupContract depends on, declared once beside it (issue #46): a change batch with none of
 * these topics leaves the read's answer as it was, so a query of it is fetched again on these alone.
 */
export const BACKUP_READS = {
  phoneCounts: ['history', 'notes', 'sight-marks'],
} as const satisfies Partial<Record<keyof BackupContract, readonly ChangeTopic[]>>;
