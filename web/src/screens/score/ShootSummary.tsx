import type { CurrentShootView, ScoreSheet } from '../../../../shared/contract/scoreCardViews.js';
import type { EndCell } from '../../../../shared/scoring/scorecardCells.js';
import { sheetEnds } from '../../scorecard/score-sheet.js';
import { endWords } from '../../../../shared/rounds/endWord.js';
import { tieBreakColumns, totalsColumns } from '../../../../shared/scoring/tieBreaks.js';
import { localDay } from '../../../../shared/time/dates.js';

/** The round being scored is shot today, under today's rules (read when its tallies change, with an arrow). */
function today(): string {
  return localDay(new Date());
}

/** "1 hit", "2 hits": a count with its noun, singular for one. */
function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** "2 golds" where the whole gold counts; where only the inner ring does, the sheet's heading: "10s 2". */
function goldsCount(count: number, label: string): string {
  return label === 'Golds' ? counted(count, 'gold') : `${label} ${count}`;
}

interface ShootSummaryProps {
  shoot: CurrentShootView;
  scorecard: ScoreSheet | null;
}

/** The end before the newest one with arrows. */
function previousEnd(scorecard: ScoreSheet | null): EndCell | null {
  return sheetEnds(scorecard).at(-2) ?? null;
}

/**
 * The round so far, below the range header (reached by scrolling, so its lines may come and go without
 * moving the keys): hits and the tie-break columns of today's rules (Xs then 10s on a WA outdoor round
 * from 2026, golds elsewhere), the end before, what the shoot is on track for, distance subtotals.
 */
export function ShootSummary({ shoot, scorecard }: ShootSummaryProps) {
  const previous = previousEnd(scorecard);
  const { totals, round } = shoot;
  return (
    <div className="shoot-summary">
      <dl className="shoot-tallies">
        {totalsColumns(totals, tieBreakColumns(totals, round, today()), round.hasX).map((column) => (
          <div key={column.label}>
            <dt>{column.label}</dt>
            <dd>{column.count}</dd>
          </div>
        ))}
        <div>
          <dt>Arrows</dt>
          <dd>
            {shoot.arrows.length}
            {round.maxArrows !== null && `/${round.maxArrows}`}
          </dd>
        </div>
        {previous && (
          <div>
            <dt>
              {endWords(round.discipline).title} {previous.endNumber}
            </dt>
            <dd>{previous.total}</dd>
          </div>
        )}
      </dl>
      <Estimate shoot={shoot} />
      {/* A course's distances are the handicap model's groups, not the order it was walked in: not shown. */}
      {shoot.distanceSubtotals.length > 0 && round.discipline !== 'field' && (
        <ul className="shoot-distances" aria-label="Distance subtotals">
          {shoot.distanceSubtotals.map((subtotal) => (
            <li key={subtotal.distanceIndex}>
              <strong>{subtotal.distance !== null ? `${subtotal.distance}${subtotal.unit}` : 'All'}</strong>{' '}
              {subtotal.score} · {counted(subtotal.hits, 'hit')} ·{' '}
              {goldsCount(subtotal.golds, round.goldsLabel)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * docs/product.md section 5 estimate. "On track for" is what the current average projects to over the round; the
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
      {estimate.averagePerEnd !== null && (
        <span>
          Average {estimate.averagePerEnd} {endWords(round.discipline).withArticle}.{' '}
        </span>
      )}
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
        <span className="shoot-estimate-hint">
          {round.discipline === 'vi'
            ? 'No classification for VI rounds.'
            : 'This round has no classification.'}
        </span>
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
