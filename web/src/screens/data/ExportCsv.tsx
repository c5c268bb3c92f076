import { useEngine } from '../../engine/engine-context.js';
import { useFileExport } from '../../share/use-file-export.js';
import { localDay } from '../../../../shared/time/dates.js';
import { ExportRecordCsv } from '../record/ExportRecordCsv.js';

/**
 * The history for a spreadsheet: one file with a row per shoot and one with a row per arrow, written and
 * made into files by the worker (worker/spreadsheetFile.ts), so a long history never freezes the page.
 */
export function ExportCsv() {
  const engine = useEngine();
  const { exported, start } = useFileExport({
    make: () => engine.exportCsv(),
    files: (csv, now) => [
      [csv.shoots, `archery-shoots-${localDay(now)}.csv`],
      [csv.arrows, `archery-arrows-${localDay(now)}.csv`],
    ],
    saved: (csv) => csv.shootCount,
    failure: 'The spreadsheet could not be made',
  });

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
        onClick={() => void start()}
      >
        {exported.state === 'exporting' ? 'Exporting…' : 'Export CSV'}
      </button>
      {exported.state === 'saved' && (
        <p className="data-outcome" role="status">
          Saved {exported.saved} {exported.saved === 1 ? 'shoot' : 'shoots'} in two CSV files.
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
