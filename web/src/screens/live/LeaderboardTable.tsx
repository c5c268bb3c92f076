import { Link } from 'wouter';
import type { LiveShoot, Participant } from '../../../../shared/live-shoots/types.js';
import { roundTitle } from '../select-round/round-title.js';
import { handicapCell, rankingWords, standingWords } from './ranking-words.js';
import { useTabletWidth } from './use-tablet-width.js';

interface LeaderboardTableProps {
  shoot: LiveShoot;
  /** The participant this device scores as, marked in the table. */
  myParticipantId?: string | null;
  /** When the board may be out of date (no signal): the time it was last updated, and it is greyed. */
  staleSince?: number | null;
}

function clockTime(ms: number): string {
  return new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

/**
 * A live shoot's standings (docs/product.md section 2). On a phone each archer is a card (position,
 * name, total, handicap, on-track class and finished on one line; round, bow and arrows on a second)
 * so nothing hides off the side of a 360 px screen; from tablet width up, the full table. The archer's
 * name opens their scorecard.
 */
export function LeaderboardTable({
  shoot,
  myParticipantId = null,
  staleSince = null,
}: LeaderboardTableProps) {
  const tablet = useTabletWidth();
  return (
    <div className={staleSince === null ? 'leaderboard' : 'leaderboard leaderboard-stale'}>
      {staleSince !== null && (
        <p className="leaderboard-updated">
          Last updated {clockTime(staleSince)}: it catches up when the signal is back.
        </p>
      )}
      <p className="leaderboard-ranking">{rankingWords(shoot.rankedBy)}</p>
      {shoot.participants.length === 0 ? (
        <p>No archers yet: share the join code.</p>
      ) : !tablet ? (
        <ol aria-label="Leaderboard" className="leaderboard-cards">
          {shoot.participants.map((participant) => (
            <LeaderboardCard
              key={participant.id}
              code={shoot.code}
              participant={participant}
              mine={participant.id === myParticipantId}
            />
          ))}
        </ol>
      ) : (
        <div className="leaderboard-scroll">
          <table aria-label="Leaderboard" className="leaderboard-table">
            <thead>
              <tr>
                <th scope="col">Pos</th>
                <th scope="col">Archer</th>
                <th scope="col">Total</th>
                <th scope="col">Arrows</th>
                <th scope="col">Handicap</th>
                <th scope="col">Round</th>
                <th scope="col">Bow</th>
                <th scope="col">On track</th>
                <th scope="col">Standing</th>
              </tr>
            </thead>
            <tbody>
              {shoot.participants.map((participant) => (
                <tr
                  key={participant.id}
                  className={participant.id === myParticipantId ? 'leaderboard-me' : undefined}
                >
                  <td>{participant.position}</td>
                  <th scope="row">
                    <Link href={`/participant-scorecard/${shoot.code}/${encodeURIComponent(participant.id)}`}>
                      {participant.archerName}
                    </Link>
                    {participant.id === myParticipantId && <span className="leaderboard-you"> (you)</span>}
                  </th>
                  <td className="leaderboard-total">{participant.totalScore}</td>
                  <td>{participant.arrowsShot}</td>
                  <td className="leaderboard-handicap">{handicapCell(participant.handicap)}</td>
                  <td>{roundTitle(participant.roundName)}</td>
                  <td className="leaderboard-bow">{participant.bowType}</td>
                  <td>{participant.retired === true ? '–' : (participant.currentClassification ?? '–')}</td>
                  <td>
                    {participant.retired === true ? (
                      <span className="leaderboard-retired">{standingWords(participant)}</span>
                    ) : participant.finished ? (
                      <span aria-label="Finished">✓</span>
                    ) : (
                      ''
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function LeaderboardCard({
  code,
  participant,
  mine,
}: {
  code: string;
  participant: Participant;
  mine: boolean;
}) {
  return (
    <li className={mine ? 'leaderboard-card leaderboard-me' : 'leaderboard-card'}>
      <span className="leaderboard-position">
        <span className="visually-hidden">Position </span>
        {participant.position}
      </span>
      <span className="leaderboard-name">
        <Link href={`/participant-scorecard/${code}/${encodeURIComponent(participant.id)}`}>
          {participant.archerName}
        </Link>
        {mine && <span className="leaderboard-you"> (you)</span>}
        {participant.finished && (
          <span className="leaderboard-finished" role="img" aria-label="Finished">
            {' '}
            ✓
          </span>
        )}
      </span>
      <span className="leaderboard-total-box">
        <span className="visually-hidden">Total </span>
        <span className="leaderboard-total">{participant.totalScore}</span>
      </span>
      <span className="leaderboard-detail">
        {roundTitle(participant.roundName)} · <span className="leaderboard-bow">{participant.bowType}</span> ·{' '}
        {participant.retired === true ? (
          <span className="leaderboard-retired">{standingWords(participant)}</span>
        ) : (
          `${participant.arrowsShot} arrows`
        )}
      </span>
      <span className="leaderboard-measures">
        <abbr title="Handicap">HC</abbr>{' '}
        <span className="leaderboard-handicap">{handicapCell(participant.handicap)}</span>
        {participant.currentClassification && participant.retired !== true && (
          <>
            {' · '}
            <span className="visually-hidden">on track for </span>
            {participant.currentClassification}
          </>
        )}
      </span>
    </li>
  );
}
