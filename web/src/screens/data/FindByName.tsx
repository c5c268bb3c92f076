import { backupLine } from '../../backup/backup-words.js';
import { findBackupsByName } from '../../backup/backup-api.js';
import { BackupSearchForm, useBackupFinder } from './BackupSearch.js';

/**
 * "Is there a backup of mine at all?": a search by the name the backups were made under. The server
 * answers dates and counts only, so a name never opens anyone's data; bringing one in needs its recovery
 * code. A blank name asks nothing (docs/product.md section 5).
 */
export function FindByName() {
  const finder = useBackupFinder({
    asked: (typed) =>
      typed.trim() === ''
        ? { ok: false, error: { message: 'Type the name the backups were made under.' } }
        : { ok: true, code: typed.trim() },
    lookUp: findBackupsByName,
  });
  const { search } = finder;

  return (
    <div className="find-by-name">
      <BackupSearchForm
        finder={finder}
        label="Name on the backup"
        input={{ autoComplete: 'name' }}
        buttonClassName="data-button-quiet"
        button="Search by name"
        searchingButton="Searching…"
      />
      {search.state === 'found' && (
        <div role="status">
          <p className="data-outcome">
            {search.backups.length === 0
              ? `No backup was made under the name “${search.asked}”.`
              : `Backups made under “${search.asked}” (to bring one in, type its recovery code above):`}
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
