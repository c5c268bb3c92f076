import type { LiveSessionSnapshot } from '../../live/live-session-types.js';
import { liveSession } from '../../live/live-session.js';
import { liveStripWords } from '../../live/live-strip-words.js';

const WORDS: Record<ReturnType<typeof liveStripWords>['state'], string> = {
  live: 'Live: updates arrive as they happen',
  sending: 'Live: sending your score',
  'no-signal': 'No signal: the leaderboard is as it was last updated',
  reconnecting: 'Reconnecting…',
  'not-connected': 'Could not reconnect',
};

function waitingWords(live: LiveSessionSnapshot): string | null {
  if (live.waitingUpdates === 0) return null;
  const count = live.arrowsWaiting;
  const what = count > 0 ? `${count} ${count === 1 ? 'arrow is' : 'arrows are'}` : 'Your score is';
  return `${what} waiting to be sent: ${live.online ? 'sending now' : 'they go when the signal is back'}.`;
}

/**
 * docs/product.md section 4's connection state in words (role status, so screen readers hear it
 * change), by the same honest rule as the score card's live strip, and what is waiting to be sent.
 */
export function ConnectionStatus({ live }: { live: LiveSessionSnapshot }) {
  const { state } = liveStripWords(live);
  const waiting = waitingWords(live);
  return (
    <div className={`live-connection live-connection-${state}`}>
      <p role="status">
        {WORDS[state]}
        {/* Only a problem worth saying reaches here (connectionProblem in connection-machine.ts). */}
        {state !== 'no-signal' && state !== 'live' && live.connectionProblem
          ? ` (${live.connectionProblem})`
          : ''}
      </p>
      {waiting && <p className="live-waiting">{waiting}</p>}
      {state === 'not-connected' && (
        <button
          type="button"
          className="plain-button accent live-button-secondary"
          onClick={() => liveSession().retryConnection()}
        >
          Try again
        </button>
      )}
    </div>
  );
}

/** Whether a leaderboard on screen may be out of date: no signal, or the socket is not up. */
export function leaderboardMayBeStale(live: LiveSessionSnapshot): boolean {
  return !live.online || live.connection !== 'connected';
}
