import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { inLiveShoot, liveSession } from '../../live/live-session.js';
import { liveStripWords, ordinal } from '../../live/live-strip-words.js';

/**
 * The score card in a live shoot says so: one slim line with the shoot, the archer's position and the
 * honest state of the connection ("Live", "No signal · 6 arrows waiting", "Reconnecting"), opening
 * the Live screen. Not drawn, and the live session not started, when the archer is in no shoot.
 */
export function LiveStrip() {
  return inLiveShoot() ? <LiveStripShown /> : null;
}

function LiveStripShown() {
  const session = liveSession();
  const live = useSyncExternalStore(session.subscribe, session.read);
  const reference = live.reference;
  if (!reference || reference.finished) return null;
  const feed = live.feeds[reference.shootCode];
  const shoot = feed?.state === 'ready' ? feed.shoot : null;
  const me = shoot?.participants.find((participant) => participant.id === reference.participantId);
  const { state, words } = liveStripWords(live);
  return (
    <Link href="/leaderboard" className={`live-strip live-strip-${state}`}>
      <span className="live-strip-title">{shoot?.title ?? `Shoot ${reference.shootCode}`}</span>
      {me && shoot && (
        <span className="live-strip-position">
          {ordinal(me.position)} of {shoot.participants.length}
        </span>
      )}
      <span className="live-strip-state">{words}</span>
    </Link>
  );
}
