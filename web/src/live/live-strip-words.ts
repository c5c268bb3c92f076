import type { LiveSessionSnapshot } from './live-session-types.js';

/** What the score card's live strip says of the connection: one state, never a guess at "Live". */
type StripState = 'live' | 'sending' | 'no-signal' | 'reconnecting' | 'not-connected';

interface StripWords {
  state: StripState;
  words: string;
}

function arrows(count: number): string {
  return `${count} ${count === 1 ? 'arrow' : 'arrows'}`;
}

/**
 * The honest state of this phone in its shoot. "Live" only when the socket is up and every arrow is on
 * the leaderboard; without a network it is "No signal" with the arrows the leaderboard still lacks
 * (a socket can look open for a while after the signal went, so the browser's word comes first).
 */
export function liveStripWords(
  live: Pick<LiveSessionSnapshot, 'online' | 'connection' | 'waitingUpdates' | 'arrowsWaiting'>,
): StripWords {
  const waiting = live.arrowsWaiting > 0 ? ` · ${arrows(live.arrowsWaiting)} waiting` : '';
  if (!live.online) return { state: 'no-signal', words: `No signal${waiting}` };
  if (live.connection === 'connected') {
    if (live.waitingUpdates === 0) return { state: 'live', words: 'Live' };
    const sending = live.arrowsWaiting > 0 ? arrows(live.arrowsWaiting) : 'your score';
    return { state: 'sending', words: `Sending ${sending}` };
  }
  if (live.connection === 'error') return { state: 'not-connected', words: `Not connected${waiting}` };
  return { state: 'reconnecting', words: `Reconnecting${waiting}` };
}

/** "1st", "2nd", "3rd", "11th", "22nd": a leaderboard position as said aloud. */
export function ordinal(position: number): string {
  const teen = position % 100 >= 11 && position % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][position % 10] ?? 'th');
  return `${position}${suffix}`;
}
