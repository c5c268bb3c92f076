import type { LiveSession } from './live-session-core.js';
import type { LiveNotice } from './live-session-types.js';

/**
 * The page's live session slot and its notice bus, in a module of their own that both live-entry.ts
 * (the light doors the score card uses) and live-session.ts (the session's heavy code, fetched lazily)
 * import, so neither imports the other and no circle hides behind the lazy import (issue #46).
 */

let running: LiveSession | null = null;

/** Called by live-session.ts when it starts the page's one session. */
export function liveSessionStarted(session: LiveSession): void {
  running = session;
}

/** The page's session once live-session.ts has started it; null before. */
export function runningLiveSession(): LiveSession | null {
  return running;
}

const noticeListeners = new Set<(notice: LiveNotice) => void>();
/**
 * Notices told while nobody listens yet: LiveNotifications is drawn after start-up (issue #42), and a
 * round saved in the first seconds after opening the app must still say its score is locked. The first
 * listener hears them, in order; only the newest few are kept.
 */
const untold: LiveNotice[] = [];
const MOST_UNTOLD = 5;

/** Toasts for live notices; listening neither fetches nor starts the session. */
export function onLiveNotice(listener: (notice: LiveNotice) => void): () => void {
  noticeListeners.add(listener);
  for (const notice of untold.splice(0)) listener(notice);
  return () => noticeListeners.delete(listener);
}

/** The session's notices, to whoever listens (LiveNotifications), or kept until someone does. */
export function tellLiveNotice(notice: LiveNotice): void {
  if (noticeListeners.size === 0) {
    untold.push(notice);
    if (untold.length > MOST_UNTOLD) untold.shift();
    return;
  }
  for (const listener of noticeListeners) listener(notice);
}
