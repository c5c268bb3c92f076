import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { LedgerExtras, OfficialRecordView } from '../../../../shared/contract/engine.js';
import { classLabel } from '../../../../shared/ledger/claims.js';
import type { BowLedger } from '../../../../shared/ledger/ledger.js';
import { seasonShotIn } from '../../../../shared/time/seasons.js';
import { TimeChart, type TimeSeries } from '../../charts/TimeChart.js';
import { ClaimScoresheets } from './ClaimScoresheets.js';
import { ExportRecordCsv } from './ExportRecordCsv.js';
import { GoldenRecordsExport } from '../data/GoldenRecordsExport.js';
import {
  claimText,
  handicapNowText,
  lastChangeText,
  ledgerKey,
  ledgerName,
  maintainedText,
  missingEvidenceText,
  needWordsExplained,
  seasonRows,
  settingsLines,
} from './record-words.js';
import { SeasonReviewSection } from './SeasonReviewSection.js';
import { useOfficialRecord } from './use-official-record.js';
import './record.css';

function HandicapChart({ bow }: { bow: BowLedger }) {
  const steps = bow.handicapSteps;
  const series: TimeSeries[] = [
    {
      label: 'Each shoot’s handicap',
      values: steps.map((s) => s.shootHandicap),
      colour: 'muted',
      style: 'dots',
    },
    {
      label: 'Official (running) handicap',
      values: steps.map((s) => s.handicap),
      colour: 'accent',
      style: 'steps',
    },
  ];
  const times = steps.map((s) => Date.parse(`${s.date}T12:00:00Z`) / 1000);
  const change = lastChangeText(bow.handicapSteps);
  return (
    <TimeChart
      label={`${ledgerName(bow)} handicap over time`}
      times={times}
      series={series}
      valueName="Handicap"
    >
      {bow.handicapSteps.length === 0
        ? 'No shoots yet.'
        : `${change ?? 'No handicap yet.'} A lower handicap is better.`}
    </TimeChart>
  );
}

