import type { BackupManifest } from '../backups/manifest.js';

/**
 * A file the worker made for the archer to save or the app to upload (a spreadsheet, a backup): a Blob,
 * which crosses to the page by reference. Made on the page instead, the files of 5,000 shoots held its
 * main thread for a long time (CPU profiles, 28 Nov 2026): the CSV arrows file 170-320 ms in the Blob
 * constructor; a backup 780-1,010 ms in one task (receiving the payload, JSON.stringify, the Blob). The
 * contract is compiled without the DOM's types, so it names only what callers use.
 */
export interface ExportFile {
  readonly size: number;
  readonly type: string;
  text(): Promise<string>;
}

/**
 * A backup file with the manifest it carries (docs/completeness.md), so the page can keep what the
 * exported file held without reading the file back.
 */
export interface SealedBackup {
  file: ExportFile;
  manifest: BackupManifest;
}

/** The history as spreadsheet files (RFC 4180, header row): a row per shoot, a row per arrow. */
export interface CsvExport {
  shoots: ExportFile;
  arrows: ExportFile;
  shootCount: number;
}

/** The records officer's two files (docs/official-record.md) as spreadsheet files. */
export interface RecordCsvExport {
  shoots: ExportFile;
  claims: ExportFile;
}
