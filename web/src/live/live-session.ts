import { createActor } from 'xstate';
import type { CurrentShootView, HistoryItemView } from '../../../shared/contract/engine.js';
import {
  judgeReference,
  readLiveReference,
  type LiveShootReference,
} from '../../../shared/live-shoots/live-reference.js';
import {
  applyNotificationRules,
  initialRuleState,
  type NotificationRuleId,
  type NotificationRuleState,
} from '../../../shared/live-shoots/notification-rules.js';
import { LIVE_SHOOT_ERRORS } from '../../../shared/live-shoots/error-texts.js';
import { liveScoreUpdate, type LiveArcherProfile } from '../../../shared/live-shoots/score-update.js';
import type { LiveShoot, ServerMessage } from '../../../shared/live-shoots/types.js';
import { getEngine } from '../engine/engine-client.js';
import { connectionMachine, connectionProblem, connectionStatus } from './connection-machine.js';
import { liveSocketUrl, readLiveShoot } from './live-api.js';
import { browserSocket } from './live-socket.js';
import { SCORE_QUEUE_KEY, ScoreUploads } from './score-uploads.js';
import { arrowsNotOnServer, noticeIsWanted } from './live-derived.js';
import type { LiveNotice, LiveSessionSnapshot, ShootFeed } from './live-session-types.js';
import { readLastLeaderboard, readStored, writeLastLeaderboard, writeStored } from './live-storage.js';
import { listenToChanges } from '../engine/change-hub.js';

/**
 * The app's live shoots: the shoot this archer is scoring in (its persisted reference), the shoots
 * screens are watching (viewer, participant scorecard), their latest leaderboards, the one socket that
 * keeps them live, and the queue of score updates. Started once by the app shell; screens read it with
 * `useLiveSession` and act through the functions of live-actions.ts.
 */

const REFERENCE_KEY = 'live-shoot-reference';
const RULES_KEY = 'live-notification-rules';

type Listener = () => void;

class LiveSession {
  private snapshot: LiveSessionSnapshot;
  private readonly listeners = new Set<Listener>();
  /** How many screens watch each shoot (the reference's shoot is watched by the session itself). */
  private readonly watchers = new Map<string, number>();
  private readonly ruleStates = new Map<string, NotificationRuleState>();
  private profile: LiveArcherProfile = { name: '', gender: '', ageGroup: '', bowType: '' };
  /** The arrows last queued for the reference's shoot, so a repeated view is not sent twice. */
  private lastQueuedArrows: string | null = null;
  /** Arrows on this phone's score card for the shoot (null before the score card has said). */
  private phoneArrows: number | null = null;
  private readonly connection = createActor(
    connectionMachine.provide({ actors: { socket: browserSocket } }),
    {
      input: { url: liveSocketUrl(window.location) },
    },
  );
  readonly uploads: ScoreUploads;

  constructor() {
    const storedRules = readStored(RULES_KEY);
    const reference = readLiveReference(readStored(REFERENCE_KEY));
    const last = reference && readLastLeaderboard(reference.shootCode);
    this.snapshot = {
      reference,
      feeds: reference && last ? { [reference.shootCode]: last } : {},
      connection: 'disconnected',
      connectionProblem: null,
      online: navigator.onLine,
      waitingUpdates: 0,
      arrowsWaiting: 0,
      rules:
        typeof storedRules === 'object' && storedRules !== null
          ? (storedRules as LiveSessionSnapshot['rules'])
          : {},
    };
    this.uploads = new ScoreUploads({
      onShoot: (shoot) => this.showShoot(shoot),
      onFinished: () => {
        this.updateReference((reference) => ({ ...reference, finished: true }));
        this.notify({ kind: 'finished' });
      },
      onShootGone: (shootCode) => this.shootGone(shootCode),
      onProblem: (message) => this.notify({ kind: 'problem', message }),
      onWaitingChanged: (waiting) => this.set({ waitingUpdates: waiting }),
    });
    this.set({ waitingUpdates: this.uploads.waiting() });
  }

