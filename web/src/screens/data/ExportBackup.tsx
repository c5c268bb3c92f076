import { useState } from 'react';
import { useEngine } from '../../engine/engine-context.js';
import { downloadFile } from '../../share/download.js';
import { useToasts } from '../../components/toasts.js';
import { preferencesForBackup } from '../../device-storage/backed-up.js';
import { backupFileName } from './import-toasts.js';

type Export = { state: 'idle' } | { state: 'exporting' } | { state: 'saved'; fileName: string };

/**
 * Saves every shoot, note, sight mark and the profile as one backup file (docs/product.md section 3 payload), with
 * this device's travelling settings (the tip flags) as its preferences.
 */
export function ExportBackup() {
  const engine = useEngine();
  const toasts = useToasts();
  const [exported, setExported] = useState<Export>({ state: 'idle' });

  async function exportBackup() {
    setExported({ state: 'exporting' });
    const result = await engine.exportBackup(preferencesForBackup());
    if (!result.ok) {
      setExported({ state: 'idle' });
      toasts.show(`The backup could not be made: ${result.error.message}`, 'error');
      return;
    }
    const fileName = backupFileName(new Date());
    downloadFile(result.value, fileName);
    setExported({ state: 'saved', fileName });
  }

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
        onClick={() => void exportBackup()}
      >
        {exported.state === 'exporting' ? 'Exporting…' : 'Export backup'}
      </button>
      {exported.state === 'saved' && (
        <p className="data-outcome" role="status">
          Saved as {exported.fileName}.
        </p>
      )}
    </section>
  );
}
