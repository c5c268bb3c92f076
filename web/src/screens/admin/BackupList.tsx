import { useEffect, useState, type FormEvent } from 'react';
import type { AdminBackupSummary } from '../../../../shared/backups/types.js';
import { SearchField } from '../../components/SearchField.js';
import { listBackups, PAGE_SIZE } from './admin-api.js';
import { formatSize, formatWhen, plural } from './format.js';

type Listing =
  | { state: 'loading'; search: string }
  | { state: 'failed'; search: string; message: string }
  | { state: 'listed' | 'loading-more'; search: string; backups: AdminBackupSummary[]; total: number };

/** Every backup, newest first, searchable by user name, recovery code or device id. */
export function BackupList({ onOpen }: { onOpen: (backup: AdminBackupSummary) => void }) {
  const [draft, setDraft] = useState('');
  const [listing, setListing] = useState<Listing>({ state: 'loading', search: '' });
  const search = listing.search;

  useEffect(() => {
    let live = true;
    void listBackups(search, 0).then((result) => {
      if (!live) return;
      setListing(
        result.ok
          ? {
              state: 'listed',
              search,
              backups: result.value.backups,
              total: result.value.total,
            }
          : { state: 'failed', search, message: result.error.message },
      );
    });
    return () => {
      live = false;
    };
  }, [search]);

  function find(event: FormEvent) {
    event.preventDefault();
    setListing({ state: 'loading', search: draft.trim() });
  }

  async function loadMore() {
    if (listing.state !== 'listed') return;
    setListing({ ...listing, state: 'loading-more' });
    const result = await listBackups(listing.search, listing.backups.length);
    setListing((now) =>
      now.state !== 'loading-more' || now.search !== listing.search
        ? now
        : result.ok
          ? {
              ...now,
              state: 'listed',
              backups: [...now.backups, ...result.value.backups],
              total: result.value.total,
            }
          : { state: 'failed', search: now.search, message: result.error.message },
    );
  }

  return (
    <>
      <form className="debugger-search fields" role="search" onSubmit={find}>
        <SearchField
          label="Search backups"
          value={draft}
          placeholder="Name, code or device id"
          onChange={setDraft}
        />
        <button type="submit" className="plain-button raised debugger-button">
          Search
        </button>
      </form>
      <p className="debugger-count" role="status">
        {listing.state === 'loading'
          ? 'Loading backups…'
          : listing.state === 'failed'
            ? `The backups could not be listed: ${listing.message}`
            : `${listing.total} ${listing.total === 1 ? 'backup' : 'backups'}${listing.search ? ` matching "${listing.search}"` : ''}.`}
      </p>
      {(listing.state === 'listed' || listing.state === 'loading-more') && listing.backups.length > 0 && (
        <ul className="debugger-list" aria-label="Backups, newest first">
          {listing.backups.map((backup) => (
            <li key={backup.key} className="debugger-item">
              <p className="debugger-item-title">
                <strong>{backup.userName}</strong>
                <span className="debugger-owner">{backup.owner === 'user' ? 'Account' : 'Device'}</span>
              </p>
              <p>{formatWhen(backup.timestamp)}</p>
              <p className="debugger-counts">
                {plural(backup.historyCount, 'shoot')} · {plural(backup.notesCount, 'note')} ·{' '}
                {plural(backup.sightMarksCount, 'sight mark')} · {formatSize(backup.sizeBytes)}
              </p>
              <button
                type="button"
                className="plain-button raised debugger-button"
                aria-label={`Open the backup of ${backup.userName} from ${formatWhen(backup.timestamp)}`}
                onClick={() => onOpen(backup)}
              >
                Open
              </button>
            </li>
          ))}
        </ul>
      )}
      {(listing.state === 'listed' || listing.state === 'loading-more') &&
        listing.backups.length < listing.total && (
          <button
            type="button"
            className="plain-button raised debugger-button"
            disabled={listing.state === 'loading-more'}
            onClick={() => void loadMore()}
          >
            {listing.state === 'loading-more'
              ? 'Loading…'
              : `Show ${Math.min(PAGE_SIZE, listing.total - listing.backups.length)} more`}
          </button>
        )}
    </>
  );
}
