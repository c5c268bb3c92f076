import type { BackupCard } from '../../backup/backup-cards.js';
import { backupCounts, backupDate } from '../../backup/backup-words.js';

/** What the archer may do with a card: a signed-out archer cannot open an account's backup. */
export type CardChoice = 'choose' | 'sign-in-first';

/** Where the card's combine stands: not asked, under way, or done (then it is not offered again). */
export type CardCombine = 'ready' | 'combining' | 'combined';

/**
 * One backup found by a recovery code (docs/cloud-backup.md, "Restoring on a new phone"): whose it is,
 * its name, date and counts, then Combine or Replace; an account's backup, to a signed-out archer, says
 * to sign in instead of offering a download the server would refuse. Once combined, the card says so in
 * place of its Combine button: combining the same backup again would add nothing.
 */
export function FoundBackupCard({
  card,
  choice,
  busy,
  combine,
  onCombine,
  onReplace,
}: {
  card: BackupCard;
  choice: CardChoice;
  busy: boolean;
  combine: CardCombine;
  onCombine: () => void;
  onReplace: () => void;
}) {
  const { backup, olderCopies } = card;
  const whose = backup.heldBy === 'account' ? 'Account backup' : 'Phone backup';
  return (
    <li className="backup-card">
      <h3>
        {whose}: {backup.userName}
      </h3>
      <p>
        {backupDate(backup)}. {backupCounts(backup)}.
      </p>
      {olderCopies > 0 && (
        <p className="data-note">
          The newest of {olderCopies + 1} backups from this{' '}
          {backup.heldBy === 'account' ? 'account' : 'phone'}.
        </p>
      )}
      {choice === 'sign-in-first' ? (
        <p className="data-note">
          This backup belongs to an account: <a href="#account-sign-in">sign in to restore this one</a>.
        </p>
      ) : (
        <div className="data-actions">
          {combine === 'combined' ? (
            <p className="backup-card-combined" role="status">
              Combined with this device.
            </p>
          ) : (
            <button type="button" className="data-button" disabled={busy} onClick={onCombine}>
              {combine === 'combining' ? 'Combining…' : 'Combine with this device'}
            </button>
          )}
          <button type="button" className="data-button-quiet" disabled={busy} onClick={onReplace}>
            Replace this device's data
          </button>
        </div>
      )}
    </li>
  );
}
