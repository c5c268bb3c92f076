import { useState, type FormEvent, type InputHTMLAttributes } from 'react';

type Search<Found> =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'found'; asked: string; backups: Found[] }
  | { state: 'failed'; message: string };

/** What the typed text asks for, cleaned up, or why it asks nothing (in words for the archer). */
export type Asked = { ok: true; code: string } | { ok: false; error: { message: string } };

interface BackupSearchWays<Found> {
  asked: (typed: string) => Asked;
  lookUp: (asked: string) => Promise<Found[]>;
}

export interface BackupFinder<Found> {
  typed: string;
  setTyped: (typed: string) => void;
  search: Search<Found>;
  find: (event: FormEvent) => Promise<void>;
}

/** A search of the server's backups by something the archer types (a recovery code, a name). */
export function useBackupFinder<Found>({ asked, lookUp }: BackupSearchWays<Found>): BackupFinder<Found> {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<Search<Found>>({ state: 'idle' });

  async function find(event: FormEvent) {
    event.preventDefault();
    const question = asked(typed);
    if (!question.ok) {
      setSearch({ state: 'failed', message: question.error.message });
      return;
    }
    setSearch({ state: 'searching' });
    try {
      setSearch({ state: 'found', asked: question.code, backups: await lookUp(question.code) });
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
  wide = false,
  buttonClassName,
  button,
  searchingButton,
}: {
  finder: BackupFinder<Found>;
  label: string;
  /** How the browser should treat what is typed (autocomplete, capitals, spelling). */
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'autoCapitalize' | 'spellCheck'>;
  /** The box takes the card's whole width (a recovery code must show whole on a phone). */
  wide?: boolean;
  buttonClassName: string;
  button: string;
  searchingButton: string;
}) {
  return (
    <>
      <form
        className={wide ? 'restore-form restore-form-wide boxed-fields' : 'restore-form boxed-fields'}
        onSubmit={(event) => void find(event)}
      >
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
