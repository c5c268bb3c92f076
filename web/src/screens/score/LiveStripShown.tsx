import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { liveSession } from '../../live/live-session.js';
import { liveStripWords, ordinal } from '../../live/live-strip-words.js';

/** The strip itself (LiveStrip.tsx), in a chunk of its own with the live session it reads. */
export default function LiveStripShown() {
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
