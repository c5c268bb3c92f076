import { useState, type FormEvent } from 'react';
import type { BackupSummary } from '../../../../shared/backups/types.js';
import { combineErrorToast } from '../../../../shared/history/combineToast.js';
import { downloadBackup, findBackupsByCode, normaliseRecoveryCode } from '../../backup/backup-api.js';
import { getEngine } from '../../engine-client.js';
import { useToasts } from '../../shell/toasts.js';
import { restoreTipsFromBackup } from '../../tips/tips.js';
import { importToasts } from './import-toasts.js';

type Search =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'found'; backups: BackupSummary[] }
  | { state: 'failed'; message: string };

function backupLabel(backup: BackupSummary): string {
  const at = new Date(backup.timestamp);
  const date = Number.isNaN(at.getTime())
    ? backup.timestamp
    : at.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return `${date}: ${backup.historyCount} shoots, ${backup.notesCount} notes, ${backup.sightMarksCount} sight marks (${backup.userName})`;
}

/**
 * Another device's backups, found by its recovery code, combined into this one with the merge rules of
 * spec section 5 (nothing duplicated; this device's profile keeps its own non-empty values).
 */
export function RestoreFromCloud() {
  const toasts = useToasts();
  const [code, setCode] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [combining, setCombining] = useState<string | null>(null);

  async function find(event: FormEvent) {
    event.preventDefault();
    if (normaliseRecoveryCode(code) === '') {
      setSearch({ state: 'failed', message: 'Type the recovery code shown on the other device.' });
      return;
    }
    setSearch({ state: 'searching' });
    try {
      setSearch({ state: 'found', backups: await findBackupsByCode(code) });
    } catch (error) {
      setSearch({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  async function combine(backup: BackupSummary) {
    setCombining(backup.key);
    try {
      const data = await downloadBackup(backup.key);
      const result = await getEngine().importData(data);
      if (!result.ok) {
        const toast = combineErrorToast(result.error.message);
        toasts.show(toast.message, toast.type);
        return;
      }
      restoreTipsFromBackup(result.value.preferences);
      for (const toast of importToasts(result.value)) toasts.show(toast.message, toast.type);
    } catch (error) {
      const toast = combineErrorToast(error instanceof Error ? error.message : String(error));
      toasts.show(toast.message, toast.type);
    } finally {
      setCombining(null);
    }
  }

  return (
    <section className="data-card" aria-labelledby="restore-title">
      <h2 id="restore-title">Bring in another device's backup</h2>
      <p>
        On a new or second phone: type the recovery code the other device shows under Cloud backup. Its
        shoots, notes and sight marks are added to this device; nothing is added twice.
      </p>
      <form className="restore-form" onSubmit={(event) => void find(event)}>
        <label>
          <span>Recovery code</span>
          <input
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </label>
        <button type="submit" className="data-button" disabled={search.state === 'searching'}>
          {search.state === 'searching' ? 'Finding…' : 'Find backup'}
        </button>
      </form>
      {search.state === 'failed' && (
        <p className="data-outcome data-refused" role="alert">
          {search.message}
        </p>
      )}
      {search.state === 'found' &&
        (search.backups.length === 0 ? (
          <p className="data-outcome" role="status">
            No backup has this recovery code.
          </p>
        ) : (
          <ul className="found-backups" aria-label="Backups found">
            {search.backups.map((backup) => (
              <li key={backup.key}>
                <span>{backupLabel(backup)}</span>
                <button
                  type="button"
                  className="data-button"
                  disabled={combining !== null}
                  onClick={() => void combine(backup)}
                >
                  {combining === backup.key ? 'Combining…' : 'Combine with this device'}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
