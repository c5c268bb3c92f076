import type { ChangeHub } from '../engine/change-hub.js';
import { getChangeHub, getEngine, type PageEngine } from '../engine/engine-client.js';
import { liveSocketUrl, readLiveShoot, sendLiveScore } from './live-api.js';
import { LiveSession } from './live-session-core.js';
import { liveSessionStarted, tellLiveNotice } from './live-slot.js';
import { followProfileChanges, liveProfileFrom } from './live-profile.js';
import { browserSocket } from './live-socket.js';
import { keptRecord, lastLeaderboardRecord } from './live-storage.js';
import {
  liveReferenceSetting,
  liveRulesSetting,
  liveScoreQueueSetting,
  liveTargetSetting,
} from '../device-storage/registry.js';

/**
 * The page's one live session (live-session-core.ts) with the browser's parts: the only module state of
 * the live shoots lives here. Started once, on first use or when the browser is idle after start-up;
 * screens read it with `useLiveSession` (a selector) and act through the functions of live-actions.ts.
 * The score card and the app shell reach it through live-entry.ts (the two share live-slot.ts), which fetches this module only when
 * the device has something live to do, so it is not part of the keypad's first frame (issue #30).
 */

/** The session with the browser's parts: localStorage, fetch, the WebSocket, the engine's profile. */
function browserSession(engine: PageEngine, hub: ChangeHub): LiveSession {
  const session = new LiveSession({
    socket: browserSocket,
    url: liveSocketUrl(window.location),
    readShoot: readLiveShoot,
    sendScore: (update, signal) =>
      sendLiveScore(update.shootCode, update.participantToken, update.body, update.kind === 'finish', signal),
    records: {
      reference: keptRecord(liveReferenceSetting),
      queue: keptRecord(liveScoreQueueSetting),
      lastLeaderboard: lastLeaderboardRecord,
      rules: keptRecord(liveRulesSetting),
      target: keptRecord(liveTargetSetting),
    },
    readProfile: liveProfileFrom(engine),
    online: navigator.onLine,
    now: () => Date.now(),
    notice: tellLiveNotice,
  });
  window.addEventListener('online', () => session.onlineChanged(true));
  window.addEventListener('offline', () => session.onlineChanged(false));
  followProfileChanges(session, hub);
  return session;
}

let session: LiveSession | null = null;

/** The page's one live session, started on first use. */
export function liveSession(): LiveSession {
  if (!session) {
    // The app's composition root for live shoots: the page's worker and hub.
    session = browserSession(getEngine(), getChangeHub());
    session.start();
    liveSessionStarted(session);
  }
  return session;
}
