import { useState } from 'react';
import {
  backUpNow,
  cloudBackupSettings,
  turnOffCloudBackup,
  turnOnCloudBackup,
  useCloudBackup,
} from '../../backup/cloud-backup.js';
import { isBackupDue } from '../../backup/backup-settings.js';
import { backupStatusText, type BackupStateName } from '../../backup/backup-status.js';
import { useToasts } from '../../components/toasts.js';
import { useProfile } from '../../engine/use-profile.js';

/**
 * Cloud backup on the Data screen (docs/product.md sections 4 and 9): off until the archer turns it on, saying what
 * is sent and where; then automatic, with its state in plain words, the recovery code that finds this
 * device's backups from another phone, and "Back up now".
 */
export function CloudBackup() {
  const backup = useCloudBackup();
  const toasts = useToasts();
  const { value: profile } = useProfile();
  const [code] = useState(() => cloudBackupSettings().recoveryCode);
  const state = backup.value as BackupStateName;
  const on = state !== 'off' && state !== 'starting';
  const lastBackupDate = profile.state === 'ready' ? profile.value.lastBackupDate : null;
  const due = isBackupDue(backup.context.lastBackupAt ?? lastBackupDate, new Date());

  async function copyCode() {
    try {
      await navigator.clipboard.writeText(code);
      toasts.show('Recovery code copied.', 'success');
    } catch {
      toasts.show('The recovery code could not be copied: select it and copy it by hand.', 'error');
    }
  }

  async function shareCode() {
    try {
      await navigator.share({
        title: 'Archery Scores recovery code',
        text: `My Archery Scores recovery code: ${code}`,
      });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toasts.show('The recovery code could not be shared.', 'error');
    }
  }

  return (
    <section className="data-card" aria-labelledby="cloud-backup-title">
      <h2 id="cloud-backup-title">Cloud backup</h2>
      <p role="status" className="data-outcome">
        {backupStatusText(state, backup.context, lastBackupDate, new Date())}
      </p>
      {due && (
        <p className="backup-due">
          A backup is due:{' '}
          {lastBackupDate ? 'the last one is over a month old' : 'this device has never been backed up'}.
        </p>
      )}
      {on ? (
        <>
          <p>
            After every saved, imported, changed or deleted shoot and sight mark, this device sends a copy of
            all its data to this app's server. Keep your recovery code somewhere safe: it finds these backups
            from a new phone.
          </p>
          <p className="recovery-code">
            <span id="recovery-code-label">Your recovery code</span>
            <output aria-labelledby="recovery-code-label">{code}</output>
          </p>
          <div className="data-actions">
            <button type="button" className="data-button" onClick={() => void copyCode()}>
              Copy code
            </button>
            {typeof navigator.share === 'function' && (
              <button type="button" className="data-button" onClick={() => void shareCode()}>
                Share code
              </button>
            )}
            <button type="button" className="data-button data-button-primary" onClick={backUpNow}>
              Back up now
            </button>
            <button type="button" className="data-button-quiet" onClick={turnOffCloudBackup}>
              Turn off cloud backup
            </button>
          </div>
        </>
      ) : (
        <>
          <p>
            Turning it on sends every shoot, note, sight mark, your profile and your tip settings to this
            app's server after each change, kept under this device and a recovery code only you are shown.
            Nothing is sent until you turn it on.
          </p>
          <button type="button" className="data-button data-button-primary" onClick={turnOnCloudBackup}>
            Turn on cloud backup
          </button>
        </>
      )}
    </section>
  );
}
