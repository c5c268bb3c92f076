import { createActor, type Actor, type ActorOptions, type AnyActorLogic } from 'xstate';
import type { CurrentShootView } from '../../../shared/contract/scoreCardViews.js';
import type { HistoryItemView } from '../../../shared/contract/historyViews.js';
import {
  judgeReference,
  readLiveReference,
  type LiveShootReference,
} from '../../../shared/live-shoots/live-reference.js';
import { readScoreQueue, type ScoreQueue } from '../../../shared/live-shoots/score-queue.js';
import { liveScoreUpdate, type LiveArcherProfile } from '../../../shared/live-shoots/score-update.js';
import type { LiveShoot } from '../../../shared/live-shoots/types.js';
import { readLastLeaderboard, type KeptRecord, type ReadyFeed } from './live-storage.js';
import { scoreUploadMachine, updatesWaiting, type ScoreUploadEmitted } from './score-upload-machine.js';

export interface OwnLiveShootParts {
  /** The reference, the score queue and the last leaderboard, as kept on the device. */
  records: { reference: KeptRecord; queue: KeptRecord; lastLeaderboard: KeptRecord };
  /** The uploader with its upload provided (the real PUT, or a test's). */
  uploader: typeof scoreUploadMachine;
  /** The uploader's timers (a simulated clock in tests). */
  clock?: ActorOptions<AnyActorLogic>['clock'];
  /** What the uploader reports: a leaderboard, a finish taken, a shoot gone, a problem. */
  uploaded(event: ScoreUploadEmitted): void;
  changed(): void;
}

/**
 * The shoot this archer is scoring in (docs/product.md section 5): its reference, kept on the device so
 * a reload is back in the shoot, and its score queue. Every view of the shoot being scored becomes one
 * score update (a view the queue already has is not queued twice); the saved round becomes the finish,
 * after which nothing more is sent. The uploader (score-upload-machine.ts) sends them.
 */
export class OwnLiveShoot {
  private current: LiveShootReference | null;
  /** The arrows last queued for the shoot, so a repeated view is not sent twice. */
  private lastQueuedArrows: string | null = null;
  /** Arrows on this phone's score card for the shoot (null before the score card has said). */
  private arrowsOnPhone: number | null = null;
  private keptQueue: ScoreQueue;
  private readonly uploads: Actor<typeof scoreUploadMachine>;

  constructor(private readonly parts: OwnLiveShootParts) {
    this.current = readLiveReference(parts.records.reference.read());
    this.keptQueue = readScoreQueue(parts.records.queue.read());
    this.uploads = createActor(parts.uploader, {
      input: { queue: this.keptQueue },
      ...(parts.clock ? { clock: parts.clock } : {}),
    });
    this.uploads.on('*', (event) => parts.uploaded(event));
    this.uploads.subscribe((snapshot) => {
      const queue = snapshot.context.queue;
      if (queue === this.keptQueue) return;
      const before = this.keptQueue.length;
      this.keptQueue = queue;
      parts.records.queue.write(queue.length === 0 ? null : queue);
      if (queue.length !== before) parts.changed();
    });
  }

  /** Starts sending what waits (the queue the last page kept included). */
  start(): void {
    this.uploads.start();
  }

  reference(): LiveShootReference | null {
    return this.current;
  }

  /** The last leaderboard kept for the shoot, so a reload without signal still shows it. */
  lastLeaderboard(): ReadyFeed | null {
    return (
      this.current && readLastLeaderboard(this.parts.records.lastLeaderboard.read(), this.current.shootCode)
    );
  }

  waiting(): number {
    return updatesWaiting(this.uploads.getSnapshot());
  }

  phoneArrows(): number | null {
    return this.arrowsOnPhone;
  }

  /** Worth trying the waiting updates now (back online, the socket reconnected). */
  drain(): void {
    this.uploads.send({ type: 'DRAIN' });
  }

  /** Joined (or created and joined): this device now scores in the shoot. */
  joined(reference: LiveShootReference): void {
    this.setReference(reference);
    this.lastQueuedArrows = null;
  }

  /** Left the shoot (or it ended): nothing more is sent for it. */
  leave(shootCode: string): void {
    if (this.current?.shootCode === shootCode) this.setReference(null);
    this.uploads.send({ type: 'FORGET', shootCode });
  }

  /**
   * The reference is past its 24 hours (docs/product.md section 9): dropped at start. What still waits
   * for the shoot goes on being sent; the server says whether it still takes it.
   */
  expired(): void {
    this.setReference(null);
  }

  /** The server took the finish (or the round was saved): the score is locked for this device. */
  finished(): void {
    if (this.current) this.setReference({ ...this.current, finished: true });
  }

  /** docs/product.md section 4: whether the reference still holds against the shoot (null: unknown). */
  verdict(shoot: LiveShoot | null, now: Date): ReturnType<typeof judgeReference> | null {
    if (!this.current || (shoot && shoot.code !== this.current.shootCode)) return null;
    return judgeReference(this.current, shoot, now);
  }

  /** A newer leaderboard of the own shoot is kept for the next start. */
  keepLeaderboard(feed: ReadyFeed): void {
    if (this.current?.shootCode === feed.shoot.code) this.parts.records.lastLeaderboard.write(feed);
  }

  /**
   * The shoot being scored changed (an arrow stored, corrected or undone): queue its new state for the
   * live shoot. Called with views the score card already has, so no extra worker read per arrow.
   */
  currentShootChanged(view: CurrentShootView, profile: LiveArcherProfile): void {
    const reference = this.current;
    if (!reference || reference.finished) return;
    if (this.arrowsOnPhone !== view.arrows.length) {
      this.arrowsOnPhone = view.arrows.length;
      this.parts.changed();
    }
    const key = `${view.roundName}:${view.arrows.join(',')}`;
    if (key === this.lastQueuedArrows) return;
    const body = liveScoreUpdate(reference.archerName, profile, {
      roundName: view.roundName,
      arrows: view.arrows,
      runningTotal: view.runningTotal,
      onTrackClassification: view.estimate.onTrackClassification?.name ?? null,
    });
    if (!body) return;
    this.lastQueuedArrows = key;
    const { shootCode, participantToken } = reference;
    this.uploads.send({ type: 'QUEUE', update: { shootCode, participantToken, kind: 'score', body } });
  }

  /** The round was saved: its final score is sent as the finish, which locks it. */
  roundSaved(item: HistoryItemView, profile: LiveArcherProfile): void {
    const reference = this.current;
    if (!reference || reference.finished) return;
    const body = liveScoreUpdate(reference.archerName, profile, {
      roundName: item.gameType,
      arrows: item.scores,
      runningTotal: item.score,
      onTrackClassification: item.classification?.name ?? null,
    });
    if (!body) return;
    // Finished from now on, for this device: the empty score card after the save is not sent.
    this.finished();
    const { shootCode, participantToken } = reference;
    this.uploads.send({ type: 'QUEUE', update: { shootCode, participantToken, kind: 'finish', body } });
  }

  private setReference(reference: LiveShootReference | null): void {
    this.current = reference;
    this.parts.records.reference.write(reference);
    if (reference === null) this.parts.records.lastLeaderboard.write(null);
    this.parts.changed();
  }
}
