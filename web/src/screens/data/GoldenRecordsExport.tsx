import { useId, useState, type ChangeEvent } from 'react';
import type { GoldenRecordsTemplate } from '../../../../shared/contract/competitionResults.js';
import type { HistorySummary } from '../../../../shared/contract/historyViews.js';
import { EVENT_STATUS_LABELS } from '../../../../shared/history/shootStanding.js';
import { EVENT_STATUSES, type EventStatus } from '../../../../shared/ledger/event-status.js';
import type { GoldenRecordsField } from '../../../../shared/records-formats/goldenRecords.js';
import { localDay } from '../../../../shared/time/dates.js';
import { Checkbox } from '../../components/Checkbox.js';
import { Modal } from '../../components/Modal.js';
import type { PageEngine } from '../../engine/engine-client.js';
import { useEngine } from '../../engine/engine-context.js';
import { downloadFile } from '../../share/download.js';
import { blobOf } from '../../engine/export-file.js';
import './data.css';
import {
  GOLDEN_RECORDS_FIELDS,
  goldenRecordsTemplate,
  isGoldenRecordsField,
  seasonsOf,
  selectedShootIds,
  startingStatusNames,
  templateHeadings,
  type ShootSelection,
} from './golden-records-choices.js';

type Which = 'season' | 'range' | 'claims';

type Exporting =
  | { state: 'idle' }
  | { state: 'exporting' }
  | { state: 'saved'; shoots: number; sheets: number | null }
  | { state: 'failed'; message: string };

/**
 * The file, with the shoots' scoresheets in one zip when asked for. At module scope: the React Compiler
 * does not compile a component holding a try or a dynamic import.
 */
