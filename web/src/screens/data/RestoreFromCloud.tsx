import { useState } from 'react';
import type { BackupSummary } from '../../../../shared/backups/types.js';
import { readRecoveryCode } from '../../../../shared/backups/recoveryCode.js';
import { combineErrorToast } from '../../../../shared/history/combineToast.js';
import { useSignedInAccount } from '../../account/signed-in-account.js';
import { downloadBackup, findBackupsByCode } from '../../backup/backup-api.js';
import { backupCards } from '../../backup/backup-cards.js';
import { linkRecoveryCode } from '../../backup/conflict-check.js';
import { combineBackupIn, restoreInPlace } from '../../backup/restore-flow.js';
import { useEngine } from '../../engine/engine-context.js';
import { Modal } from '../../components/Modal.js';
import { BackupSearchForm, useBackupFinder } from './BackupSearch.js';
import { FindByName } from './FindByName.js';
import { FoundBackupCard, type CardCombine } from './FoundBackupCard.js';
import { useToasts } from '../../components/toasts.js';

type Restoring =
  | { state: 'closed' }
  | { state: 'confirming'; backup: BackupSummary }
  | { state: 'restoring'; backup: BackupSummary };

/**
 * Restoring on a new phone as a guided flow (docs/cloud-backup.md, "Restoring on a new phone"): sign
 * in, or type the other device's recovery code (read forgivingly); then one card per phone or account
 * that backed up under it; then Combine (the merge rules of docs/product.md section 5: nothing
 * duplicated, this device's profile keeps its own non-empty values) or Replace.
 */
export function RestoreFromCloud() {
  const engine = useEngine();
  const toasts = useToasts();
  const signedIn = useSignedInAccount() !== null;
  const finder = useBackupFinder({ asked: readRecoveryCode, lookUp: findBackupsByCode });
  const { search } = finder;
  // Each card's combine, by backup key: a card not listed has not been combined yet.
  const [combines, setCombines] = useState<ReadonlyMap<string, Exclude<CardCombine, 'ready'>>>(new Map());
  const [restoring, setRestoring] = useState<Restoring>({ state: 'closed' });
  const combineOf = (key: string): CardCombine => combines.get(key) ?? 'ready';
  const setCombine = (key: string, combine: CardCombine) =>
    setCombines((all) => {
      const next = new Map(all);
      if (combine === 'ready') next.delete(key);
      else next.set(key, combine);
      return next;
    });

  async function combine(backup: BackupSummary) {
    setCombine(backup.key, 'combining');
    const toastsToShow = await downloadBackup(backup.key).then(
      (data) => combineBackupIn(engine, data),
      (error: unknown) => [combineErrorToast(error instanceof Error ? error.message : String(error))],
    );
    for (const toast of toastsToShow) toasts.show(toast.message, toast.type);
    const combined = toastsToShow.every((toast) => toast.type !== 'error');
    if (combined) linkToSearchedCode();
    // Once combined, the card says so: a second combine would add nothing. A failed one may be tried again.
    setCombine(backup.key, combined ? 'combined' : 'ready');
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
    const toast = await restoreInPlace(engine, () => downloadBackup(backup.key));
    toasts.show(toast.message, toast.type);
    if (toast.type === 'success') linkToSearchedCode();
    setRestoring({ state: 'closed' });
  }

  return (
    <section className="data-card" aria-labelledby="restore-title">
      <h2 id="restore-title">Bring in another device's backup</h2>
      <p>
        On a new or second phone: if you signed in on the other one, sign in here (Account, above) and its
        backups come back by themselves. Otherwise type the recovery code the other device shows under Cloud
        backup, in any case, with or without dashes.
      </p>
      <BackupSearchForm
        finder={finder}
        label="Recovery code"
        input={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false }}
        wide
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
            {backupCards(search.backups).map((card) => (
              <FoundBackupCard
                key={card.backup.key}
                card={card}
                choice={card.backup.heldBy === 'account' && !signedIn ? 'sign-in-first' : 'choose'}
                busy={[...combines.values()].includes('combining') || restoring.state === 'restoring'}
                combine={combineOf(card.backup.key)}
                onCombine={() => void combine(card.backup)}
                onReplace={() => setRestoring({ state: 'confirming', backup: card.backup })}
              />
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
