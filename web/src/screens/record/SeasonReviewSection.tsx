import { useId, useState } from 'react';
import { classLabel } from '../../../../shared/ledger/claims.js';
import type { BowLedger } from '../../../../shared/ledger/ledger.js';
import { claimText, dayText, ledgerKey } from './record-words.js';
import { useSeasonReview } from './use-official-record.js';

/** A look back at any season of the ledger: best scores, handicap start and end, classes, arrows. */
export function SeasonReviewSection({ bow }: { bow: BowLedger }) {
  const pickerId = useId();
  const seasons = bow.periods.map((p) => p.period.label).reverse();
  // The latest season with a shoot in it: a season just begun has nothing to look back on yet.
  const lastShot = [...bow.handicapSteps].reverse().find((step) => step.shootId !== null)?.period;
  const [period, setPeriod] = useState(lastShot ?? seasons[0] ?? '');
  const review = useSeasonReview(
    period ? { bowStyle: bow.bowStyle, environment: bow.environment, period } : null,
  );
  const titleId = `${ledgerKey(bow)}-review`;
  return (
    <section className="record-section" aria-labelledby={titleId}>
      <h2 id={titleId}>Season review</h2>
      <div className="record-picker">
        <label htmlFor={pickerId}>Season</label>
        <select id={pickerId} value={period} onChange={(event) => setPeriod(event.target.value)}>
          {seasons.map((label) => (
            <option key={label} value={label}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {review?.state === 'loading' && <p aria-live="polite">Looking back…</p>}
      {review?.state === 'failed' && <p role="alert">{review.message}</p>}
      {review?.state === 'ready' && (
        <div data-testid="season-review">
          <dl className="record-facts">
            <div>
              <dt>Handicap at the start</dt>
              <dd>{review.value.handicapAtStart ?? '–'}</dd>
            </div>
            <div>
              <dt>Handicap at the end</dt>
              <dd>{review.value.handicapAtEnd ?? '–'}</dd>
            </div>
            <div>
              <dt>Held at the start</dt>
              <dd>{classLabel(bow.environment, review.value.heldAtStart)}</dd>
            </div>
            <div>
              <dt>Carried into the next season</dt>
              <dd>{classLabel(bow.environment, review.value.carriedIntoNext)}</dd>
            </div>
            <div>
              <dt>Shoots</dt>
              <dd>{review.value.shoots}</dd>
            </div>
            <div>
              <dt>Arrows (complete rounds)</dt>
              <dd>{review.value.arrows.toLocaleString('en-GB')}</dd>
            </div>
          </dl>
          {review.value.claims.length > 0 && (
            <ul className="record-claims">
              {review.value.claims.map((claim) => (
                <li key={claim.class}>{claimText(claim, bow.environment)}</li>
              ))}
            </ul>
          )}
          <h3>Best score on each round</h3>
          <ul className="record-best">
            {review.value.bestScores.map((best) => (
              <li key={best.round}>
                {best.label.replace(/ \d+ \w+$/, '')}: <strong>{best.score}</strong> on {dayText(best.date)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
