import {
  createActor,
  fromPromise,
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  type CallbackActorLogic,
} from 'xstate';
import type { CurrentShootView } from '../../../shared/contract/scoreCardViews.js';
import type { HistoryItemView } from '../../../shared/contract/historyViews.js';
import { LIVE_SHOOT_ERRORS } from '../../../shared/live-shoots/error-texts.js';
import type { LiveShootReference } from '../../../shared/live-shoots/live-reference.js';
import type { LiveTargetReference, TargetRowNow } from '../../../shared/live-shoots/live-target.js';
import type {
  NotificationRuleId,
  NotificationRuleState,
} from '../../../shared/live-shoots/notification-rules.js';
import type { PendingScoreUpdate } from '../../../shared/live-shoots/score-queue.js';
import type { LiveArcherProfile } from '../../../shared/live-shoots/score-update.js';
import type { LiveShoot, ServerMessage } from '../../../shared/live-shoots/types.js';
import {
  connectionMachine,
  connectionProblem,
  connectionStatus,
  type SocketCommand,
} from './connection-machine.js';
import type { LiveResult } from './live-api.js';
import { arrowsNotOnServer, noticeIsWanted } from './live-derived.js';
import type { LiveNotice, LiveSessionSnapshot } from './live-session-types.js';
import type { KeptRecord } from './live-storage.js';
import { LiveTarget } from './live-target.js';
import { NotificationSwitches } from './notification-switches.js';
import { OwnLiveShoot } from './own-live-shoot.js';
import { scoreUploadMachine, type ScoreUploadEmitted } from './score-upload-machine.js';
import { ScoreUploads } from './score-uploads.js';
import { ShootFeeds } from './shoot-feeds.js';

/** What the live session is made with: the browser's in the app (live-session.ts), a test's in tests. */
export interface LiveSessionParts {
  /** The socket actor (live-socket.ts) and the /ws address it opens. */
  socket: CallbackActorLogic<SocketCommand, { url: string }>;
  url: string;
  readShoot(shootCode: string): Promise<LiveResult<LiveShoot>>;
  /** Sends one update; `signal` aborts it when the uploader stops waiting (docs: UPLOAD_TIMEOUT_MS). */
  sendScore(update: PendingScoreUpdate, signal: AbortSignal): Promise<LiveResult<LiveShoot>>;
  /** What the session keeps on the device (live-storage.ts). */
  records: {
    reference: KeptRecord;
    queue: KeptRecord;
    lastLeaderboard: KeptRecord;
    rules: KeptRecord;
    /** A target scored on this phone in a live shoot (live-target.ts). */
    target: KeptRecord;
  };
  /** The profile the scores are sent under (null: could not be read). */
  readProfile(): Promise<LiveArcherProfile | null>;
  /** The browser's word on the network at start. */
  online: boolean;
  /** Epoch ms, and the machines' timers (a simulated clock in tests). */
  now(): number;
  clock?: ActorOptions<AnyActorLogic>['clock'];
  /** Something to tell the archer, already judged worth telling. */
  notice(notice: LiveNotice): void;
}

/**
 * The app's live shoots put together: the archer's own shoot (own-live-shoot.ts) and a whole target
 * scored on this phone (live-target.ts), both sending through the device's one score queue
 * (score-uploads.ts, score-upload-machine.ts), the leaderboards screens watch (shoot-feeds.ts), the archer's
 * notification rules (notification-switches.ts), the one socket that keeps them live
 * (connection-machine.ts), the profile the scores are sent under, and which news reaches the archer.
 * One snapshot for screens, recomposed on every change of a part.
 */

type Listener = () => void;

export class LiveSession {
  private snapshot: LiveSessionSnapshot;
  private readonly listeners = new Set<Listener>();
  private profile: LiveArcherProfile = { name: '', gender: '', ageGroup: '', bowType: '' };
  /** The newest view of the shoot on the score card, sent again once the profile has been read. */
  private lastView: CurrentShootView | null = null;
  private online: boolean;
  private readonly connection: Actor<typeof connectionMachine>;
  private readonly uploads: ScoreUploads;
  private readonly own: OwnLiveShoot;
  private readonly target: LiveTarget;
  private readonly feeds: ShootFeeds;
  private readonly rules: NotificationSwitches;

