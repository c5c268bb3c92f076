import { useState } from 'react';
import type { LiveShootReference } from '../../../../shared/live-shoots/live-reference.js';
import { leaveShoot, type LiveOutcome } from '../../live/live-actions.js';
import type { LiveSessionSnapshot } from '../../live/live-session-types.js';
import { Modal } from '../../components/Modal.js';
import { ConnectionStatus, leaderboardMayBeStale } from './ConnectionStatus.js';
import { IanseoEntries } from './IanseoEntries.js';
import { LeaderboardTable } from './LeaderboardTable.js';
import { NotificationSwitches } from './NotificationSwitches.js';
import { JoinCode, ShareShoot } from './ShareShoot.js';

type Leaving = { state: 'closed' } | { state: 'confirming' } | { state: 'leaving' };

/** In a shoot: its code, the connection, the leaderboard, the viewer link to share, and the way out. */
export function InShoot({ reference, live }: { reference: LiveShootReference; live: LiveSessionSnapshot }) {
  const feed = live.feeds[reference.shootCode] ?? { state: 'loading' };
  const [leaving, setLeaving] = useState<Leaving>({ state: 'closed' });
  const [problem, setProblem] = useState<string | null>(null);

  const leave = async () => {
    setLeaving({ state: 'leaving' });
    const outcome: LiveOutcome = await leaveShoot();
    setLeaving({ state: 'closed' });
    setProblem(outcome.ok ? null : outcome.message);
  };

  return (
    <div className="live-in-shoot">
      {feed.state === 'ready' && <h2 className="live-shoot-title">{feed.shoot.title}</h2>}
      <JoinCode shootCode={reference.shootCode} />
      <ConnectionStatus live={live} />
      {reference.finished && (
        <p className="live-finished">Your round is saved: your score is locked on the leaderboard.</p>
      )}
      {feed.state === 'ready' && (
        <LeaderboardTable
          shoot={feed.shoot}
          myParticipantId={reference.participantId}
          staleSince={leaderboardMayBeStale(live) ? feed.receivedAt : null}
        />
      )}
      {feed.state === 'loading' && <p>Loading the leaderboard…</p>}
      {feed.state === 'unreachable' && <p role="alert">{feed.message}</p>}
      <ShareShoot shootCode={reference.shootCode} />
      {feed.state === 'ready' && (
        <IanseoEntries shoot={feed.shoot} myParticipantId={reference.participantId} />
      )}
      <NotificationSwitches shootCode={reference.shootCode} enabled={live.rules[reference.shootCode]} />
      {problem && (
        <p role="alert" className="live-problem">
          {problem}
        </p>
      )}
      <p>
        <button
          type="button"
          className="plain-button accent live-button-secondary"
          disabled={leaving.state === 'leaving'}
          onClick={() => setLeaving({ state: 'confirming' })}
        >
          Leave shoot
        </button>
      </p>
      {leaving.state === 'confirming' && (
        <Modal title="Leave this shoot?" onClose={() => setLeaving({ state: 'closed' })}>
          <p>
            You will be taken off the leaderboard of {reference.shootCode}. Your round stays on your score
            card.
          </p>
          <div className="live-dialog-actions">
            <button
              type="button"
              className="plain-button accent live-button-secondary"
              onClick={() => setLeaving({ state: 'closed' })}
            >
              Stay
            </button>
            <button type="button" className="plain-button live-button-danger" onClick={() => void leave()}>
              Leave shoot
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