function SeasonTable({ bow }: { bow: BowLedger }) {
  const rows = seasonRows(bow);
  return (
    // Scrolls sideways on a narrow phone, so it can be focused and scrolled from the keyboard too.
    <div className="record-table-wrap" tabIndex={0} role="region" aria-label="Season by season">
      <table className="record-table" data-testid="season-table">
        <caption>
          Season by season, newest first: handicap at its start and end, class held at its end
        </caption>
        <thead>
          <tr>
            <th scope="col">Season</th>
            <th scope="col">Start</th>
            <th scope="col">End</th>
            <th scope="col">Held</th>
            <th scope="col">Claims</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.period}>
              <th scope="row">{row.period}</th>
              <td>{row.handicapAtStart ?? '–'}</td>
              <td>{row.handicapAtEnd ?? '–'}</td>
              <td>{row.heldAtEnd}</td>
              <td>{row.claims || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Classification({ bow, extras }: { bow: BowLedger; extras: LedgerExtras | undefined }) {
  const current = bow.periods[bow.periods.length - 1];
  if (!current) return null;
  const claims = bow.periods.flatMap((p) => p.claims.map((claim) => ({ claim, period: p.period.label })));
  // Met but not yet claimable, in any season: shown with what is missing, never hidden.
  const missing = [...bow.periods]
    .reverse()
    .flatMap((p) =>
      p.met.map((met) => ({ period: p.period.label, line: missingEvidenceText(met, bow.environment) })),
    )
    .filter((m): m is { period: string; line: string } => m.line !== null);
  return (
    <section className="record-section" aria-labelledby={`${ledgerKey(bow)}-class`}>
      <h2 id={`${ledgerKey(bow)}-class`}>Classification</h2>
      <p data-testid="held">
        Held in {current.period.label}: <strong>{classLabel(bow.environment, current.held)}</strong>
        {current.maintainedAt !== null &&
          ` (${maintainedText(classLabel(bow.environment, current.maintainedAt))})`}
      </p>
      <h3>Claims to make</h3>
      {claims.length === 0 ? (
        <p>No claim yet.</p>
      ) : (
        <ul className="record-claims" data-testid="claims">
          {[...claims].reverse().map(({ claim, period }) => (
            <li key={`${period}-${claim.class}`}>
              <span className="record-claim-text">
                <span className="record-period">{period}</span> {claimText(claim, bow.environment)}
              </span>
              <ClaimScoresheets claim={claim} label={classLabel(bow.environment, claim.class)} />
            </li>
          ))}
        </ul>
      )}
      {missing.length > 0 && (
        <ul className="record-missing" data-testid="needs-witness">
          {missing.map(({ period, line }) => (
            <li key={`${period}-${line}`}>
              <span className="record-period">{period}</span> {line}
            </li>
          ))}
        </ul>
      )}
      <h3>Rounds to the next class</h3>
      {extras && extras.needs.length > 0 ? (
        <>
          <ul className="record-needs" data-testid="needs">
            {extras.needs.map((need) => (
              <li key={need.tier}>{need.line}</li>
            ))}
          </ul>
          {needWordsExplained(extras.needs.map((need) => need.tier)).map((line) => (
            <p key={line} className="record-note">
              {line}
            </p>
          ))}
        </>
      ) : (
        <p>Nothing better to claim on {extras?.needsRound ?? 'this round'}.</p>
      )}
    </section>
  );
}

function Ledger({ view, bow }: { view: OfficialRecordView; bow: BowLedger }) {
  const extras = view.extras.find((e) => e.bowStyle === bow.bowStyle && e.environment === bow.environment);
  return (
    <>
      <section className="record-section" aria-labelledby={`${ledgerKey(bow)}-handicap`}>
        <h2 id={`${ledgerKey(bow)}-handicap`}>Handicap</h2>
        <p className="record-now">
          Official handicap now: <strong data-testid="handicap-now">{handicapNowText(bow)}</strong>
        </p>
        <HandicapChart bow={bow} />
        <SeasonTable bow={bow} />
      </section>
      <Classification bow={bow} extras={extras} />
      <SeasonReviewSection bow={bow} />
    </>
  );
}

function Record({ view }: { view: OfficialRecordView }) {
  const pickerId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const ledgers = view.ledger.ledgers;
  // Until the archer picks one: the ledger of the season they are shooting in now (indoors in November).
  const shootingNow = seasonShotIn(view.today);
  const bow =
    ledgers.find((l) => ledgerKey(l) === chosen) ??
    ledgers.find((l) => l.environment === shootingNow) ??
    ledgers[0];
  return (
    <>
      {view.asksYearOfBirth && (
        <p className="record-note">
          Add your year of birth in your <Link href="/you">profile</Link>: a junior’s age group is then worked
          out on each shoot’s date.
        </p>
      )}
      {bow ? (
        <>
          {ledgers.length > 1 && (
            <div className="record-picker">
              <label htmlFor={pickerId}>Bow style and indoor or outdoor</label>
              <select
                id={pickerId}
                value={ledgerKey(bow)}
                onChange={(event) => setChosen(event.target.value)}
              >
                {ledgers.map((l) => (
                  <option key={ledgerKey(l)} value={ledgerKey(l)}>
                    {ledgerName(l)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <h2 className="record-ledger-name" data-testid="ledger-name">
            {ledgerName(bow)}
          </h2>
          <Ledger key={ledgerKey(bow)} view={view} bow={bow} />
        </>
      ) : (
        <p>
          No shoot counts for your record yet: save a complete round of a named round (a York, a Portsmouth…)
          with your bow style and gender in your profile.
        </p>
      )}
      <section className="record-section" aria-labelledby="record-rules">
        <h2 id="record-rules">The rules used</h2>
        <ul className="record-settings">
          {settingsLines(view.ledger.settings).map((line) => (
            <li key={line}>{line}</li>
          ))}
          <li>Seasons are Archery GB’s: outdoors the calendar year, indoors 1 July to 30 June.</li>
        </ul>
        {view.outside.length > 0 && (
          <details className="record-outside">
            <summary>
              {view.outside.length} {view.outside.length === 1 ? 'shoot is' : 'shoots are'} not in your record
            </summary>
            <ul>
              {view.outside.map((shoot) => (
                <li key={shoot.id}>{shoot.message}</li>
              ))}
            </ul>
          </details>
        )}
        <ExportRecordCsv className="button-secondary" />
      </section>
      <GoldenRecordsExport className="record-section" />
    </>
  );
}

/** My record (route /my-record): the archer's official handicap and classifications, as a records officer sees them. */
export default function MyRecordScreen() {
  const record = useOfficialRecord();
  return (
    <section className="my-record" aria-labelledby="my-record-title">
      <h1 id="my-record-title">My record</h1>
      {record.state === 'loading' && <p aria-live="polite">Working out your record…</p>}
      {record.state === 'failed' && <p role="alert">Your record could not be worked out: {record.message}</p>}
      {record.state === 'ready' && <Record view={record.value} />}
    </section>
  );
}
