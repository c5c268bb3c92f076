import type { CurrentShootView, HistoryItemView } from '../../../shared/contract/engine.js';
import { listenToChanges } from '../engine/change-hub.js';
import { getEngine } from '../engine/engine-client.js';
import { liveSocketUrl, readLiveShoot, sendLiveScore } from './live-api.js';
import { LiveSession } from './live-session-core.js';
import type { LiveNotice } from './live-session-types.js';
import { browserSocket } from './live-socket.js';
import {
  keptRecord,
  lastLeaderboardRecord,
  readStored,
  REFERENCE_KEY,
  RULES_KEY,
  SCORE_QUEUE_KEY,
} from './live-storage.js';

/**
 * The page's one live session (live-session-core.ts) with the browser's parts, and the entry points the
 * app shell and the score card use: the only module state of the live shoots lives here. Started once,
 * on first use or when the browser is idle after start-up; screens read it with `useLiveSession` (a
 * selector) and act through the functions of live-actions.ts.
 */

/** The session with the browser's parts: localStorage, fetch, the WebSocket, the worker's profile. */
function browserSession(): LiveSession {
  const session = new LiveSession({
    socket: browserSocket,
    url: liveSocketUrl(window.location),
    readShoot: readLiveShoot,
    sendScore: (update) =>
      sendLiveScore(update.shootCode, update.participantToken, update.body, update.kind === 'finish'),
    records: {
      reference: keptRecord(REFERENCE_KEY),
      queue: keptRecord(SCORE_QUEUE_KEY),
      lastLeaderboard: lastLeaderboardRecord,
      rules: keptRecord(RULES_KEY),
    },
    readProfile: async () => {
      const answer = await getEngine().profile();
      if (!answer.ok) return null;
      const { name, gender, ageGroup, bowType } = answer.value;
      return { name, gender, ageGroup, bowType };
    },
    online: navigator.onLine,
    now: () => Date.now(),
    notice: (notice) => {
      for (const listener of noticeListeners) listener(notice);
    },
  });
  window.addEventListener('online', () => session.onlineChanged(true));
  window.addEventListener('offline', () => session.onlineChanged(false));
  listenToChanges(['profile'], () => void session.refreshProfile());
  return session;
}

let session: LiveSession | null = null;
const noticeListeners = new Set<(notice: LiveNotice) => void>();

/** The page's one live session, started on first use. */
export function liveSession(): LiveSession {
  if (!session) {
    session = browserSession();
    session.start();
  }
  return session;
}

/** Toasts for live notices; listening does not start the session. */
export function onLiveNotice(listener: (notice: LiveNotice) => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

/** Whether there is anything live to do: the session already runs, or this device is in a shoot. */
function liveIsInUse(): boolean {
  return session !== null || readStored(REFERENCE_KEY) !== null;
}

/** Whether this device is in a live shoot, read without starting the session (the score card's strip). */
export function inLiveShoot(): boolean {
  return session !== null ? session.read().reference !== null : readStored(REFERENCE_KEY) !== null;
}

/**
 * The score card's hook into live shoots, called with each view of the shoot being scored (the answer
 * to an arrow, a correction, an undo, a refetch). Costs nothing when the archer is in no shoot.
 */
export function currentShootChangedForLive(view: CurrentShootView): void {
  if (liveIsInUse()) liveSession().currentShootChanged(view);
}

/** The score card's hook for a saved round: the finish that locks the live score. */
export function roundSavedForLive(item: HistoryItemView): void {
  if (liveIsInUse()) liveSession().roundSaved(item);
}

/**
 * Starts the session when the browser is idle after start-up if this device is in a shoot (the
 * reference is checked, waiting scores are sent); screens that need it start it themselves.
 */
export function startLiveShootsWhenIdle(): void {
  if (readStored(REFERENCE_KEY) === null && readStored(SCORE_QUEUE_KEY) === null) return;
  const start = () => void liveSession();
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}
