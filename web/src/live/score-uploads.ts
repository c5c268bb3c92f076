import { createActor, type Actor, type ActorOptions, type AnyActorLogic } from 'xstate';
import {
  readScoreQueue,
  type PendingScoreUpdate,
  type ScoreQueue,
} from '../../../shared/live-shoots/score-queue.js';
import type { KeptRecord } from './live-storage.js';
import { scoreUploadMachine, updatesWaiting, type ScoreUploadEmitted } from './score-upload-machine.js';

export interface ScoreUploadsParts {
  /** The queue as kept on the device by the last page. */
  queue: KeptRecord;
  /** The uploader with its upload provided (the real PUT, or a test's). */
  uploader: typeof scoreUploadMachine;
  /** The uploader's timers (a simulated clock in tests). */
  clock?: ActorOptions<AnyActorLogic>['clock'];
  /** What the uploader reports: a leaderboard, a finish taken, a shoot gone, a problem. */
  uploaded(event: ScoreUploadEmitted): void;
  /** The number waiting changed. */
  changed(): void;
}

/**
 * This device's one queue of live score updates and the machine that sends it (score-upload-machine.ts),
 * kept on the device on every change. Both the archer's own shoot (own-live-shoot.ts) and a whole target
 * scored on this phone (live-target.ts) queue here, each update under its archer's participant token, so
 * one retry schedule and one "waiting" count cover every score this phone owes a leaderboard.
 */
export class ScoreUploads {
  private kept: ScoreQueue;
  private readonly uploads: Actor<typeof scoreUploadMachine>;

  constructor(parts: ScoreUploadsParts) {
    this.kept = readScoreQueue(parts.queue.read());
    this.uploads = createActor(parts.uploader, {
      input: { queue: this.kept },
      ...(parts.clock ? { clock: parts.clock } : {}),
    });
    this.uploads.on('*', (event) => parts.uploaded(event));
    this.uploads.subscribe((snapshot) => {
      const queue = snapshot.context.queue;
      if (queue === this.kept) return;
      const before = this.kept.length;
      this.kept = queue;
      parts.queue.write(queue.length === 0 ? null : queue);
      if (queue.length !== before) parts.changed();
    });
  }

  /** Starts sending what waits (the queue the last page kept included). */
  start(): void {
    this.uploads.start();
  }

  /** Score updates (and finishes) waiting for the server: the archer's "waiting" count. */
  waiting(): number {
    return updatesWaiting(this.uploads.getSnapshot());
  }

  /** Worth trying the waiting updates now (back online, the socket reconnected). */
  drain(): void {
    this.uploads.send({ type: 'DRAIN' });
  }

  /** A newer state of one archer's score (or its finish), replacing what waits for them. */
  queue(update: Omit<PendingScoreUpdate, 'sequence'>): void {
    this.uploads.send({ type: 'QUEUE', update });
  }

  /** One archer left the shoot: nothing more is sent for them. */
  forgetArcher(shootCode: string, participantToken: string): void {
    this.uploads.send({ type: 'FORGET', shootCode, participantToken });
  }

  /** The shoot is gone: nothing more is sent for anyone in it. */
  forgetShoot(shootCode: string): void {
    this.uploads.send({ type: 'FORGET', shootCode });
  }
}
