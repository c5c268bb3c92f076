import { createActor, fromPromise } from 'xstate';
import type { CurrentShootView, HistoryItemView } from '../../../shared/contract/engine.js';
import type { LiveShootReference } from '../../../shared/live-shoots/live-reference.js';
import type {
  NotificationRuleId,
  NotificationRuleState,
} from '../../../shared/live-shoots/notification-rules.js';
import { LIVE_SHOOT_ERRORS } from '../../../shared/live-shoots/error-texts.js';
import type { PendingScoreUpdate } from '../../../shared/live-shoots/score-queue.js';
import type { LiveArcherProfile } from '../../../shared/live-shoots/score-update.js';
import type { LiveShoot, ServerMessage } from '../../../shared/live-shoots/types.js';
import { getEngine } from '../engine/engine-client.js';
import { listenToChanges } from '../engine/change-hub.js';
import { connectionMachine, connectionProblem, connectionStatus } from './connection-machine.js';
import { liveSocketUrl, readLiveShoot, sendLiveScore, type LiveResult } from './live-api.js';
import { arrowsNotOnServer, noticeIsWanted } from './live-derived.js';
import type { LiveNotice, LiveSessionSnapshot } from './live-session-types.js';
import { browserSocket } from './live-socket.js';
import {
  keptRecord,
  lastLeaderboardRecord,
  readStored,
  REFERENCE_KEY,
  RULES_KEY,
  SCORE_QUEUE_KEY,
} from './live-storage.js';
import { NotificationSwitches } from './notification-switches.js';
import { OwnLiveShoot } from './own-live-shoot.js';
import { scoreUploadMachine, type ScoreUploadEmitted } from './score-upload-machine.js';
import { ShootFeeds } from './shoot-feeds.js';

/**
 * The app's live shoots, put together once per page: the archer's own shoot and its score queue
 * (own-live-shoot.ts, sent by score-upload-machine.ts), the leaderboards screens watch
 * (shoot-feeds.ts), the archer's notification rules (notification-switches.ts), the one socket that
 * keeps them live (connection-machine.ts), the profile the scores are sent under, and the notices for
 * the archer. Started once by the app shell; screens read it with `useLiveSession` (a selector) and
 * act through the functions of live-actions.ts.
 */

type Listener = () => void;

class LiveSession {
  private snapshot: LiveSessionSnapshot;
  private readonly listeners = new Set<Listener>();
  private profile: LiveArcherProfile = { name: '', gender: '', ageGroup: '', bowType: '' };
  private online = navigator.onLine;
  private readonly connection = createActor(
    connectionMachine.provide({ actors: { socket: browserSocket } }),
    { input: { url: liveSocketUrl(window.location) } },
  );
  private readonly own = new OwnLiveShoot({
    records: {
      reference: keptRecord(REFERENCE_KEY),
      queue: keptRecord(SCORE_QUEUE_KEY),
      lastLeaderboard: lastLeaderboardRecord,
    },
    uploader: scoreUploadMachine.provide({
      actors: { send: sendLiveScoreActor },
    }),
    uploaded: (event) => this.uploaded(event),
    changed: () => this.compose(),
  });
  private readonly feeds: ShootFeeds;
  private readonly rules = new NotificationSwitches(keptRecord(RULES_KEY), () => this.compose());

  constructor() {
    const last = this.own.lastLeaderboard();
    this.feeds = new ShootFeeds(
      {
        follow: (shootCode) => this.connection.send({ type: 'SUBSCRIBE', shootCode }),
        unfollow: (shootCode) => this.connection.send({ type: 'UNSUBSCRIBE', shootCode }),
        readShoot: readLiveShoot,
        now: () => Date.now(),
        ownShoot: () => this.own.reference()?.shootCode ?? null,
        shown: (shoot, before, receivedAt) => this.shown(shoot, before, receivedAt),
        read: (shoot) => this.checkReference(shoot),
        gone: (shootCode) => this.shootGone(shootCode),
        changed: () => this.compose(),
      },
      last ? { [last.shoot.code]: last } : {},
    );
    this.snapshot = this.composed();
  }

  start(): void {
    this.connection.subscribe((state) => {
      const connection = connectionStatus(state);
      const problem = connectionProblem(state);
      if (connection !== this.snapshot.connection || problem !== this.snapshot.connectionProblem) {
        this.compose();
      }
    });
    this.connection.on('server-message', ({ message }) => this.onServerMessage(message));
    this.connection.on('connected', ({ shootCodes }) => {
      // Anything sent while the socket was down is fetched again, and waiting scores go out.
      for (const code of shootCodes) void this.feeds.refresh(code);
      this.own.drain();
    });
    this.connection.start();
    window.addEventListener('online', () => {
      this.online = true;
      this.compose();
      this.connection.send({ type: 'ONLINE' });
      this.own.drain();
    });
    window.addEventListener('offline', () => {
      this.online = false;
      this.compose();
    });
    void this.refreshProfile();
    listenToChanges(['profile'], () => void this.refreshProfile());
    const reference = this.own.reference();
    if (reference) {
      if (this.own.verdict(null, new Date()) === 'expired') this.own.expired();
      else this.feeds.follow(reference.shootCode);
    }
    this.own.start();
  }

  // ---- Reading ----

  read = (): LiveSessionSnapshot => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  archerProfile(): LiveArcherProfile {
    return this.profile;
  }

  async refreshProfile(): Promise<void> {
    const answer = await getEngine().profile();
    if (answer.ok) {
      const { name, gender, ageGroup, bowType } = answer.value;
      this.profile = { name, gender, ageGroup, bowType };
    }
  }

