import { useEngine } from '../../engine/engine-context.js';
import { useFileExport } from '../../share/use-file-export.js';
import { localDay } from '../../../../shared/time/dates.js';

/**
 * "Export my record (CSV)": the records officer's two files (docs/official-record.md), a row per shoot
 * with its event status and running handicap and a row per claim, worked out by the worker.
 */
export function ExportRecordCsv({ className }: { className: string }) {
  const engine = useEngine();
  const { exported, start } = useFileExport({
    make: () => engine.exportRecordCsv(),
    files: (record, now) => [
      [record.shoots, `my-record-shoots-${localDay(now)}.csv`],
      [record.claims, `my-record-claims-${localDay(now)}.csv`],
    ],
    saved: () => null,
    failure: 'Your record could not be exported',
  });

  return (
    <div className="record-export">
      <button
        type="button"
        className={className}
        disabled={exported.state === 'exporting'}
        onClick={() => void start()}
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
