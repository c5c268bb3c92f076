import type { LiveShootReference } from '../../../shared/live-shoots/live-reference.js';
import type { LiveNotice, LiveSessionSnapshot } from './live-session-types.js';

/**
 * Arrows on the phone that the shoot's leaderboard does not have yet, while score updates wait to go:
 * the number the archer cares about ("6 arrows waiting"), where the queue holds one update per arrow
 * or one for several.
 */
export function arrowsNotOnServer(snapshot: LiveSessionSnapshot, phoneArrows: number | null): number {
  const reference = snapshot.reference;
  if (!reference || snapshot.waitingUpdates === 0 || phoneArrows === null) return 0;
  const feed = snapshot.feeds[reference.shootCode];
  const me =
    feed?.state === 'ready' ? feed.shoot.participants.find((p) => p.id === reference.participantId) : null;
  return Math.max(0, phoneArrows - (me?.arrowsShot ?? 0));
}

/**
 * News of a shoot is for a shoot the archer is in and still shooting, or one a screen is watching:
 * none for a finished shoot or one the archer left (a stale leader on opening the app the next day).
 * The archer's own notices (the finish, a problem) always go through.
 */
export function noticeIsWanted(
  notice: LiveNotice,
  reference: LiveShootReference | null,
  watched: ReadonlyMap<string, number>,
): boolean {
  if (notice.kind !== 'server' && notice.kind !== 'rule') return true;
  if (reference?.shootCode === notice.shootCode) return !reference.finished;
  return watched.has(notice.shootCode);
}
