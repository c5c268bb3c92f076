import { useState, type FormEvent } from 'react';
import { backupLine } from '../../backup/backup-words.js';
import type { BackupMetadata } from '../../../../shared/backups/types.js';
import { findBackupsByName } from '../../backup/backup-api.js';

type Search =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'found'; name: string; backups: BackupMetadata[] }
  | { state: 'failed'; message: string };

/**
 * "Is there a backup of mine at all?": a search by the name the backups were made under. The server
 * answers dates and counts only, so a name never opens anyone's data; bringing one in needs its recovery
 * code. A blank name asks nothing (spec section 5).
 */
export function FindByName() {
  const [name, setName] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });

  async function find(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setSearch({ state: 'failed', message: 'Type the name the backups were made under.' });
      return;
    }
    setSearch({ state: 'searching' });
    try {
      setSearch({ state: 'found', name: name.trim(), backups: await findBackupsByName(name) });
    } catch (error) {
      setSearch({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <div className="find-by-name">
      <form className="restore-form" onSubmit={(event) => void find(event)}>
        <label>
          <span>Name on the backup</span>
          <input
            type="text"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <button type="submit" className="data-button-quiet" disabled={search.state === 'searching'}>
          {search.state === 'searching' ? 'Searching…' : 'Search by name'}
        </button>
      </form>
      {search.state === 'failed' && (
        <p className="data-outcome data-refused" role="alert">
          {search.message}
        </p>
      )}
      {search.state === 'found' && (
        <div role="status">
          <p className="data-outcome">
            {search.backups.length === 0
              ? `No backup was made under the name “${search.name}”.`
              : `Backups made under “${search.name}” (to bring one in, type its recovery code above):`}
          </p>
          {search.backups.length > 0 && (
            <ul aria-label="Backups under this name">
              {search.backups.map((backup) => (
                <li key={`${backup.createdAt}-${backup.userName}`}>{backupLine(backup)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
