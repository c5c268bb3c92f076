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

/** Toasts for live notices; listening neither fetches nor starts the session. */
export function onLiveNotice(listener: (notice: LiveNotice) => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

/** The session's notices, to whoever listens (LiveNotifications). */
export function tellLiveNotice(notice: LiveNotice): void {
  for (const listener of noticeListeners) listener(notice);
}
