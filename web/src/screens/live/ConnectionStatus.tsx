import type { LiveSessionSnapshot } from '../../live/live-session-types.js';
import { liveSession } from '../../live/live-session.js';

const WORDS: Record<LiveSessionSnapshot['connection'], string> = {
  connected: 'Live: updates arrive as they happen',
  connecting: 'Connecting…',
  disconnected: 'Not connected',
  error: 'Could not reconnect',
};

/** docs/product.md section 4's connection state in words (role status, so screen readers hear it change). */
export function ConnectionStatus({ live }: { live: LiveSessionSnapshot }) {
  const waiting = live.waitingUpdates;
  return (
    <div className={`live-connection live-connection-${live.connection}`}>
      <p role="status">
        {WORDS[live.connection]}
        {live.connection !== 'connected' && live.connectionProblem ? ` (${live.connectionProblem})` : ''}
        {waiting > 0 ? `. Your score will be sent when the server answers.` : ''}
      </p>
      {live.connection === 'error' && (
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
