import { memo } from 'react';
import type { CurrentShootView, ScorecardView } from '../../../../shared/contract/engine.js';
import type { PortraitEndRow } from '../../../../shared/scoring/portraitScorecard.js';

/**
 * The end on show: the newest end with arrows, kept in view once complete so the archer can check it
 * before the next arrow starts a new one; and the end before it.
 */
function latestEnds(scorecard: ScorecardView | null): {
  shown: PortraitEndRow | null;
  previous: PortraitEndRow | null;
} {
  const ends = (scorecard?.portrait.rows ?? []).filter((row): row is PortraitEndRow => row.kind === 'end');
  return { shown: ends.at(-1) ?? null, previous: ends.at(-2) ?? null };
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
  const { shown, previous } = latestEnds(scorecard);
  const { totals, round } = shoot;
  const endNumber = shown?.end.endNumber ?? 1;
  const arrowsInEnd = shown?.end.arrows ?? [];
  const emptySlots = shown ? shown.end.emptySlots : round.endSize;
  return (
    <div className="shoot-summary">
      <div className="shoot-summary-main">
        <p className="shoot-running-total">
          <span className="shoot-summary-caption">Total</span>
          <output aria-label="Running total">{shoot.runningTotal}</output>
        </p>
        <div className="shoot-current-end">
          <span className="shoot-summary-caption">End {endNumber}</span>
          <ol className="end-strip" aria-label={`End ${endNumber} arrows`}>
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
            {shown ? shown.end.total : 0}
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
        {previous && (
          <div>
            <dt>End {previous.end.endNumber}</dt>
            <dd>{previous.end.total}</dd>
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

/**
 * Spec section 5 estimate. "On track for" is what the current average projects to over the round; the
 * best possible score (every arrow left at the top value) is named as such, since after one end it
 * always reaches the top class and says little.
 */
function Estimate({ shoot }: { shoot: CurrentShootView }) {
  const { estimate, round } = shoot;
  if (shoot.arrows.length === 0 || round.isPracticeRound) return null;
  const onTrack252 = shoot.twoFiftyTwo.filter((progress) => progress.onTrack);
  const categoryKnown = estimate.bestPossibleClassification !== null;
  return (
    <p className="shoot-estimate">
      {estimate.averagePerEnd !== null && <span>Average {estimate.averagePerEnd} an end. </span>}
      {estimate.paceScore !== null && estimate.remainingArrows > 0 && (
        <span>
          On pace for {estimate.paceScore}
          {estimate.onTrackClassification && (
            <>
              : on track for <strong>{estimate.onTrackClassification.name}</strong>
            </>
          )}
          .{' '}
        </span>
      )}
      {estimate.remainingArrows > 0 && (
        <span>
          Best possible {estimate.projectedScore}
          {estimate.bestPossibleClassification && ` (${estimate.bestPossibleClassification.name})`}.{' '}
        </span>
      )}
      {!categoryKnown && round.hasClassification && (
        <span className="shoot-estimate-hint">Fill in your profile to see your classification.</span>
      )}
      {!round.hasClassification && (
        <span className="shoot-estimate-hint">This round has no classification.</span>
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
