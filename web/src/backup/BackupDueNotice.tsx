import { useState } from 'react';
import { Link } from 'wouter';
import { useProfile } from '../engine/use-profile.js';
import { isBackupDue } from './backup-settings.js';
import { useCloudBackup } from './cloud-backup.js';

const SHOWN_KEY = 'backup-due-shown';

function alreadyShown(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(SHOWN_KEY) === 'yes';
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    globalThis.sessionStorage?.setItem(SHOWN_KEY, 'yes');
  } catch {
    // Storage blocked: the notice may show again on the next visit, which is harmless.
  }
}

/**
 * docs/product.md section 4: a backup is due when the last is over a month old or there never was one. The score
 * card says so once per visit, between rounds only (the caller leaves it out while arrows are on the card).
 */
export function BackupDueNotice() {
  const backup = useCloudBackup();
  const { value: profile } = useProfile();
  const [dismissed, setDismissed] = useState(alreadyShown);
  if (dismissed || profile.state !== 'ready') return null;
  if (!isBackupDue(backup.context.lastBackupAt ?? profile.value.lastBackupDate, new Date())) return null;

  const dismiss = () => {
    markShown();
    setDismissed(true);
  };
  return (
    <aside className="backup-due-notice" aria-label="Backup due">
      <p>
        {profile.value.lastBackupDate
          ? 'Your last backup is over a month old.'
          : 'Your scores are only on this phone: nothing has been backed up yet.'}{' '}
        <Link href="/data" onClick={markShown}>
          Back up now
        </Link>
      </p>
      <button type="button" className="button-secondary" onClick={dismiss}>
        Not now
      </button>
    </aside>
  );
}
