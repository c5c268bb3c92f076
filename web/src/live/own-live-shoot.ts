import type { CurrentShootView } from '../../../shared/contract/scoreCardViews.js';
import type { HistoryItemView } from '../../../shared/contract/historyViews.js';
import {
  judgeReference,
  readLiveReference,
  type LiveShootReference,
} from '../../../shared/live-shoots/live-reference.js';
import { liveScoreUpdate, type LiveArcherProfile } from '../../../shared/live-shoots/score-update.js';
import type { LiveShoot } from '../../../shared/live-shoots/types.js';
import { readLastLeaderboard, type KeptRecord, type ReadyFeed } from './live-storage.js';
import type { ScoreUploads } from './score-uploads.js';

export interface OwnLiveShootParts {
  /** The reference and the last leaderboard, as kept on the device. */
  records: { reference: KeptRecord; lastLeaderboard: KeptRecord };
  /** The device's one score queue and its sender. */
  uploads: ScoreUploads;
  changed(): void;
}

/**
 * The shoot this archer is scoring in (docs/product.md section 5): its reference, kept on the device so
 * a reload is back in the shoot, and its score queue. Every view of the shoot being scored becomes one
 * score update (a view the queue already has is not queued twice); the saved round becomes the finish,
 * after which nothing more is sent. The device's score uploads (score-uploads.ts) send them.
 */
export class OwnLiveShoot {
  private current: LiveShootReference | null;
  /** The arrows last queued for the shoot, so a repeated view is not sent twice. */
  private lastQueuedArrows: string | null = null;
  /** Arrows on this phone's score card for the shoot (null before the score card has said). */
  private arrowsOnPhone: number | null = null;

  constructor(private readonly parts: OwnLiveShootParts) {
    this.current = readLiveReference(parts.records.reference.read());
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

  phoneArrows(): number | null {
    return this.arrowsOnPhone;
  }

  /** Joined (or created and joined): this device now scores in the shoot. */
  joined(reference: LiveShootReference): void {
    this.setReference(reference);
    this.lastQueuedArrows = null;
  }

  /**
   * Left the shoot (or it ended): nothing more is sent for this archer in it. A target this phone scores
   * in the same shoot goes on; a shoot gone from the server is forgotten whole by the session.
   */
  leave(shootCode: string): void {
    const current = this.current;
    if (current?.shootCode !== shootCode) return;
    this.setReference(null);
    this.parts.uploads.forgetArcher(shootCode, current.participantToken);
  }

  /**
   * The archer's place in the shoot moves to a target this phone scores (their name on the target): the
   * target sends their score from now on, under the same token, and the score card sends nothing.
   */
  handedToTarget(): void {
    this.setReference(null);
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
    this.parts.uploads.queue({ shootCode, participantToken, kind: 'score', body });
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
    this.parts.uploads.queue({ shootCode, participantToken, kind: 'finish', body });
  }

  private setReference(reference: LiveShootReference | null): void {
    this.current = reference;
    this.parts.records.reference.write(reference);
    if (reference === null) this.parts.records.lastLeaderboard.write(null);
    this.parts.changed();
  }
}
