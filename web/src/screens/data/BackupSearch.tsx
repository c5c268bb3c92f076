import { useState, type FormEvent, type InputHTMLAttributes } from 'react';

type Search<Found> =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'found'; asked: string; backups: Found[] }
  | { state: 'failed'; message: string };

interface BackupSearchWays<Found> {
  /** What the typed text asks for, cleaned up; blank asks nothing. */
  asked: (typed: string) => string;
  /** Said when the archer searches with nothing typed. */
  blankMessage: string;
  lookUp: (asked: string) => Promise<Found[]>;
}

export interface BackupFinder<Found> {
  typed: string;
  setTyped: (typed: string) => void;
  search: Search<Found>;
  find: (event: FormEvent) => Promise<void>;
}

/** A search of the server's backups by something the archer types (a recovery code, a name). */
export function useBackupFinder<Found>({
  asked,
  blankMessage,
  lookUp,
}: BackupSearchWays<Found>): BackupFinder<Found> {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<Search<Found>>({ state: 'idle' });

  async function find(event: FormEvent) {
    event.preventDefault();
    const question = asked(typed);
    if (question === '') {
      setSearch({ state: 'failed', message: blankMessage });
      return;
    }
    setSearch({ state: 'searching' });
    try {
      setSearch({ state: 'found', asked: question, backups: await lookUp(question) });
    } catch (error) {
      setSearch({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  return { typed, setTyped, search, find };
}

/** The search's form, and why it found nothing when it could not ask. */
export function BackupSearchForm<Found>({
  finder: { typed, setTyped, search, find },
  label,
  input,
  buttonClassName,
  button,
  searchingButton,
}: {
  finder: BackupFinder<Found>;
  label: string;
  /** How the browser should treat what is typed (autocomplete, capitals, spelling). */
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'autoCapitalize' | 'spellCheck'>;
  buttonClassName: string;
  button: string;
  searchingButton: string;
}) {
  return (
    <>
      <form className="restore-form" onSubmit={(event) => void find(event)}>
        <label>
          <span>{label}</span>
          <input type="text" {...input} value={typed} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit" className={buttonClassName} disabled={search.state === 'searching'}>
          {search.state === 'searching' ? searchingButton : button}
        </button>
      </form>
      {search.state === 'failed' && (
        <p className="data-outcome data-refused" role="alert">
          {search.message}
        </p>
      )}
    </>
  );
}
