import { useState } from 'react';
import { backupLine } from '../../backup/backup-words.js';
import type { BackupSummary } from '../../../../shared/backups/types.js';
import { combineErrorToast } from '../../../../shared/history/combineToast.js';
import { downloadBackup, findBackupsByCode, normaliseRecoveryCode } from '../../backup/backup-api.js';
import { linkRecoveryCode } from '../../backup/conflict-check.js';
import { combineBackupIn, restoreInPlace } from '../../backup/restore-flow.js';
import { Modal } from '../../components/Modal.js';
import { BackupSearchForm, useBackupFinder } from './BackupSearch.js';
import { FindByName } from './FindByName.js';
import { useToasts } from '../../components/toasts.js';

type Restoring =
  | { state: 'closed' }
  | { state: 'confirming'; backup: BackupSummary }
  | { state: 'restoring'; backup: BackupSummary };

/**
 * Another device's backups, found by its recovery code, combined into this one with the merge rules of
 * docs/product.md section 5 (nothing duplicated; this device's profile keeps its own non-empty values).
 */
export function RestoreFromCloud() {
  const toasts = useToasts();
  const finder = useBackupFinder({
    asked: normaliseRecoveryCode,
    blankMessage: 'Type the recovery code shown on the other device.',
    lookUp: findBackupsByCode,
  });
  const { search } = finder;
  const [combining, setCombining] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<Restoring>({ state: 'closed' });

  async function combine(backup: BackupSummary) {
    setCombining(backup.key);
    try {
      const toastsToShow = await downloadBackup(backup.key).then(combineBackupIn, (error: unknown) => [
        combineErrorToast(error instanceof Error ? error.message : String(error)),
      ]);
      for (const toast of toastsToShow) toasts.show(toast.message, toast.type);
      if (toastsToShow.every((toast) => toast.type !== 'error')) linkToSearchedCode();
    } finally {
      setCombining(null);
    }
  }

  /**
   * Once this device has combined with or restored another's backup, that device's backups are the same
   * archer's: the conflict check compares with them from then on (not before the archer has chosen, so
   * the dialog never interrupts a choice under way).
   */
  function linkToSearchedCode() {
    if (search.state === 'found') linkRecoveryCode(search.asked);
  }

  /** docs/product.md section 8: a safety backup of this device first, then the chosen backup in its place. */
  async function restore(backup: BackupSummary) {
    setRestoring({ state: 'restoring', backup });
    const toast = await restoreInPlace(() => downloadBackup(backup.key));
    toasts.show(toast.message, toast.type);
    if (toast.type === 'success') linkToSearchedCode();
    setRestoring({ state: 'closed' });
  }

  return (
    <section className="data-card" aria-labelledby="restore-title">
      <h2 id="restore-title">Bring in another device's backup</h2>
      <p>
        On a new or second phone: type the recovery code the other device shows under Cloud backup. Its
        shoots, notes and sight marks are added to this device; nothing is added twice.
      </p>
      <BackupSearchForm
        finder={finder}
        label="Recovery code"
        input={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false }}
        buttonClassName="data-button"
        button="Find backup"
        searchingButton="Finding…"
      />
      {search.state === 'found' &&
        (search.backups.length === 0 ? (
          <p className="data-outcome" role="status">
            No backup has this recovery code.
          </p>
        ) : (
          <ul className="found-backups" aria-label="Backups found">
            {search.backups.map((backup) => (
              <li key={backup.key}>
                <span>{backupLine(backup)}</span>
                <div className="data-actions">
                  <button
                    type="button"
                    className="data-button"
                    disabled={combining !== null || restoring.state === 'restoring'}
                    onClick={() => void combine(backup)}
                  >
                    {combining === backup.key ? 'Combining…' : 'Combine with this device'}
                  </button>
                  <button
                    type="button"
                    className="data-button-quiet"
                    disabled={combining !== null || restoring.state === 'restoring'}
                    onClick={() => setRestoring({ state: 'confirming', backup })}
                  >
                    Use this backup instead
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ))}
      <FindByName />
      {restoring.state !== 'closed' && (
        <Modal title="Replace this device's data?" onClose={() => setRestoring({ state: 'closed' })}>
          <p>
            This device's saved shoots, notes, sight marks and profile will be replaced by the backup's (
            {restoring.backup.historyCount} shoots). A copy of this device's data is stored on the server
            first, under your recovery code, so nothing is lost. A round you are scoring stays.
          </p>
          <div className="save-shoot-actions">
            <button
              type="button"
              className="button-secondary"
              onClick={() => setRestoring({ state: 'closed' })}
            >
              Keep this device's data
            </button>
            <button
              type="button"
              className="plain-button danger data-button-danger"
              disabled={restoring.state === 'restoring'}
              onClick={() => void restore(restoring.backup)}
            >
              {restoring.state === 'restoring' ? 'Restoring…' : 'Replace with this backup'}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
