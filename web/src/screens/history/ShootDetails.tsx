import type { HistoryItemView } from '../../../../shared/contract/historyViews.js';
import { endWords } from '../../../../shared/rounds/endWord.js';
import { formatDuration } from '../../../../shared/scoring/duration.js';
import { categoryWords } from '../profile/profile-form.js';
import { classificationFullName, classificationNameOf } from './classification-ladder.js';
import { ClassificationBadge } from './ClassificationBadge.js';
import { unclassifiedWords } from './classification-words.js';
import { scorerWords, shootDateAndTime, shootPlace } from './shoot-format.js';

/** The facts of one saved shoot: what it scored, what that earned and as whom, when, how long and where. */
export function ShootDetails({ shoot }: { shoot: HistoryItemView }) {
  const classification = classificationNameOf(shoot);
  // A shoot that could not earn a class says why (a VI round, a field shoot before 2025) rather than U/C.
  const unclassified = unclassifiedWords(shoot);
  const duration = formatDuration(shoot.shootDuration);
  const place = shootPlace(shoot.location);
  // The category the handicap and classification were worked out for: it matters on a record claim.
  const shotAs = categoryWords(shoot.userProfile ?? {});
  return (
    <dl className="shoot-details">
      <div>
        <dt>Score</dt>
        <dd className="shoot-score">
          {shoot.score}
          {shoot.topScore && (
            <span className="top-score-mark" title="Personal best">
              <span aria-hidden="true">★ </span>PB
            </span>
          )}
        </dd>
      </div>
      {shoot.complete === false ? (
        <div>
          <dt>Round</dt>
          <dd>
            <span className="incomplete-mark" data-testid="incomplete-mark">
              Incomplete
            </span>{' '}
            no handicap or classification, not counted for records
          </dd>
        </div>
      ) : (
        <>
          <div>
            <dt>Handicap</dt>
            <dd>{shoot.handicap ?? 'None'}</dd>
          </div>
          <div>
            <dt>Classification</dt>
            {unclassified !== null ? (
              <dd data-testid="shoot-classification">{unclassified}</dd>
            ) : (
              <dd data-testid="shoot-classification">
                <ClassificationBadge name={classification} /> {classificationFullName(classification)}
                {shoot.classification && (
                  <span className="shoot-scheme"> ({shoot.classification.scheme})</span>
                )}
              </dd>
            )}
          </div>
        </>
      )}
      {shotAs && (
        <div>
          <dt>Shot as</dt>
          <dd>{shotAs}</dd>
        </div>
      )}
      <div>
        <dt>Date</dt>
        <dd>{shootDateAndTime(shoot.date)}</dd>
      </div>
      <div>
        <dt>Arrows</dt>
        <dd>
          {shoot.scores.length}
          {shoot.averagePerEnd !== null &&
            ` (${shoot.averagePerEnd} per ${endWords(shoot.round?.discipline ?? 'target').noun})`}
        </dd>
      </div>
      {duration && (
        <div>
          <dt>Duration</dt>
          <dd>{duration}</dd>
        </div>
      )}
      {place && (
        <div>
          <dt>Location</dt>
          <dd>{place}</dd>
        </div>
      )}
      {shoot.card !== null && (
        <div>
          <dt>Scored by</dt>
          <dd data-testid="shoot-scorer">{scorerWords(shoot.card)}</dd>
        </div>
      )}
    </dl>
  );
}
