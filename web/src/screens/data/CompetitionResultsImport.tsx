import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { CompetitionResultsView } from '../../../../shared/contract/competitionResults.js';
import { Modal } from '../../components/Modal.js';
import { useEngine } from '../../engine/engine-context.js';
import { roundTitle } from '../select-round/round-title.js';
import {
  candidateRows,
  COMPETITION_STATUSES,
  competitionStatusLabel,
  importOutcomeWords,
  isCompetitionStatus,
  pickWords,
  prePickedLine,
  producerWords,
  rowLabel,
  roundsWords,
  type CompetitionStatus,
} from './competition-results-words.js';

/** A competition's results file, as read by the engine; the text goes back to it with the row chosen. */
export interface CompetitionResultsFile {
  fileName: string;
  text: string;
  view: CompetitionResultsView;
}

type Importing =
  | { state: 'choosing' }
  | { state: 'importing' }
  | { state: 'refused'; message: string }
  | { state: 'imported'; words: string };

/**
 * docs/records-formats.md: the archer's row of an ianseo or TamlynScore results file, added arrow by
 * arrow. The engine found the row (by membership number, else name) or lists the candidates; the
 * archer says the day (neither file carries it), the competition's status and, for ianseo, the round.
 * A row whose arrows disagree with its totals is refused by the engine with both figures, shown here.
 */
export function CompetitionResultsImport({
  file,
  onClose,
}: {
  file: CompetitionResultsFile;
  onClose: () => void;
}) {
  const engine = useEngine();
  const ids = { row: useId(), round: useId(), status: useId(), date: useId() };
  const { view } = file;
  const rows = candidateRows(view);
  const [line, setLine] = useState<number | null>(prePickedLine(view));
  const row = view.rows.find((candidate) => candidate.line === line) ?? null;
  const [roundName, setRoundName] = useState('');
  const [status, setStatus] = useState<CompetitionStatus | ''>('');
  const [date, setDate] = useState('');
  const [importing, setImporting] = useState<Importing>({ state: 'choosing' });

  const needsRound = view.producer === 'ianseo-qualification';
  // The archer names the round (an ianseo export does not): several rounds fit any row, so none is
  // pre-chosen. One chosen for another row is kept only if it fits this row too.
  const round = row !== null && row.roundChoices.includes(roundName) ? roundName : '';
  const ready = row !== null && status !== '' && date !== '' && (!needsRound || round !== '');

  const importRow = async () => {
    if (row === null || status === '') return;
    setImporting({ state: 'importing' });
    const result = await engine.importCompetitionResult(file.text, row.line, {
      date,
      eventStatus: status,
      roundName: needsRound ? round : null,
    });
    setImporting(
      result.ok
        ? { state: 'imported', words: importOutcomeWords(result.value) }
        : { state: 'refused', message: result.error.message },
    );
  };

  if (importing.state === 'imported') {
    return (
      <Modal title="Competition result imported" onClose={onClose}>
        <p role="status" data-testid="competition-import-outcome">
          {importing.words}
        </p>
        <div className="data-dialog-actions">
          <Link href="/history" className="plain-button data-dialog-link">
            Open history
          </Link>
          <button type="button" className="primary-button" onClick={onClose}>
            Done
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title="Import a competition result" onClose={onClose}>
      <p className="data-dialog-lead">
        {file.fileName}: {producerWords(view)}
      </p>
      <form
        className="data-dialog-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) void importRow();
        }}
      >
        <p id={`${ids.row}-how`}>{pickWords(view)}</p>
        <label htmlFor={ids.row}>Your row</label>
        <select
          id={ids.row}
          aria-describedby={`${ids.row}-how`}
          value={line ?? ''}
          onChange={(event) => setLine(event.target.value === '' ? null : Number(event.target.value))}
        >
          {line === null && <option value="">Choose your row</option>}
          {rows.map((candidate) => (
            <option key={candidate.line} value={candidate.line}>
              {rowLabel(candidate)}
            </option>
          ))}
        </select>
        {row !== null && <p data-testid="competition-rounds">{roundsWords(row)}</p>}
        {row !== null && needsRound && row.roundChoices.length === 0 && (
          <p role="alert" className="data-refused">
            No round the app knows is shot as this row’s distances, so it cannot be imported.
          </p>
        )}
        {row !== null && needsRound && row.roundChoices.length > 0 && (
          <>
            <label htmlFor={ids.round}>Round shot (an ianseo export does not name it)</label>
            <select id={ids.round} value={round} onChange={(event) => setRoundName(event.target.value)}>
              {round === '' && <option value="">Choose the round</option>}
              {row.roundChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {roundTitle(choice)}
                </option>
              ))}
            </select>
          </>
        )}
        <label htmlFor={ids.status}>Event status</label>
        <select
          id={ids.status}
          value={status}
          onChange={(event) => {
            const value = event.target.value;
            setStatus(isCompetitionStatus(value) ? value : '');
          }}
        >
          {status === '' && <option value="">Choose the competition’s status</option>}
          {COMPETITION_STATUSES.map((choice) => (
            <option key={choice} value={choice}>
              {competitionStatusLabel(choice)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.date}>Day of the competition (the file does not hold it)</label>
        <input
          id={ids.date}
          type="date"
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <div className="data-dialog-docked">
          {importing.state === 'refused' && (
            <p role="alert" className="data-refused" data-testid="competition-import-refused">
              Not imported. {importing.message}
            </p>
          )}
          <div className="data-dialog-actions">
            <button type="button" className="plain-button" onClick={onClose}>
              Cancel
            </button>
            <button
              type="submit"
              className="primary-button"
              disabled={!ready || importing.state === 'importing'}
            >
              {importing.state === 'importing' ? 'Importing…' : 'Import'}
            </button>
          </div>
        </div>
      </form>
    </Modal>
  );
}
