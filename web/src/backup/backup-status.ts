import { retryDelayAfter } from '../retry-schedule.js';
import type { BackupContext } from './backup-machine.js';

/** The machine's states, as the status line names them. */
export type BackupStateName =
  | 'starting'
  | 'loaded'
  | 'off'
  | 'idle'
  | 'settling'
  | 'ready'
  | 'waitingForNetwork'
  | 'backingUp'
  | 'stored'
  | 'failedOnce'
  | 'retrying'
  | 'abandoned';

function when(iso: string, now: Date): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return 'at an unknown time';
  const sameDay = at.toDateString() === now.toDateString();
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return sameDay
    ? `today at ${time}`
    : `on ${at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })} at ${time}`;
}

/** What the server does not have yet, after the time of the last backup it acknowledged. */
function owedWords(changes: number): string {
  if (changes <= 0) return '.';
  return ` · ${changes} ${changes === 1 ? 'change' : 'changes'} not backed up yet`;
}

/**
 * The cloud backup's state in plain words for the archer (the role=status line of the Data screen).
 * `lastBackupDate` is the profile's, for a device that backed up before this visit. The words never
 * claim more than the server has acknowledged: while a change is owed, they say so.
 */
export function backupStatusText(
  state: BackupStateName,
  context: Pick<BackupContext, 'failures' | 'lastError' | 'lastBackupAt' | 'changesNotBackedUp'>,
  lastBackupDate: string | null,
  now: Date,
): string {
  const last = context.lastBackupAt ?? lastBackupDate;
  switch (state) {
    case 'starting':
    case 'loaded':
      return 'Checking what is backed up…';
    case 'off':
      return 'Cloud backup is off: your data is only on this device.';
    case 'idle':
      return last
        ? `Backed up ${when(last, now)}${owedWords(context.changesNotBackedUp)}`
        : 'Cloud backup is on. Nothing has been backed up yet.';
    case 'settling':
    case 'ready':
    case 'backingUp':
    case 'stored':
    case 'failedOnce':
      return 'Backing up…';
    case 'waitingForNetwork':
      return 'No connection: the backup will be made when you are back online.';
    case 'retrying': {
      const delay = retryDelayAfter(context.failures);
      return `Retrying in ${delay / 1000} s (${context.lastError ?? 'unknown error'})`;
    }
    case 'abandoned':
      return `Backup failed: ${context.lastError ?? 'unknown error'}. It will try again after your next change, or tap Back up now.`;
  }
}
