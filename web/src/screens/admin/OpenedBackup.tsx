import { useEffect, useRef, useState } from 'react';
import { inspectBackup } from '../../../../shared/backups/inspectBackup.js';
import type { AdminBackupSummary, BackupData } from '../../../../shared/backups/types.js';
import { findRound } from '../../../../shared/rounds/catalogue.js';
import { stillLoading, type Loadable } from '../../engine/loadable.js';
import { openBackup } from './admin-api.js';
import { formatDay, formatSize, formatWhen } from './format.js';

type Opening = Loadable<BackupData>;

/** Hands the browser the backup as a file, exactly as the server holds it. */
function download(data: BackupData, summary: AdminBackupSummary): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `backup-${summary.key}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function Summary({ summary }: { summary: AdminBackupSummary }) {
  const rows: Array<[string, string]> = [
    ['Owner', summary.owner === 'user' ? 'Signed-in account' : 'Device'],
    ['User name', summary.userName],
    ['Backup date', formatWhen(summary.timestamp)],
    ['Stored', formatWhen(summary.createdAt)],
    ['Shoots', String(summary.historyCount)],
    ['Notes', String(summary.notesCount)],
    ['Sight marks', String(summary.sightMarksCount)],
    ['Size', formatSize(summary.sizeBytes)],
    ['Recovery code', summary.backupIdentifier ?? 'none'],
    ['Device id', summary.deviceId ?? 'none'],
    ['Account id', summary.userId ?? 'none'],
    ['Key', summary.key],
  ];
  return (
    <dl className="debugger-summary">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One backup: its summary, what the app's import reader makes of it, its shoots, and the raw file. */
export function OpenedBackup({ summary, onBack }: { summary: AdminBackupSummary; onBack: () => void }) {
  const [opening, setOpening] = useState<Opening>(stillLoading);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    let live = true;
    void openBackup(summary.key).then((result) => {
      if (live)
        setOpening(
          result.ok
            ? { state: 'ready', value: result.value.data }
            : { state: 'failed', message: result.error.message },
        );
    });
    return () => {
      live = false;
    };
  }, [summary.key]);

  const inspection = opening.state === 'ready' ? inspectBackup(opening.value, findRound) : null;

  return (
    <article className="debugger-backup" aria-labelledby="opened-backup-title">
      <button type="button" className="plain-button raised debugger-button" onClick={onBack}>
        Back to all backups
      </button>
      <h2 id="opened-backup-title" ref={heading} tabIndex={-1}>
        Backup of {summary.userName}
      </h2>
      <Summary summary={summary} />
      {opening.state === 'loading' && <p role="status">Opening the backup…</p>}
      {opening.state === 'failed' && <p role="alert">The backup could not be opened: {opening.message}</p>}
      {opening.state === 'ready' && inspection !== null && (
        <>
          <button
            type="button"
            className="plain-button raised debugger-button"
            onClick={() => download(opening.value, summary)}
          >
            Download JSON
          </button>
          <section aria-labelledby="backup-problems-title">
            <h3 id="backup-problems-title">Problems found by the import reader</h3>
            {inspection.problems.length === 0 ? (
              <p>None: the app reads every item of this backup.</p>
            ) : (
              <ul className="debugger-problems">
                {inspection.problems.map((problem, index) => (
                  <li key={index}>{problem.message}</li>
                ))}
              </ul>
            )}
            {inspection.importErrors.length > 0 && (
              <>
                <p>What the archer sees when combining it:</p>
                <ul className="debugger-problems">
                  {inspection.importErrors.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <section aria-labelledby="backup-shoots-title">
            <h3 id="backup-shoots-title">Shoots ({inspection.shoots.length})</h3>
            {inspection.shoots.length === 0 ? (
              <p>No readable shoot.</p>
            ) : (
              <div className="debugger-table-scroll" role="region" aria-label="Shoots" tabIndex={0}>
                <table className="debugger-table">
                  <caption className="visually-hidden">Shoots in this backup, in stored order</caption>
                  <thead>
                    <tr>
                      <th scope="col">#</th>
                      <th scope="col">Date</th>
                      <th scope="col">Round</th>
                      <th scope="col">Score</th>
                      <th scope="col">Arrows</th>
                    </tr>
                  </thead>
                  <tbody>
                    {inspection.shoots.map((shoot) => (
                      <tr key={shoot.position}>
                        <td>{shoot.position}</td>
                        <td>{formatDay(shoot.date)}</td>
                        <th scope="row">
                          {shoot.gameType}
                          {!shoot.knownRound && ' (unknown round)'}
                        </th>
                        <td>{shoot.score}</td>
                        <td>{shoot.arrows}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </article>
  );
}
