import { memo } from 'react';
import type { CurrentShootView, ScorecardView } from '../../../../shared/contract/engine.js';
import type { PortraitEndRow } from '../../../../shared/scoring/portraitScorecard.js';

/** The end being shot (arrows best first, as archers write them) and the one before it. */
function latestEnds(scorecard: ScorecardView | null): {
  current: PortraitEndRow | null;
  last: PortraitEndRow | null;
} {
  const ends = (scorecard?.portrait.rows ?? []).filter((row): row is PortraitEndRow => row.kind === 'end');
  const newest = ends.at(-1) ?? null;
  if (newest && newest.end.emptySlots > 0) return { current: newest, last: ends.at(-2) ?? null };
  return { current: null, last: newest };
}

interface ShootSummaryProps {
  shoot: CurrentShootView;
  scorecard: ScorecardView | null;
}

/**
 * The numbers an archer looks at between ends, always on screen above the keypad: running total, this
 * end, hits / golds / Xs, and what the shoot is on track for.
 */
export const ShootSummary = memo(function ShootSummary({ shoot, scorecard }: ShootSummaryProps) {
  const { current, last } = latestEnds(scorecard);
  const { totals, round } = shoot;
  const arrowsInEnd = current?.end.arrows ?? [];
  const emptySlots = current ? current.end.emptySlots : round.endSize;
  return (
    <div className="shoot-summary">
      <div className="shoot-summary-main">
        <p className="shoot-running-total">
          <span className="shoot-summary-caption">Total</span>
          <output aria-label="Running total">{shoot.runningTotal}</output>
        </p>
        <div className="shoot-current-end">
          <span className="shoot-summary-caption">End {shoot.currentEndNumber}</span>
          <ol className="end-strip" aria-label={`End ${shoot.currentEndNumber} arrows`}>
            {arrowsInEnd.map((cell) => (
              <li key={cell.index} className={`end-strip-arrow${cell.isGold ? ' end-strip-gold' : ''}`}>
                {cell.value}
              </li>
            ))}
            {Array.from({ length: emptySlots }, (_, slot) => (
              <li key={`empty-${slot}`} className="end-strip-arrow end-strip-empty" aria-hidden="true" />
            ))}
          </ol>
          <span className="shoot-end-total" aria-label="End total">
            {current ? current.end.total : 0}
          </span>
        </div>
      </div>
      <dl className="shoot-tallies">
        <div>
          <dt>Hits</dt>
          <dd>{totals.hits}</dd>
        </div>
        <div>
          <dt>Golds</dt>
          <dd>{totals.golds}</dd>
        </div>
        {round.hasX && (
          <div>
            <dt>Xs</dt>
            <dd>{totals.xs}</dd>
          </div>
        )}
        <div>
          <dt>Arrows</dt>
          <dd>
            {shoot.arrows.length}
            {round.maxArrows !== null && `/${round.maxArrows}`}
          </dd>
        </div>
        {last && (
          <div>
            <dt>Last end</dt>
            <dd>{last.end.total}</dd>
          </div>
        )}
      </dl>
      <Estimate shoot={shoot} />
      {shoot.distanceSubtotals.length > 0 && (
        <ul className="shoot-distances" aria-label="Distance subtotals">
          {shoot.distanceSubtotals.map((subtotal) => (
            <li key={subtotal.distanceIndex}>
              <strong>{subtotal.distance !== null ? `${subtotal.distance}${subtotal.unit}` : 'All'}</strong>{' '}
              {subtotal.score} · {subtotal.hits} hits · {subtotal.golds} golds
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

/** Spec section 5 estimate: what the archer can still reach, and the classification that would earn. */
function Estimate({ shoot }: { shoot: CurrentShootView }) {
  const { estimate, round } = shoot;
  if (shoot.arrows.length === 0 || round.isPracticeRound) return null;
  const onTrack252 = shoot.twoFiftyTwo.filter((progress) => progress.onTrack);
  return (
    <p className="shoot-estimate">
      {estimate.averagePerEnd !== null && <span>Average {estimate.averagePerEnd} an end. </span>}
      {estimate.remainingArrows > 0 && <span>Best possible {estimate.projectedScore}. </span>}
      {estimate.bestPossibleClassification ? (
        <span>
          On track for <strong>{estimate.bestPossibleClassification.name}</strong>.
        </span>
      ) : (
        <span className="shoot-estimate-hint">Fill in your profile to see your classification.</span>
      )}
      {onTrack252.map((progress) => (
        <span key={progress.distanceIndex}>
          {' '}
          On track for 252 at {progress.distance}
          {progress.unit}.
        </span>
      ))}
    </p>
  );
}
