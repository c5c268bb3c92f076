import { Link } from 'wouter';
import type { HistorySummary } from '../../../../shared/contract/historyViews.js';
import { EVENT_STATUS_LABELS, eventStatusOf } from '../../../../shared/history/shootStanding.js';
import { classificationNameOf } from './classification-ladder.js';
import { roundTitle } from '../select-round/round-title.js';
import { ClassificationBadge } from './ClassificationBadge.js';
import { shootDate } from './shoot-format.js';

/**
 * One saved shoot in the list: round, date and status, classification (or Incomplete), score and
 * handicap, PB mark.
 */
export function HistoryRow({ shoot }: { shoot: HistorySummary }) {
  return (
    <Link href={`/history/${shoot.id}`} className="history-row" data-testid="history-row">
      <span className="history-row-what">
        <span className="history-round">{roundTitle(shoot.gameType)}</span>
        <span className="history-when">
          {shootDate(shoot.date)} · {EVENT_STATUS_LABELS[eventStatusOf(shoot)]}
          {/* Arrows short of the round's ends: said with the figures, never padded (missingArrows.ts). */}
          {shoot.missingArrows && (
            <span className="missing-arrows-mark" data-testid="missing-arrows">
              {' '}
              · {shoot.missingArrows.arrowsShot} of {shoot.missingArrows.arrowsInRound} arrows
            </span>
          )}
        </span>
      </span>
      <span className="history-row-marks">
        {shoot.topScore && (
          <span className="top-score-mark" title="Personal best">
            <span aria-hidden="true">★ </span>PB
          </span>
        )}
        {/* An incomplete round has no classification to show: it says why instead. */}
        {shoot.complete === false ? (
          <span className="incomplete-mark" data-testid="incomplete-mark">
            Incomplete
          </span>
        ) : shoot.classification === undefined && shoot.classificationNote !== undefined ? (
          // No class to be had (a VI round, a field shoot before 2025): not U/C; its page says why.
          <span className="no-class-mark" title={shoot.classificationNote} data-testid="no-class-mark">
            No class<span className="visually-hidden">: {shoot.classificationNote}</span>
          </span>
        ) : (
          <ClassificationBadge name={classificationNameOf(shoot)} />
        )}
      </span>
      <span className="history-row-score">
        <span className="history-score">{shoot.score}</span>
        <span className="history-handicap">
          {shoot.handicap === undefined ? 'HC –' : `HC ${shoot.handicap}`}
        </span>
      </span>
    </Link>
  );
}