  constructor(private readonly parts: LiveSessionParts) {
    this.online = parts.online;
    const clock = parts.clock ? { clock: parts.clock } : {};
    this.connection = createActor(connectionMachine.provide({ actors: { socket: parts.socket } }), {
      input: { url: parts.url },
      ...clock,
    });
    this.uploads = new ScoreUploads({
      queue: parts.records.queue,
      uploader: scoreUploadMachine.provide({
        actors: {
          send: fromPromise<LiveResult<LiveShoot>, PendingScoreUpdate>(({ input, signal }) =>
            parts.sendScore(input, signal),
          ),
        },
      }),
      ...clock,
      uploaded: (event) => this.uploaded(event),
      changed: () => this.compose(),
    });
    const changed = () => this.compose();
    this.own = new OwnLiveShoot({ records: parts.records, uploads: this.uploads, changed });
    this.target = new LiveTarget({ record: parts.records.target, uploads: this.uploads, changed });
    this.rules = new NotificationSwitches(parts.records.rules, () => this.compose());
    const last = this.own.lastLeaderboard();
    this.feeds = new ShootFeeds(
      {
        follow: (shootCode) => this.connection.send({ type: 'SUBSCRIBE', shootCode }),
        unfollow: (shootCode) => this.connection.send({ type: 'UNSUBSCRIBE', shootCode }),
        readShoot: parts.readShoot,
        now: parts.now,
        followsItself: (shootCode) =>
          this.own.reference()?.shootCode === shootCode || this.target.reference()?.shootCode === shootCode,
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
      this.uploads.drain();
    });
    this.connection.start();
    void this.refreshProfile();
    const reference = this.own.reference();
    if (reference) {
      if (this.own.verdict(null, new Date(this.parts.now())) === 'expired') this.own.expired();
      else this.feeds.follow(reference.shootCode);
    }
    this.target.dropIfExpired(new Date(this.parts.now()));
    const target = this.target.reference();
    if (target && target.shootCode !== reference?.shootCode) this.feeds.follow(target.shootCode);
    this.uploads.start();
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
    const profile = await this.parts.readProfile();
    if (!profile) return;
    this.profile = profile;
    // A view that came before the profile was read (the card's first answers on a cold open) could not be
    // sent without the archer's name: it goes now, rather than waiting for the next arrow.
    if (this.lastView !== null) this.own.currentShootChanged(this.lastView, profile);
  }

  /** The browser went on or off line: back on, the socket and the waiting scores try at once. */
  onlineChanged(online: boolean): void {
    this.online = online;
    this.compose();
    if (!online) return;
    this.connection.send({ type: 'ONLINE' });
    this.uploads.drain();
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
    // A target scored here in the same shoot still follows it.
    if (this.target.reference()?.shootCode !== shootCode) this.feeds.release(shootCode);
  }

  currentShootChanged(view: CurrentShootView): void {
    this.lastView = view;
    this.own.currentShootChanged(view, this.profile);
  }

  roundSaved(item: HistoryItemView): void {
    this.own.roundSaved(item, this.profile);
  }

  // ---- A target scored on this phone ----

  /**
   * The target's archers joined the shoot (live-actions.ts joinTargetToShoot). Where the phone's own
   * archer is one of them (the same token), their place moves to the target: the target sends their
   * score from now on and the score card sends nothing, so the two never overwrite each other.
   */
  targetJoined(reference: LiveTargetReference, shoot: LiveShoot, rows: readonly TargetRowNow[]): void {
    const own = this.own.reference();
    if (own && reference.archers.some((archer) => archer.participantToken === own.participantToken)) {
      this.own.handedToTarget();
    }
    this.target.joined(reference, rows);
    this.feeds.follow(reference.shootCode);
    this.feeds.show(shoot);
  }

  /** A newer state of the target's sheet: each archer whose score changed is queued. */
  targetChanged(rows: readonly TargetRowNow[]): void {
    this.target.sheetChanged(rows);
  }

  /** The target left this phone: nothing new goes up for it; what waits still does. */
  targetEnded(): void {
    const target = this.target.reference();
    if (!target) return;
    this.target.ended();
    if (this.own.reference()?.shootCode !== target.shootCode) this.feeds.release(target.shootCode);
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
        // The archer's own score needs no announcement, nor those the scorer is writing on this phone.
        if (
          message.data.type === 'score_update' &&
          this.sentFromHere(message.shootCode, message.data.archerName)
        )
          return;
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
        // A target's archer's card: locked on the board; the scorer sees that on the sheet, no toast.
        if (this.target.holds(event.participantToken)) {
          this.target.finished(event.participantToken);
          return;
        }
        this.own.finished();
        // A round saved as incomplete is not "completed": the save already said "Saved as incomplete".
        if (!event.retired) this.notify({ kind: 'finished' });
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
    const reference = this.own.reference();
    const me = reference?.shootCode === shoot.code ? reference.participantId : null;
    for (const message of this.rules.newLeaderboard(before, shoot, receivedAt, me)) {
      this.notify({ kind: 'rule', shootCode: shoot.code, message });
    }
  }

  /** docs/product.md section 4: the reference goes when the archer is no longer in the shoot. */
  private checkReference(shoot: LiveShoot): void {
    const verdict = this.own.verdict(shoot, new Date(this.parts.now()));
    if (verdict !== null && verdict !== 'keep') this.forget(shoot.code);
  }

  private shootGone(shootCode: string): void {
    if (this.own.reference()?.shootCode === shootCode) this.forget(shootCode);
    if (this.target.reference()?.shootCode === shootCode) {
      this.target.leftShoot(shootCode);
      this.feeds.release(shootCode);
    }
    this.uploads.forgetShoot(shootCode);
    this.feeds.markGone(shootCode);
  }

  /** Scores this phone sends for `archerName` in the shoot: the archer's own, or a target's archer's. */
  private sentFromHere(shootCode: string, archerName: string): boolean {
    const own = this.own.reference();
    if (own?.shootCode === shootCode && own.archerName === archerName) return true;
    const target = this.target.reference();
    return (
      target?.shootCode === shootCode && target.archers.some((archer) => archer.archerName === archerName)
    );
  }

  private composed(): LiveSessionSnapshot {
    const connection = this.connection.getSnapshot();
    const snapshot: LiveSessionSnapshot = {
      reference: this.own.reference(),
      target: this.target.reference(),
      feeds: this.feeds.all(),
      connection: connectionStatus(connection),
      connectionProblem: connectionProblem(connection),
      online: this.online,
      waitingUpdates: this.uploads.waiting(),
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
    this.parts.notice(notice);
  }
}
