import {
  forgetShootUpdates,
  nextScoreUpdate,
  queueScoreUpdate,
  readScoreQueue,
  settleScoreUpdate,
  type PendingScoreUpdate,
  type ScoreQueue,
} from '../../../shared/live-shoots/score-queue.js';
import type { LiveShoot } from '../../../shared/live-shoots/types.js';
import { sendLiveScore } from './live-api.js';
import { readStored, writeStored } from './live-storage.js';
import { retryDelayAfter } from '../retry-schedule.js';

/**
 * Sends the queued live score updates one at a time, oldest shoot first, and keeps the queue on the
 * device so a reload or a dead signal loses nothing: when the server cannot be reached the queue waits
 * and is tried again after 2, 5, 10 and then every 30 s, as soon as the browser is back online, and
 * whenever the live socket reconnects. An update the server refuses for good (the score is locked, the
 * shoot is gone) is dropped with a message, so it cannot block the ones behind it.
 */

export const SCORE_QUEUE_KEY = 'live-score-queue';

export interface ScoreUploadEvents {
  onShoot(shoot: LiveShoot): void;
  onFinished(shootCode: string): void;
  onShootGone(shootCode: string): void;
  onProblem(message: string): void;
  onWaitingChanged(waiting: number): void;
}

/** What the sender is doing: explicit states, not flags. */
type SenderState =
  | { state: 'idle' }
  | { state: 'sending'; update: PendingScoreUpdate }
  | { state: 'waiting'; failures: number; timer: ReturnType<typeof setTimeout> };

export class ScoreUploads {
  private pending: ScoreQueue = readScoreQueue(readStored(SCORE_QUEUE_KEY));
  private sender: SenderState = { state: 'idle' };

  constructor(private readonly events: ScoreUploadEvents) {}

  waiting(): number {
    return this.pending.length;
  }

  queue(update: Omit<PendingScoreUpdate, 'sequence'>): void {
    this.keep(queueScoreUpdate(this.pending, update));
    if (this.sender.state === 'idle') this.drain();
  }

  forget(shootCode: string): void {
    this.keep(forgetShootUpdates(this.pending, shootCode));
  }

  /** Sends what is waiting now (also cutting a retry wait short). */
  drain(): void {
    if (this.sender.state === 'sending') return;
    if (this.sender.state === 'waiting') clearTimeout(this.sender.timer);
    const failures = this.sender.state === 'waiting' ? this.sender.failures : 0;
    this.sender = { state: 'idle' };
    void this.sendNext(failures);
  }

  private async sendNext(failuresSoFar: number): Promise<void> {
    const update = nextScoreUpdate(this.pending);
    if (!update) return;
    this.sender = { state: 'sending', update };
    const answer = await sendLiveScore(
      update.shootCode,
      update.participantToken,
      update.body,
      update.kind === 'finish',
    );
    if (answer.ok) {
      this.keep(settleScoreUpdate(this.pending, update));
      this.sender = { state: 'idle' };
      this.events.onShoot(answer.value);
      if (update.kind === 'finish') this.events.onFinished(update.shootCode);
      void this.sendNext(0);
      return;
    }
    switch (answer.error.reason) {
      case 'network':
      case 'unavailable': {
        const delay = retryDelayAfter(failuresSoFar + 1);
        const timer = setTimeout(() => {
          this.sender = { state: 'idle' };
          void this.sendNext(failuresSoFar + 1);
        }, delay);
        this.sender = { state: 'waiting', failures: failuresSoFar + 1, timer };
        return;
      }
      case 'not-found':
        this.keep(forgetShootUpdates(this.pending, update.shootCode));
        this.sender = { state: 'idle' };
        this.events.onShootGone(update.shootCode);
        this.events.onProblem(answer.error.message);
        void this.sendNext(0);
        return;
      case 'name-taken':
      case 'refused':
        this.keep(settleScoreUpdate(this.pending, update));
        this.sender = { state: 'idle' };
        this.events.onProblem(answer.error.message);
        void this.sendNext(0);
        return;
    }
  }

  private keep(queue: ScoreQueue): void {
    const before = this.pending.length;
    this.pending = queue;
    writeStored(SCORE_QUEUE_KEY, queue.length === 0 ? null : queue);
    if (queue.length !== before) this.events.onWaitingChanged(queue.length);
  }
}