  // ---- Watching shoots ----

  /** A screen follows a shoot live until the returned function is called. */
  watch(shootCode: string): () => void {
    return this.feeds.watch(shootCode);
  }

  retryConnection(): void {
    this.connection.send({ type: 'RETRY' });
  }

  // ---- The archer's own shoot ----

  /** Joined (or created and joined): this device now scores in the shoot. */
  joined(reference: LiveShootReference, shoot: LiveShoot): void {
    const previous = this.own.reference();
    if (previous && previous.shootCode !== reference.shootCode) this.forget(previous.shootCode);
    this.own.joined(reference);
    this.feeds.show(shoot);
    this.feeds.follow(reference.shootCode);
  }

  /** Left the shoot (or it ended): nothing more is sent for it. */
  forget(shootCode: string): void {
    this.own.leave(shootCode);
    this.feeds.release(shootCode);
  }

  currentShootChanged(view: CurrentShootView): void {
    this.own.currentShootChanged(view, this.profile);
  }

  roundSaved(item: HistoryItemView): void {
    this.own.roundSaved(item, this.profile);
  }

  // ---- Notifications ----

  setRuleEnabled(shootCode: string, ruleId: NotificationRuleId, enabled: boolean): void {
    this.rules.setEnabled(shootCode, ruleId, enabled);
  }

  rulesFor(shootCode: string): NotificationRuleState['enabled'] {
    return this.rules.enabledFor(shootCode);
  }

  // ---- Internals ----

  private onServerMessage(message: ServerMessage): void {
    switch (message.type) {
      case 'update':
        this.feeds.show(message.data.shoot);
        this.checkReference(message.data.shoot);
        return;
      case 'notification': {
        if (!this.snapshot.feeds[message.shootCode]) return;
        const reference = this.own.reference();
        // The archer's own score needs no announcement.
        if (
          message.data.type === 'score_update' &&
          message.data.archerName === reference?.archerName &&
          message.shootCode === reference.shootCode
        ) {
          return;
        }
        this.notify({ kind: 'server', shootCode: message.shootCode, notification: message.data });
        return;
      }
      case 'subscribed':
        if (!message.success && message.error === LIVE_SHOOT_ERRORS.socketShootNotFound)
          this.shootGone(message.shootCode);
        return;
      case 'unsubscribed':
      case 'error':
        return;
    }
  }

  private uploaded(event: ScoreUploadEmitted): void {
    switch (event.type) {
      case 'shoot':
        this.feeds.show(event.shoot);
        return;
      case 'finished':
        this.own.finished();
        this.notify({ kind: 'finished' });
        return;
      case 'shoot-gone':
        this.shootGone(event.shootCode);
        return;
      case 'problem':
        this.notify({ kind: 'problem', message: event.message });
        return;
    }
  }

  /** A newer leaderboard: kept for the next start if it is the own shoot's, and the rules asked. */
  private shown(shoot: LiveShoot, before: LiveShoot | null, receivedAt: number): void {
    this.own.keepLeaderboard({ state: 'ready', shoot, receivedAt });
    for (const message of this.rules.newLeaderboard(before, shoot, receivedAt)) {
      this.notify({ kind: 'rule', shootCode: shoot.code, message });
    }
  }

  /** docs/product.md section 4: the reference goes when the archer is no longer in the shoot. */
  private checkReference(shoot: LiveShoot): void {
    const verdict = this.own.verdict(shoot, new Date());
    if (verdict !== null && verdict !== 'keep') this.forget(shoot.code);
  }

  private shootGone(shootCode: string): void {
    if (this.own.reference()?.shootCode === shootCode) this.forget(shootCode);
    this.feeds.markGone(shootCode);
  }

  private composed(): LiveSessionSnapshot {
    const connection = this.connection.getSnapshot();
    const snapshot: LiveSessionSnapshot = {
      reference: this.own.reference(),
      feeds: this.feeds.all(),
      connection: connectionStatus(connection),
      connectionProblem: connectionProblem(connection),
      online: this.online,
      waitingUpdates: this.own.waiting(),
      arrowsWaiting: 0,
      rules: this.rules.all(),
    };
    return { ...snapshot, arrowsWaiting: arrowsNotOnServer(snapshot, this.own.phoneArrows()) };
  }

  /** Every change goes through here, so the arrows waiting always agree with the queue and the feed. */
  private compose(): void {
    this.snapshot = this.composed();
    for (const listener of this.listeners) listener();
  }

  /**
   * News of a shoot is for a shoot the archer is in (and still shooting) or a screen is watching: none
   * for a finished shoot or one the archer left, such as a stale leader on opening the app next day.
   */
  private notify(notice: LiveNotice): void {
    if (!noticeIsWanted(notice, this.own.reference(), this.feeds.watched())) return;
    for (const listener of noticeListeners) listener(notice);
  }
}

/** The uploader's upload: the real PUT of live-api.ts. */
const sendLiveScoreActor = fromPromise<LiveResult<LiveShoot>, PendingScoreUpdate>(({ input }) =>
  sendLiveScore(input.shootCode, input.participantToken, input.body, input.kind === 'finish'),
);

let session: LiveSession | null = null;
const noticeListeners = new Set<(notice: LiveNotice) => void>();

/** The page's one live session, started on first use. */
export function liveSession(): LiveSession {
  if (!session) {
    session = new LiveSession();
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

export type { LiveSession };
