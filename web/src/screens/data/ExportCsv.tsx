import { useState } from 'react';
import { useEngine } from '../../engine/engine-context.js';
import { downloadFile } from '../../share/download.js';
import { localDay } from '../../../../shared/time/dates.js';
import { ExportRecordCsv } from '../record/ExportRecordCsv.js';

type Export =
  | { state: 'idle' }
  | { state: 'exporting' }
  | { state: 'saved'; shoots: number }
  | { state: 'failed'; message: string };

/**
 * The history for a spreadsheet: one file with a row per shoot and one with a row per arrow, written and
 * made into files by the worker (worker/spreadsheetFile.ts), so a long history never freezes the page.
 */
export function ExportCsv() {
  const engine = useEngine();
  const [exported, setExported] = useState<Export>({ state: 'idle' });

  async function exportCsv() {
    setExported({ state: 'exporting' });
    const result = await engine.exportCsv();
    if (!result.ok) {
      setExported({ state: 'failed', message: `The spreadsheet could not be made: ${result.error.message}` });
      return;
    }
    const day = localDay(new Date());
    downloadFile(result.value.shoots, `archery-shoots-${day}.csv`);
    downloadFile(result.value.arrows, `archery-arrows-${day}.csv`);
    setExported({ state: 'saved', shoots: result.value.shootCount });
  }

  return (
    <section className="data-card" aria-labelledby="csv-title">
      <h2 id="csv-title">Spreadsheet (CSV)</h2>
      <p>
        Two files for a spreadsheet: one row per shoot (date, round, score, hits, golds, Xs, handicap,
        classification, bow, venue, duration, event status, witnessed, signed) and one row per arrow (end,
        value, distance, and where a plotted arrow landed on the face, in mm right and up from the centre).
      </p>
      <button
        type="button"
        className="data-button"
        disabled={exported.state === 'exporting'}
        onClick={() => void exportCsv()}
      >
        {exported.state === 'exporting' ? 'Exporting…' : 'Export CSV'}
      </button>
      {exported.state === 'saved' && (
        <p className="data-outcome" role="status">
          Saved {exported.shoots} {exported.shoots === 1 ? 'shoot' : 'shoots'} in two CSV files.
        </p>
      )}
      {exported.state === 'failed' && (
        <p className="data-outcome data-refused" role="alert">
          {exported.message}
        </p>
      )}
      <p>
        For your club’s records officer: your shoots with their event status and running handicap, and the
        classifications you can claim (see My record).
      </p>
      <ExportRecordCsv className="data-button" />
    </section>
  );
}