async function exportGoldenRecords(
  engine: PageEngine,
  ids: number[],
  template: GoldenRecordsTemplate,
  name: string,
  withSheets: boolean,
): Promise<Exporting> {
  try {
    const made = await engine.goldenRecordsExport(ids, template);
    if (!made.ok) return { state: 'failed', message: made.error.message };
    const csv = blobOf(made.value);
    if (csv === null) return { state: 'failed', message: 'The file could not be saved' };
    if (!withSheets) {
      downloadFile(csv, `${name}.csv`);
      return { state: 'saved', shoots: ids.length, sheets: null };
    }
    const read = await Promise.all(ids.map((id) => engine.historyItem(id)));
    const items = read.flatMap((result) => (result.ok ? [result.value] : []));
    const profile = await engine.profile();
    const { goldenRecordsZip } = await import('../../share/golden-records-zip.js');
    const { zip, sheets } = await goldenRecordsZip(
      csv,
      `${name}.csv`,
      items,
      profile.ok ? profile.value.name : '',
    );
    downloadFile(zip, `${name}.zip`);
    return { state: 'saved', shoots: ids.length, sheets };
  } catch (error) {
    return { state: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/** What the dialog works from: the history (for seasons and ranges) and the ids of the claims' shoots. */
interface Shoots {
  history: HistorySummary[];
  claimIds: number[];
}

/**
 * Golden Records' score import file (docs/records-formats.md), from the Data screen and My record. Its
 * template's headings are not public, so the archer opens the club's own template (score-records.csv
 * from their club's Golden Records) and says what goes under each heading; the engine writes the rows.
 */
export function GoldenRecordsExport({ className = 'data-card' }: { className?: string }) {
  const engine = useEngine();
  const titleId = useId();
  const [shoots, setShoots] = useState<Shoots | 'loading' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const open = async () => {
    setShoots('loading');
    const [history, record] = await Promise.all([engine.history(), engine.officialRecord()]);
    if (!history.ok) {
      setShoots(null);
      setProblem(history.error.message);
      return;
    }
    const claimIds = record.ok
      ? record.value.ledger.ledgers.flatMap((ledger) =>
          ledger.periods.flatMap((period) =>
            period.claims.flatMap((claim) => claim.shoots.map((shoot) => Number(shoot.id))),
          ),
        )
      : [];
    setProblem(null);
    setShoots({ history: history.value, claimIds });
  };

  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId}>Golden Records file</h2>
      <p>
        Your scores as the file your club’s records officer imports into Golden Records, with every shoot of a
        season, a date range or your claims. Golden Records does not publish its template’s headings, so you
        open your club’s template (score-records.csv, from your club’s Golden Records) and say what goes under
        each heading.
      </p>
      <button
        type="button"
        className="plain-button"
        disabled={shoots === 'loading'}
        onClick={() => void open()}
      >
        Export for Golden Records
      </button>
      {problem !== null && (
        <p role="alert" className="data-refused">
          {problem}
        </p>
      )}
      {shoots !== null && shoots !== 'loading' && (
        <GoldenRecordsDialog shoots={shoots} onClose={() => setShoots(null)} />
      )}
    </section>
  );
}

function GoldenRecordsDialog({ shoots, onClose }: { shoots: Shoots; onClose: () => void }) {
  const engine = useEngine();
  const ids = { which: useId(), season: useId(), from: useId(), to: useId(), template: useId() };
  const seasons = seasonsOf(shoots.history);
  const [which, setWhich] = useState<Which>('season');
  const [year, setYear] = useState(seasons[0] ?? '');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [headings, setHeadings] = useState<string[]>([]);
  const [templateProblem, setTemplateProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, GoldenRecordsField | ''>>({});
  const [statusNames, setStatusNames] = useState<Record<EventStatus, string>>(startingStatusNames);
  const [exporting, setExporting] = useState<Exporting>({ state: 'idle' });
  const [withSheets, setWithSheets] = useState(false);

  const selection: ShootSelection =
    which === 'season'
      ? { kind: 'season', year }
      : which === 'range'
        ? { kind: 'range', from, to }
        : { kind: 'claims', ids: shoots.claimIds };
  const chosen = selectedShootIds(shoots.history, selection);
  const template = goldenRecordsTemplate(headings, fields, statusNames);

  const openTemplate = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const read = templateHeadings(await file.text());
    setTemplateProblem(read.length === 0 ? `${file.name} has no headings in its first line.` : null);
    setHeadings(read);
    setFields({});
  };

  const exportFile = async () => {
    if (!template.ok) return;
    setExporting({ state: 'exporting' });
    const what =
      which === 'season'
        ? year
        : which === 'range'
          ? `${from || 'start'}-to-${to || localDay(new Date())}`
          : 'claims';
    setExporting(
      await exportGoldenRecords(engine, chosen, template.template, `golden-records-${what}`, withSheets),
    );
  };

  return (
    <Modal title="Export for Golden Records" onClose={onClose}>
      <form
        className="data-dialog-form"
        onSubmit={(event) => {
          event.preventDefault();
          void exportFile();
        }}
      >
        <label htmlFor={ids.which}>Which shoots</label>
        <select id={ids.which} value={which} onChange={(event) => setWhich(event.target.value as Which)}>
          <option value="season">An outdoor season</option>
          <option value="range">A date range</option>
          <option value="claims">My claims’ shoots</option>
        </select>
        {which === 'season' && (
          <>
            <label htmlFor={ids.season}>Season</label>
            <select id={ids.season} value={year} onChange={(event) => setYear(event.target.value)}>
              {seasons.map((season) => (
                <option key={season} value={season}>
                  {season}
                </option>
              ))}
            </select>
          </>
        )}
        {which === 'range' && (
          <>
            <label htmlFor={ids.from}>From</label>
            <input id={ids.from} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
            <label htmlFor={ids.to}>To</label>
            <input id={ids.to} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          </>
        )}
        <p role="status" data-testid="golden-records-count">
          {chosen.length === 1 ? '1 shoot' : `${chosen.length} shoots`} chosen.
        </p>

        <label className="data-button data-template-button">
          {headings.length === 0 ? 'Open your club’s template' : 'Open another template'}
          <input
            id={ids.template}
            type="file"
            className="data-file-input"
            accept=".csv,text/csv"
            onChange={(event) => void openTemplate(event)}
          />
        </label>
        {templateProblem !== null && (
          <p role="alert" className="data-refused">
            {templateProblem}
          </p>
        )}
        {headings.length > 0 && (
          <fieldset className="data-dialog-fieldset">
            <legend>What goes under each heading of your template</legend>
            {headings.map((heading) => (
              <HeadingField
                key={heading}
                heading={heading}
                field={fields[heading] ?? ''}
                onChange={(field) => setFields((before) => ({ ...before, [heading]: field }))}
              />
            ))}
          </fieldset>
        )}
        {headings.length > 0 && (
          <details className="data-dialog-details">
            <summary>Your club’s names for each score status</summary>
            {EVENT_STATUSES.map((status) => (
              <StatusNameField
                key={status}
                status={status}
                name={statusNames[status]}
                onChange={(name) => setStatusNames((before) => ({ ...before, [status]: name }))}
              />
            ))}
          </details>
        )}
        <Checkbox className="data-dialog-check" checked={withSheets} onChange={setWithSheets}>
          With each shoot’s scoresheet (PDF), all in one zip
        </Checkbox>
        {!template.ok && <p>{template.missing}</p>}
        {exporting.state === 'saved' && (
          <p role="status">
            Saved the Golden Records file with{' '}
            {exporting.shoots === 1 ? '1 shoot' : `${exporting.shoots} shoots`}
            {exporting.sheets !== null && `, and ${exporting.sheets} scoresheets, in one zip`}.
          </p>
        )}
        {exporting.state === 'failed' && (
          <p role="alert" className="data-refused">
            Not exported: {exporting.message}
          </p>
        )}
        <div className="data-dialog-docked data-dialog-actions">
          <button type="button" className="plain-button" onClick={onClose}>
            Close
          </button>
          <button
            type="submit"
            className="primary-button"
            disabled={!template.ok || chosen.length === 0 || exporting.state === 'exporting'}
          >
            {exporting.state === 'exporting' ? 'Exporting…' : 'Export the file'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function HeadingField({
  heading,
  field,
  onChange,
}: {
  heading: string;
  field: GoldenRecordsField | '';
  onChange: (field: GoldenRecordsField | '') => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>“{heading}”</label>
      <select
        id={id}
        value={field}
        onChange={(event) => {
          const value = event.target.value;
          onChange(isGoldenRecordsField(value) ? value : '');
        }}
      >
        <option value="">Choose what goes here</option>
        {GOLDEN_RECORDS_FIELDS.map((entry) => (
          <option key={entry.field} value={entry.field}>
            {entry.words}
          </option>
        ))}
      </select>
    </>
  );
}

function StatusNameField({
  status,
  name,
  onChange,
}: {
  status: EventStatus;
  name: string;
  onChange: (name: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{EVENT_STATUS_LABELS[status]}</label>
      <input id={id} type="text" value={name} onChange={(event) => onChange(event.target.value)} />
    </>
  );
}
