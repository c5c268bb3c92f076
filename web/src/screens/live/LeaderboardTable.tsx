import { Link } from 'wouter';
import type { LiveShoot } from '../../../../shared/live-shoots/types.js';
import { roundTitle } from '../select-round/round-title.js';
import { handicapCell, rankingWords } from './ranking-words.js';

interface LeaderboardTableProps {
  shoot: LiveShoot;
  /** The participant this device scores as, marked in the table. */
  myParticipantId?: string | null;
}

/**
 * A live shoot's standings (docs/product.md section 2): one row per archer, the figures a club-mate asks first
 * (total, arrows, handicap) before the round and bow, so a phone shows them without scrolling sideways.
 * The archer's name opens their scorecard.
 */
export function LeaderboardTable({ shoot, myParticipantId = null }: LeaderboardTableProps) {
  return (
    <div className="leaderboard">
      <p className="leaderboard-ranking">{rankingWords(shoot.rankedBy)}</p>
      {shoot.participants.length === 0 ? (
        <p>No archers yet: share the join code.</p>
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
                <th scope="col">Finished</th>
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
                  <td>{participant.currentClassification ?? '–'}</td>
                  <td>{participant.finished ? <span aria-label="Finished">✓</span> : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
