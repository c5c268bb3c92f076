import { useEffect, useState, type FormEvent } from 'react';
import type { AdminBackupSummary } from '../../../../shared/backups/types.js';
import { listBackups, PAGE_SIZE } from './admin-api.js';
import { formatSize, formatWhen } from './format.js';

type Listing =
  | { state: 'loading'; search: string }
  | { state: 'failed'; search: string; message: string }
  | { state: 'listed'; search: string; backups: AdminBackupSummary[]; total: number; loadingMore: boolean };

/** Every backup, newest first, searchable by user name, recovery code or device id. */
export function BackupList({
  idToken,
  onOpen,
}: {
  idToken: string;
  onOpen: (backup: AdminBackupSummary) => void;
}) {
  const [draft, setDraft] = useState('');
  const [listing, setListing] = useState<Listing>({ state: 'loading', search: '' });
  const search = listing.search;

  useEffect(() => {
    let live = true;
    void listBackups(idToken, search, 0).then((result) => {
      if (!live) return;
      setListing(
        result.ok
          ? {
              state: 'listed',
              search,
              backups: result.value.backups,
              total: result.value.total,
              loadingMore: false,
            }
          : { state: 'failed', search, message: result.error.message },
      );
    });
    return () => {
      live = false;
    };
  }, [idToken, search]);

  function find(event: FormEvent) {
    event.preventDefault();
    setListing({ state: 'loading', search: draft.trim() });
  }

  async function loadMore() {
    if (listing.state !== 'listed') return;
    setListing({ ...listing, loadingMore: true });
    const result = await listBackups(idToken, listing.search, listing.backups.length);
    setListing((now) =>
      now.state !== 'listed' || now.search !== listing.search
        ? now
        : result.ok
          ? {
              ...now,
              backups: [...now.backups, ...result.value.backups],
              total: result.value.total,
              loadingMore: false,
            }
          : { state: 'failed', search: now.search, message: result.error.message },
    );
  }

  return (
    <>
      <form className="debugger-search" role="search" onSubmit={find}>
        <label htmlFor="debugger-search">Search backups</label>
        <input
          id="debugger-search"
          type="search"
          value={draft}
          placeholder="Name, code or device id"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="debugger-button">
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
      {listing.state === 'listed' && listing.backups.length > 0 && (
        // Focusable so a keyboard can scroll the wide table sideways on a phone.
        <div className="debugger-table-scroll" role="region" aria-label="Backups" tabIndex={0}>
          <table className="debugger-table">
            <caption className="debugger-hidden">Backups, newest first</caption>
            <thead>
              <tr>
                <th scope="col">User name</th>
                <th scope="col">Owner</th>
                <th scope="col">Date</th>
                <th scope="col">Shoots</th>
                <th scope="col">Notes</th>
                <th scope="col">Sight marks</th>
                <th scope="col">Size</th>
                <th scope="col">
                  <span className="debugger-hidden">Open</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {listing.backups.map((backup) => (
                <tr key={backup.key}>
                  <th scope="row">{backup.userName}</th>
                  <td>{backup.owner === 'user' ? 'Account' : 'Device'}</td>
                  <td>{formatWhen(backup.timestamp)}</td>
                  <td>{backup.historyCount}</td>
                  <td>{backup.notesCount}</td>
                  <td>{backup.sightMarksCount}</td>
                  <td>{formatSize(backup.sizeBytes)}</td>
                  <td>
                    <button
                      type="button"
                      className="debugger-button"
                      aria-label={`Open the backup of ${backup.userName} from ${formatWhen(backup.timestamp)}`}
                      onClick={() => onOpen(backup)}
                    >
                      Open
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {listing.state === 'listed' && listing.backups.length < listing.total && (
        <button
          type="button"
          className="debugger-button"
          disabled={listing.loadingMore}
          onClick={() => void loadMore()}
        >
          {listing.loadingMore
            ? 'Loading…'
            : `Show ${Math.min(PAGE_SIZE, listing.total - listing.backups.length)} more`}
        </button>
      )}
    </>
  );
}