  start(): void {
    this.connection.subscribe((state) => {
      const connection = connectionStatus(state);
      const problem = connectionProblem(state);
      if (connection !== this.snapshot.connection || problem !== this.snapshot.connectionProblem) {
        this.set({ connection, connectionProblem: problem });
      }
    });
    this.connection.on('server-message', ({ message }) => this.onServerMessage(message));
    this.connection.on('connected', ({ shootCodes }) => {
      // Anything sent while the socket was down is fetched again, and waiting scores go out.
      for (const code of shootCodes) void this.refresh(code);
      this.uploads.drain();
    });
    this.connection.start();
    window.addEventListener('online', () => {
      this.set({ online: true });
      this.connection.send({ type: 'ONLINE' });
      this.uploads.drain();
    });
    window.addEventListener('offline', () => this.set({ online: false }));
    void this.refreshProfile();
    listenToChanges(['profile'], () => void this.refreshProfile());
    const reference = this.snapshot.reference;
    if (reference) {
      if (judgeReference(reference, null, new Date()) === 'expired') this.setReference(null);
      else this.follow(reference.shootCode);
    }
    this.uploads.drain();
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

  // ---- Watching shoots ----

  /** A screen follows a shoot live until the returned function is called. */
  watch(shootCode: string): () => void {
    this.watchers.set(shootCode, (this.watchers.get(shootCode) ?? 0) + 1);
    this.follow(shootCode);
    return () => {
      const left = (this.watchers.get(shootCode) ?? 1) - 1;
      if (left > 0) this.watchers.set(shootCode, left);
      else {
        this.watchers.delete(shootCode);
        if (this.snapshot.reference?.shootCode !== shootCode) this.unfollow(shootCode);
      }
    };
  }

  private follow(shootCode: string): void {
    if (!this.snapshot.feeds[shootCode]) this.setFeed(shootCode, { state: 'loading' });
    this.connection.send({ type: 'SUBSCRIBE', shootCode });
    void this.refresh(shootCode);
  }

  private unfollow(shootCode: string): void {
    this.connection.send({ type: 'UNSUBSCRIBE', shootCode });
    const { [shootCode]: _dropped, ...feeds } = this.snapshot.feeds;
    this.set({ feeds });
  }

  /** Reads a shoot again from the server (after a reconnect, or when a screen opens). */
  async refresh(shootCode: string): Promise<void> {
    const answer = await readLiveShoot(shootCode);
    if (answer.ok) {
      this.showShoot(answer.value);
      this.checkReference(answer.value);
    } else if (answer.error.reason === 'not-found') {
      this.shootGone(shootCode);
    } else if (this.snapshot.feeds[shootCode]?.state !== 'ready') {
      this.setFeed(shootCode, { state: 'unreachable', message: answer.error.message });
    }
  }

  // ---- The archer's own shoot ----

  /** Joined (or created and joined): this device now scores in the shoot. */
  joined(reference: LiveShootReference, shoot: LiveShoot): void {
    const previous = this.snapshot.reference;
    if (previous && previous.shootCode !== reference.shootCode) this.forget(previous.shootCode);
    this.setReference(reference);
    this.lastQueuedArrows = null;
    this.showShoot(shoot);
    this.follow(reference.shootCode);
  }

  /** Left the shoot (or it ended): nothing more is sent for it. */
  forget(shootCode: string): void {
    if (this.snapshot.reference?.shootCode === shootCode) this.setReference(null);
    this.uploads.forget(shootCode);
    if (!this.watchers.has(shootCode)) this.unfollow(shootCode);
  }

  /**
   * The shoot being scored changed (an arrow stored, corrected or undone): queue its new state for the
   * live shoot. Called with views the score card already has, so no extra worker read per arrow.
   */
  currentShootChanged(view: CurrentShootView): void {
    const reference = this.snapshot.reference;
    if (!reference || reference.finished) return;
    if (this.phoneArrows !== view.arrows.length) this.set({}, view.arrows.length);
    const key = `${view.roundName}:${view.arrows.join(',')}`;
    if (key === this.lastQueuedArrows) return;
    const body = liveScoreUpdate(reference.archerName, this.profile, {
      roundName: view.roundName,
      arrows: view.arrows,
      runningTotal: view.runningTotal,
      onTrackClassification: view.estimate.onTrackClassification?.name ?? null,
    });
    if (!body) return;
    this.lastQueuedArrows = key;
    this.uploads.queue({
      shootCode: reference.shootCode,
      participantToken: reference.participantToken,
      kind: 'score',
      body,
    });
  }

  /** The round was saved: its final score is sent as the finish, which locks it. */
  roundSaved(item: HistoryItemView): void {
    const reference = this.snapshot.reference;
    if (!reference || reference.finished) return;
    const body = liveScoreUpdate(reference.archerName, this.profile, {
      roundName: item.gameType,
      arrows: item.scores,
      runningTotal: item.score,
      onTrackClassification: item.classification?.name ?? null,
    });
    if (!body) return;
    // Finished from now on, for this device: the empty score card after the save is not sent.
    this.updateReference((current) => ({ ...current, finished: true }));
    this.uploads.queue({
      shootCode: reference.shootCode,
      participantToken: reference.participantToken,
      kind: 'finish',
      body,
    });
  }

  // ---- Notifications ----

  setRuleEnabled(shootCode: string, ruleId: NotificationRuleId, enabled: boolean): void {
    const current = this.ruleState(shootCode);
    const next = { ...current, enabled: { ...current.enabled, [ruleId]: enabled } };
    this.ruleStates.set(shootCode, next);
    const rules = { ...this.snapshot.rules, [shootCode]: next.enabled };
    writeStored(RULES_KEY, rules);
    this.set({ rules });
  }

  rulesFor(shootCode: string): NotificationRuleState['enabled'] {
    return this.ruleState(shootCode).enabled;
  }

  private ruleState(shootCode: string): NotificationRuleState {
    const known = this.ruleStates.get(shootCode);
    if (known) return known;
    const state = initialRuleState();
    const stored = this.snapshot.rules[shootCode];
    const fresh = stored ? { ...state, enabled: { ...state.enabled, ...stored } } : state;
    this.ruleStates.set(shootCode, fresh);
    return fresh;
  }

  retryConnection(): void {
    this.connection.send({ type: 'RETRY' });
  }

  // ---- Internals ----

  private onServerMessage(message: ServerMessage): void {
    switch (message.type) {
      case 'update':
        this.showShoot(message.data.shoot);
        this.checkReference(message.data.shoot);
        return;
      case 'notification':
        if (!this.snapshot.feeds[message.shootCode]) return;
        // The archer's own score needs no announcement.
        if (
          message.data.type === 'score_update' &&
          message.data.archerName === this.snapshot.reference?.archerName &&
          message.shootCode === this.snapshot.reference.shootCode
        ) {
          return;
        }
        this.notify({ kind: 'server', shootCode: message.shootCode, notification: message.data });
        return;
      case 'subscribed':
        if (!message.success && message.error === LIVE_SHOOT_ERRORS.socketShootNotFound)
          this.shootGone(message.shootCode);
        return;
      case 'unsubscribed':
      case 'error':
        return;
    }
  }

  /** Shows a leaderboard unless a newer one is already shown (answers and pushes can cross). */
  private showShoot(shoot: LiveShoot): void {
    const watched = this.watchers.has(shoot.code) || this.snapshot.reference?.shootCode === shoot.code;
    if (!watched) return;
    const previous = this.snapshot.feeds[shoot.code];
    const before = previous?.state === 'ready' ? previous.shoot : null;
    // A read answered after a newer socket update (or the other way round) must not go back in time.
    if (before && before.revision > shoot.revision) return;
    const receivedAt = Date.now();
    this.setFeed(shoot.code, { state: 'ready', shoot, receivedAt });
    if (this.snapshot.reference?.shootCode === shoot.code)
      writeLastLeaderboard({ state: 'ready', shoot, receivedAt });
    const { messages, state } = applyNotificationRules(this.ruleState(shoot.code), before, shoot, Date.now());
    this.ruleStates.set(shoot.code, state);
    for (const message of messages) this.notify({ kind: 'rule', shootCode: shoot.code, message });
  }

  /** docs/product.md section 4: the reference goes when the archer is no longer in the shoot. */
  private checkReference(shoot: LiveShoot): void {
    const reference = this.snapshot.reference;
    if (!reference || reference.shootCode !== shoot.code) return;
    const verdict = judgeReference(reference, shoot, new Date());
    if (verdict !== 'keep') this.forget(shoot.code);
  }

  private shootGone(shootCode: string): void {
    if (this.snapshot.reference?.shootCode === shootCode) this.forget(shootCode);
    if (this.watchers.has(shootCode)) this.setFeed(shootCode, { state: 'gone' });
  }

  async refreshProfile(): Promise<void> {
    const answer = await getEngine().profile();
    if (answer.ok) {
      const { name, gender, ageGroup, bowType } = answer.value;
      this.profile = { name, gender, ageGroup, bowType };
    }
  }

  private setReference(reference: LiveShootReference | null): void {
    writeStored(REFERENCE_KEY, reference);
    if (reference === null) writeLastLeaderboard(null);
    this.set({ reference });
  }

  private updateReference(change: (reference: LiveShootReference) => LiveShootReference): void {
    const reference = this.snapshot.reference;
    if (reference) this.setReference(change(reference));
  }

  private setFeed(shootCode: string, feed: ShootFeed): void {
    this.set({ feeds: { ...this.snapshot.feeds, [shootCode]: feed } });
  }

  /** Every change goes through here, so the arrows waiting always agree with the queue and the feed. */
  private set(change: Partial<LiveSessionSnapshot>, phoneArrows = this.phoneArrows): void {
    this.phoneArrows = phoneArrows;
    const next = { ...this.snapshot, ...change };
    this.snapshot = { ...next, arrowsWaiting: arrowsNotOnServer(next, phoneArrows) };
    for (const listener of this.listeners) listener();
  }

  /**
   * News of a shoot is for a shoot the archer is in (and still shooting) or a screen is watching: none
   * for a finished shoot or one the archer left, such as a stale leader on opening the app next day.
   */
  private notify(notice: LiveNotice): void {
    if (!noticeIsWanted(notice, this.snapshot.reference, this.watchers)) return;
    for (const listener of noticeListeners) listener(notice);
  }
}

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
