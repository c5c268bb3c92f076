import { useState } from 'react';
import { useEngine } from '../../engine/engine-context.js';
import { downloadFile } from '../../share/download.js';
import { localDay } from '../../../../shared/time/dates.js';

type Export =
  { state: 'idle' } | { state: 'exporting' } | { state: 'saved' } | { state: 'failed'; message: string };

/**
 * "Export my record (CSV)": the records officer's two files (docs/official-record.md), a row per shoot
 * with its event status and running handicap and a row per claim, worked out by the worker.
 */
export function ExportRecordCsv({ className }: { className: string }) {
  const engine = useEngine();
  const [exported, setExported] = useState<Export>({ state: 'idle' });

  async function exportRecord() {
    setExported({ state: 'exporting' });
    const result = await engine.exportRecordCsv();
    if (!result.ok) {
      setExported({ state: 'failed', message: `Your record could not be exported: ${result.error.message}` });
      return;
    }
    const day = localDay(new Date());
    downloadFile(result.value.shoots, `my-record-shoots-${day}.csv`);
    downloadFile(result.value.claims, `my-record-claims-${day}.csv`);
    setExported({ state: 'saved' });
  }

  return (
    <div className="record-export">
      <button
        type="button"
        className={className}
        disabled={exported.state === 'exporting'}
        onClick={() => void exportRecord()}
      >
        {exported.state === 'exporting' ? 'Exporting…' : 'Export my record (CSV)'}
      </button>
      {exported.state === 'saved' && (
        <p role="status">Saved your record in two CSV files: your shoots and your claims.</p>
      )}
      {exported.state === 'failed' && <p role="alert">{exported.message}</p>}
    </div>
  );
}
