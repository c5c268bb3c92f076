import { useEngine } from '../../engine/engine-context.js';
import { useFileExport } from '../../share/use-file-export.js';
import { preferencesForBackup } from '../../device-storage/backed-up.js';
import { backupFileName } from './import-toasts.js';
import { settingStore } from '../../device-storage/store.js';
import { lastExportSetting } from '../../device-storage/registry.js';
import { countsOnly } from '../../backup/kept-copies.js';

/**
 * Saves every shoot, note, sight mark and the profile as one backup file (docs/product.md section 3 payload), with
 * this device's travelling settings (the tip flags) as its preferences.
 */
export function ExportBackup() {
  const engine = useEngine();
  const { exported, start } = useFileExport({
    make: () => engine.exportBackup(preferencesForBackup()),
    files: (backup, now) => [[backup.file, backupFileName(now)]],
    // Kept once the file is handed to the browser to save: What is kept where compares it with the phone.
    saved: (backup, now) => {
      settingStore(lastExportSetting).set({ counts: countsOnly(backup.manifest), at: now.toISOString() });
      return backupFileName(now);
    },
    failure: 'The backup could not be made',
  });

  return (
    <section className="data-card" aria-labelledby="export-title">
      <h2 id="export-title">Back up your data</h2>
      <p>
        Saves your shoots, notes, sight marks and profile in one file. Keep it somewhere safe, or import it on
        another device.
      </p>
      <button
        type="button"
        className="data-button"
        disabled={exported.state === 'exporting'}
        onClick={() => void start()}
      >
        {exported.state === 'exporting' ? 'Exporting…' : 'Export backup'}
      </button>
      {exported.state === 'saved' && (
        <p className="data-outcome" role="status">
          Saved as {exported.saved}.
        </p>
      )}
      {exported.state === 'failed' && (
        <p className="data-outcome data-refused" role="alert">
          {exported.message}
        </p>
      )}
    </section>
  );
}
