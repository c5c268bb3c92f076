import { useState } from 'react';
import { getEngine } from '../../engine-client.js';
import { useToasts } from '../../shell/toasts.js';
import { tipsForBackup } from '../../tips/tips.js';
import { backupFileName } from './import-toasts.js';

type Export = { state: 'idle' } | { state: 'exporting' } | { state: 'saved'; fileName: string };

/** Hands the browser a file to save: the usual download, since there is no server round trip to make. */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the URL only needs to outlive the click.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Saves every shoot, note, sight mark and the profile as one backup file (spec section 3 payload), with
 * this device's tip flags as its preferences.
 */
export function ExportBackup() {
  const toasts = useToasts();
  const [exported, setExported] = useState<Export>({ state: 'idle' });

  async function exportBackup() {
    setExported({ state: 'exporting' });
    const result = await getEngine().exportBackup(tipsForBackup());
    if (!result.ok) {
      setExported({ state: 'idle' });
      toasts.show(`The backup could not be made: ${result.error.message}`, 'error');
      return;
    }
    const fileName = backupFileName(new Date());
    download(JSON.stringify(result.value), fileName);
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
